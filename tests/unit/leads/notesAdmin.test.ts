/**
 * A lead's notes in the admin (issue 33): a note by someone else is not offered for editing (no text box,
 * no drag handle, no row menu), since the server refuses changing it (mayEditNote, tests in notes.test.ts).
 */
import type { ArrayField, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Leads } from '@collections/Leads'

function named(fields: Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    const inner = field.type === 'tabs' ? field.tabs.flatMap((t) => t.fields) : 'fields' in field ? field.fields : []
    const found = named(inner, name)
    if (found) return found
  }
  return undefined
}

describe('the notes field', () => {
  const notes = named(Leads.fields, 'notes') as ArrayField

  it('keeps the history in its order: no row can be dragged', () => {
    expect(notes.admin?.isSortable).toBe(false)
  })

  it('draws each note’s text with NoteText, which shows others’ notes as plain text', () => {
    const text = named(notes.fields, 'text') as { admin?: { components?: { Field?: unknown } } }
    expect(text.admin?.components?.Field).toBe('/src/admin/leads/NoteText.client#NoteText')
  })
})

/** A lead's notes in the admin (issue 18) name each row by who wrote it and when, through the shared row labels. */
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Leads } from '@collections/Leads'
import { ARRAY_ROW_LABEL } from '@/admin/labels'
import { labelFromData, type LabelFieldLike } from '@/admin/labels/labelText'

function findNotes(fields: readonly Field[]): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === 'notes') return field
    const inner = 'tabs' in field ? field.tabs.flatMap((t) => t.fields) : 'fields' in field ? field.fields : []
    const found = findNotes(inner as Field[])
    if (found) return found
  }
  return undefined
}

describe('note row labels', () => {
  const notes = findNotes(Leads.fields) as Field & { fields: Field[]; admin: { components: { RowLabel: { path: string; clientProps: { labelFields: (string | string[])[] } } } } }
  const { path, clientProps } = notes.admin.components.RowLabel

  it('use the shared array row label with the author and time, else the text', () => {
    expect(path).toBe(ARRAY_ROW_LABEL)
    const label = (data: unknown) => labelFromData(data, clientProps.labelFields, notes.fields as LabelFieldLike[])
    expect(label({ authorName: 'Priya Shah', at: '2026-11-25T03:05:00.000Z', text: 'Called back.' })).toBe('Priya Shah · 25 Nov 2026, 2:05 pm AEDT')
    expect(label({ authorName: null, at: null, text: 'Not saved yet' })).toBe('Not saved yet')
    expect(label({ authorName: 'Sam', at: 'not a date', text: 'x' })).toBe('Sam · not a date')
  })
})

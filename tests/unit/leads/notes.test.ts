/** A lead's notes (issue 18): append-only for others' notes; author and time come from the server. */
import { describe, expect, it } from 'vitest'

import { mayEditNote, mergeNotes, NOTE_OF_OTHERS } from '@/domain/leads/notes'

const now = new Date('2026-03-14T10:00:00.000Z')
const sam = { id: 7, name: 'Sam Nguyen' }
const stored = [
  { id: 'a', text: 'Called, no answer.', author: 9, authorName: 'Pat', at: '2026-03-13T09:00:00.000Z' },
  { id: 'b', text: 'Emailed a quote.', author: 7, authorName: 'Sam Nguyen', at: '2026-03-13T10:00:00.000Z' },
]

describe('mergeNotes', () => {
  it('stamps a new note with the signed-in user and the time, whatever the request said', () => {
    const result = mergeNotes({ previous: stored, incoming: [...stored, { id: 'c', text: '  Booked a test drive. ', author: 9, authorName: 'Forged', at: '2020-01-01' }], author: sam, now })
    expect(result).toEqual({ ok: true, notes: [...stored, { id: 'c', text: 'Booked a test drive.', author: 7, authorName: 'Sam Nguyen', at: now.toISOString() }] })
  })

  it('keeps a stored note’s author and time even when the request sends others', () => {
    const result = mergeNotes({ previous: stored, incoming: [{ ...stored[0]!, authorName: 'Forged', at: '2020-01-01' }, stored[1]!], author: sam, now })
    expect(result.ok && result.notes[0]).toEqual(stored[0])
  })

  it('refuses changing or removing someone else’s note', () => {
    expect(mergeNotes({ previous: stored, incoming: [{ ...stored[0]!, text: 'Rewritten' }, stored[1]!], author: sam, now })).toEqual({ ok: false, message: NOTE_OF_OTHERS })
    expect(mergeNotes({ previous: stored, incoming: [stored[1]!], author: sam, now })).toEqual({ ok: false, message: NOTE_OF_OTHERS })
  })

  it('lets the author change or remove their own note, and a super-admin anyone’s', () => {
    const edited = mergeNotes({ previous: stored, incoming: [stored[0]!, { ...stored[1]!, text: 'Emailed a revised quote.' }], author: sam, now })
    expect(edited.ok && edited.notes[1]).toEqual({ ...stored[1], text: 'Emailed a revised quote.' })
    expect(mergeNotes({ previous: stored, incoming: [stored[0]!], author: sam, now })).toMatchObject({ ok: true })
    expect(mergeNotes({ previous: stored, incoming: [], author: sam, now, mayEditAll: true })).toEqual({ ok: true, notes: [] })
  })

  it('drops empty new notes, and keeps what a system write (the seed) gives', () => {
    expect(mergeNotes({ previous: [], incoming: [{ text: '   ' }], author: sam, now })).toEqual({ ok: true, notes: [] })
    expect(mergeNotes({ previous: [], incoming: [{ text: 'Seeded', author: 9, authorName: 'Pat', at: '2026-03-01T00:00:00.000Z' }], author: null, now })).toEqual({
      ok: true,
      notes: [{ text: 'Seeded', author: 9, authorName: 'Pat', at: '2026-03-01T00:00:00.000Z' }],
    })
  })
})

/** The rule the admin shows (others' notes as plain text) and the server enforces (mergeNotes above). */
describe('mayEditNote', () => {
  it('lets the author change their own note, and nobody else but a super-admin', () => {
    expect(mayEditNote(stored[1]!, 7)).toBe(true)
    expect(mayEditNote(stored[1]!, '7')).toBe(true)
    expect(mayEditNote({ ...stored[1]!, author: { id: 7 } }, 7)).toBe(true)
    expect(mayEditNote(stored[0]!, 7)).toBe(false)
    expect(mayEditNote(stored[0]!, null)).toBe(false)
    expect(mayEditNote(stored[0]!, 7, true)).toBe(true)
  })

  it('treats a note not saved yet as the writer’s, and a stored note without an author (the seed’s) as nobody’s', () => {
    expect(mayEditNote({ text: 'Typing…' } as never, 7)).toBe(true)
    expect(mayEditNote({ author: null, at: '2026-03-01T00:00:00.000Z' }, 7)).toBe(false)
  })
})

/**
 * A lead's notes are its history of contact with the shopper, so they are append-only: anyone who
 * may work the lead adds notes, and edits or removes only their own; a note by someone else stays as
 * it was written. Who wrote a note and when is stamped by the server, never taken from the request.
 * Pure: the collection's hook (collections/Leads/hooks/workLead.ts) applies it, and the admin shows
 * a note the user may not change as plain text (src/admin/leads/NoteText.client.tsx, mayEditNote).
 */

export type StoredNote = { id?: string | null; text?: string | null; author?: unknown; authorName?: string | null; at?: string | null }
export type NoteAuthor = { id: number | string; name: string }

export const NOTE_OF_OTHERS = 'Notes are kept as written: you can add a note, and change or remove only your own.'

const authorIdOf = (author: unknown): string | null => {
  if (author && typeof author === 'object' && 'id' in author) return String((author as { id: unknown }).id)
  return author === null || author === undefined ? null : String(author)
}

/**
 * Whether the user (by id; null for nobody signed in) may change or remove this note: one they wrote,
 * or one not saved yet (the server stamps the author and time on save). A stored note without an
 * author is the system's (the seed's): nobody's to change. `mayEditAll`: a super-admin, or the system.
 */
export function mayEditNote(note: Pick<StoredNote, 'author' | 'at'>, userId: number | string | null, mayEditAll = false): boolean {
  if (mayEditAll) return true
  const author = authorIdOf(note.author)
  if (author === null) return !note.at
  return userId !== null && author === String(userId)
}

/**
 * The notes to store, given the stored ones and the ones the request sent. New notes (no id, or an id
 * the lead doesn't have) get the author and time; stored notes keep theirs whatever was sent. Returns
 * an error when the request changes or drops someone else's note (unless `mayEditAll`).
 */
export function mergeNotes(args: {
  previous: readonly StoredNote[] | null | undefined
  incoming: readonly StoredNote[] | null | undefined
  author: NoteAuthor | null
  now: Date
  mayEditAll?: boolean
}): { ok: true; notes: StoredNote[] } | { ok: false; message: string } {
  const previous = args.previous ?? []
  const incoming = args.incoming ?? []
  const byId = new Map(previous.filter((n) => n.id).map((n) => [String(n.id), n]))
  // Stored notes always carry their time (stamped below), so none passes for a note not saved yet.
  const mayChange = (stored: StoredNote) => mayEditNote(stored, args.author?.id ?? null, args.mayEditAll)
  const kept = new Set<string>()
  const notes: StoredNote[] = []
  for (const note of incoming) {
    const stored = note.id ? byId.get(String(note.id)) : undefined
    if (stored) {
      kept.add(String(stored.id))
      const changed = (note.text ?? '') !== (stored.text ?? '')
      if (changed && !mayChange(stored)) return { ok: false, message: NOTE_OF_OTHERS }
      notes.push({ ...stored, text: note.text })
      continue
    }
    const text = (note.text ?? '').trim()
    if (!text) continue
    // A system write (no signed-in user) keeps what it was given: the seed writes past notes.
    notes.push(
      args.author
        ? { ...(note.id ? { id: note.id } : {}), text, author: args.author.id, authorName: args.author.name, at: args.now.toISOString() }
        : { ...note, text, at: note.at ?? args.now.toISOString() },
    )
  }
  for (const stored of previous) {
    if (stored.id && !kept.has(String(stored.id)) && !mayChange(stored)) return { ok: false, message: NOTE_OF_OTHERS }
  }
  return { ok: true, notes }
}

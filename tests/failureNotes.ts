/**
 * Notes a failing test leaves for `npm test` to print after its summary (scripts/test-all.ts). A CI
 * log is read from its end; a long failure message printed mid-run scrolls out of view there, so
 * what explains a failure (a child process's exit and the tail of its output) is repeated last.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const FAILURE_NOTES_DIR = path.resolve('.data', 'failure-notes')

export function leaveFailureNote(name: string, text: string): void {
  mkdirSync(FAILURE_NOTES_DIR, { recursive: true })
  writeFileSync(path.join(FAILURE_NOTES_DIR, `${name.replace(/[^\w-]+/g, '-')}.txt`), text)
}

/** Every note left, oldest first, as [name, text]. */
export function readFailureNotes(): [string, string][] {
  let names: string[]
  try {
    names = readdirSync(FAILURE_NOTES_DIR).sort()
  } catch {
    return []
  }
  return names.map((n) => [n.replace(/\.txt$/, ''), readFileSync(path.join(FAILURE_NOTES_DIR, n), 'utf8')])
}

export function clearFailureNotes(): void {
  rmSync(FAILURE_NOTES_DIR, { recursive: true, force: true })
}

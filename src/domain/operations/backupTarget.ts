/**
 * Whether a restore may write into its target: only an empty one (no tables in the database, no media
 * files), unless --force says to replace what is there. Pure: the adapter counts, this decides.
 */

export type TargetState = { tables: readonly string[]; mediaFiles: number; mediaPlace: string }

export type TargetDecision = { action: 'restore' } | { action: 'replace' } | { action: 'refuse'; message: string }

export function restoreTargetDecision(target: TargetState, force: boolean): TargetDecision {
  const busy: string[] = []
  if (target.tables.length > 0) busy.push(`the database has ${target.tables.length} table${target.tables.length === 1 ? '' : 's'} (${target.tables.slice(0, 3).join(', ')}${target.tables.length > 3 ? ', …' : ''})`)
  if (target.mediaFiles > 0) busy.push(`${target.mediaPlace} has ${target.mediaFiles} file${target.mediaFiles === 1 ? '' : 's'}`)
  if (busy.length === 0) return { action: 'restore' }
  if (force) return { action: 'replace' }
  return { action: 'refuse', message: `The restore target is not empty: ${busy.join(' and ')}. Restore into an empty database and media store, or add --force to drop what is there and replace it with the backup.` }
}

/**
 * Field locks: a person's edit to a feed-managed field wins over the feed (feeds.md §C complaint 2,
 * "manual edits are overwritten"; per-field source priority [26]).
 *
 * When a person (not the feed) saves a car, every feed-managed field whose value changed becomes
 * locked; the next runs skip it (diff.ts). Unlocking hands the field back to the feed. Locks are a
 * plain list of field names on the car, sorted in FEED_VEHICLE_FIELDS order so they store and
 * compare stably.
 */
import { sameValue } from './diff'
import { FEED_VEHICLE_FIELDS, type FeedVehicleField } from './feedVehicle'

/**
 * The fields a person's edit can lock: the ones a feed manages, plus `location` (set from the
 * feed's branch code; compared by id, so a populated relation and an id are equal) and `images`
 * (the photos, set from the feed's photo URLs; compared as the ordered list of media ids).
 */
export type LockableField = FeedVehicleField | 'location' | 'images'
export const LOCKABLE_FIELDS: readonly LockableField[] = [...FEED_VEHICLE_FIELDS, 'location', 'images']

const isLockable = (field: string): field is LockableField => (LOCKABLE_FIELDS as readonly string[]).includes(field)

function sortFields(fields: Iterable<string>): LockableField[] {
  const set = new Set(fields)
  return LOCKABLE_FIELDS.filter((f) => set.has(f))
}

/**
 * The feed-managed fields a person changed between two versions of a car. A field missing from
 * `next` was not part of the save (a partial update) and is not counted as changed.
 */
export function changedFeedFields(previous: Readonly<Record<string, unknown>>, next: Readonly<Record<string, unknown>>): LockableField[] {
  return LOCKABLE_FIELDS.filter((field) => field in next && !sameValue(previous[field], next[field]))
}

/** The lock list with `fields` added (unknown field names are ignored). */
export function addLocks(locks: Iterable<string> | null | undefined, fields: Iterable<string>): LockableField[] {
  return sortFields([...(locks ?? []), ...[...fields].filter(isLockable)])
}

/** The lock list without `fields`. */
export function removeLocks(locks: Iterable<string> | null | undefined, fields: Iterable<string>): LockableField[] {
  const drop = new Set(fields)
  return sortFields([...(locks ?? [])].filter((f) => !drop.has(f)))
}

/** The car's locks after a person's save: the current locks plus every feed-managed field the save changed. */
export function locksAfterEdit(
  locks: Iterable<string> | null | undefined,
  previous: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
): LockableField[] {
  return addLocks(locks, changedFeedFields(previous, next))
}

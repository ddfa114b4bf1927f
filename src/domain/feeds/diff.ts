/**
 * What a feed run should write to a car it already has: the changed, unlocked fields only.
 *
 * An empty patch means the car is unchanged and nothing is written, which keeps the search index,
 * page cache and watch alerts quiet on the many runs a day where the DMS sends the same stock
 * (feeds.md §C: full snapshots several times a day). Locked fields are those a person edited in the
 * CMS (locks.ts); the feed leaves them alone (feeds.md §C complaint 2), unless the feed is told to
 * let some fields through anyway (`ignoreLocksFor`, e.g. price, which some platforms always take
 * from the DMS [25]).
 */
import { FEED_VEHICLE_FIELDS, type FeedVehicle, type FeedVehicleField } from './feedVehicle'

/** null, undefined and blank text are all "no value". */
function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
}

function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v)
  return null
}

/** A relationship as Payload returns it (an id, or a populated document with an id) reduced to its id. */
function idOf(v: unknown): unknown {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && 'id' in v ? (v as { id: unknown }).id : v
}

/**
 * Whether two stored/incoming values are the same: numbers numerically (a database may hand back
 * "25990.00" for 25990), text trimmed, lists element by element in order, blanks equal to each other.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  a = idOf(a)
  b = idOf(b)
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b)
  if (Array.isArray(a) || Array.isArray(b)) return sameList(Array.isArray(a) ? a : [], Array.isArray(b) ? b : [])
  if (typeof a === 'number' || typeof b === 'number') {
    const x = asNumber(a)
    const y = asNumber(b)
    return x !== null && y !== null && x === y
  }
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim()
  return a === b
}

/** Lists equal element by element, in order (a reordered photo or feature list is a change). */
function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  const x = a.filter((v) => !isBlank(v))
  const y = b.filter((v) => !isBlank(v))
  return x.length === y.length && x.every((v, i) => sameValue(v, y[i]))
}

export type DiffOptions = {
  /** Fields the feed writes even when a person locked them. */
  ignoreLocksFor?: Iterable<FeedVehicleField>
}

/**
 * The patch for one car: each field present in `incoming` whose value differs from `stored` and
 * that is not locked. `stored` is the car as saved (a Payload document or any object with the same
 * field names); only the feed-managed fields are read from it.
 */
export function diffVehicle(
  stored: Readonly<Record<string, unknown>>,
  incoming: FeedVehicle,
  locked: Iterable<string> = [],
  options: DiffOptions = {},
): FeedVehicle {
  const locks = new Set(locked)
  for (const field of options.ignoreLocksFor ?? []) locks.delete(field)
  const patch: Record<string, unknown> = {}
  for (const field of FEED_VEHICLE_FIELDS) {
    if (!(field in incoming) || locks.has(field)) continue
    const next = incoming[field]
    if (!sameValue(stored[field], next)) patch[field] = next
  }
  return patch as FeedVehicle
}

/** Whether a patch from {@link diffVehicle} changes anything. */
export function isEmptyPatch(patch: FeedVehicle): boolean {
  return Object.keys(patch).length === 0
}

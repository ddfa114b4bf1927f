/**
 * Cars a complete feed no longer lists (feeds.md §C complaint 1: "sold cars linger" → mark missing
 * cars sold after a grace period; revive on return [24, 25]).
 *
 * Run only for a run the guard let through (guard.ts): a held or broken file says nothing about
 * which cars are gone. Each run, a car of the feed that is not in the file has its missed-run count
 * raised; once the count passes the grace (default 1 run, so one bad export cannot remove a car) the
 * feed removes it, as `sold` (with the run time as sold date) or `withdrawn` (hidden from the site;
 * Vehicles has no withdrawn status, so the car keeps its status and `show_on_dealer_website` goes
 * false), per feed setting. A car that comes back is revived: count reset and, if the feed removed
 * it, its status back to in stock and shown again.
 *
 * The feed only undoes what the feed did: a car a person marked sold stays sold even while the DMS
 * still lists it (the DMS often lags the sale).
 */

type MissingAction = 'sold' | 'withdrawn'

export type MissingSettings = {
  /** Runs a car may be missing before it is removed (default 1: removed on the 2nd missed run in a row). */
  graceRuns?: number
  /** What removal means for this feed (default 'sold'). */
  action?: MissingAction
}

/** A feed-managed car as the missing-car rule needs it. */
export type FeedCarState = {
  /** The key the feed identifies the car by (its stock number, as the lead matches rows). */
  key: string
  status: string
  /** Consecutive complete runs that did not list the car. */
  missedRuns?: number | null
  /** What the feed did to the car when it went missing, if anything. */
  removedByFeed?: MissingAction | null
}

/** What to write for one car; cars needing nothing are left out of the result. */
export type MissingDecision = {
  key: string
  kind: 'missed' | 'removed' | 'revived' | 'seen'
  /** Feed bookkeeping to store on the car. */
  state: { missedRuns: number; removedByFeed: MissingAction | null }
  /** Vehicles fields to change (empty for bookkeeping-only decisions). */
  patch: { status?: 'sold' | 'in_stock'; sold_date?: string | null; show_on_dealer_website?: boolean }
}

const DEFAULT_GRACE_RUNS = 1

/** Cars of the feed that the file does not list and the feed has not already removed: the guard's `missingCount`. */
export function countMissing(cars: readonly FeedCarState[], listed: ReadonlySet<string>): number {
  return cars.filter((c) => !listed.has(c.key) && !c.removedByFeed && c.status !== 'sold').length
}

/**
 * The decisions for one complete run. `listed` holds the keys of every car in the file: valid rows,
 * and rows that name a car but cannot be imported (a row that failed to normalise, or one the parser
 * skipped whose stock number or VIN was still read), so a typo or a bad character does not sell the
 * car. `everyRowNamed` is false when the file has a row that names no car (rowIdentity.ts): any car
 * not listed may be that row, so none is counted missed or removed this run; listed cars still revive.
 */
export function decideMissing(
  cars: readonly FeedCarState[],
  listed: ReadonlySet<string>,
  runAt: Date,
  settings: MissingSettings = {},
  everyRowNamed = true,
): MissingDecision[] {
  const grace = Math.max(0, Math.floor(settings.graceRuns ?? DEFAULT_GRACE_RUNS))
  const action: MissingAction = settings.action ?? 'sold'
  const out: MissingDecision[] = []
  for (const car of cars) {
    const missed = Math.max(0, car.missedRuns ?? 0)
    const removed = car.removedByFeed ?? null
    if (listed.has(car.key)) {
      if (removed === 'sold') {
        out.push({ key: car.key, kind: 'revived', state: { missedRuns: 0, removedByFeed: null }, patch: { status: 'in_stock', sold_date: null } })
      } else if (removed === 'withdrawn') {
        out.push({ key: car.key, kind: 'revived', state: { missedRuns: 0, removedByFeed: null }, patch: { show_on_dealer_website: true } })
      } else if (missed > 0) {
        out.push({ key: car.key, kind: 'seen', state: { missedRuns: 0, removedByFeed: null }, patch: {} })
      }
      continue
    }
    // Already gone: removed by the feed earlier, or sold by a person. Nothing more to do.
    if (removed || car.status === 'sold') continue
    // Not proven absent: the file has a row we could not tie to any car.
    if (!everyRowNamed) continue
    const count = missed + 1
    if (count > grace) {
      const patch = action === 'sold' ? { status: 'sold' as const, sold_date: runAt.toISOString() } : { show_on_dealer_website: false }
      out.push({ key: car.key, kind: 'removed', state: { missedRuns: count, removedByFeed: action }, patch })
    } else {
      out.push({ key: car.key, kind: 'missed', state: { missedRuns: count, removedByFeed: null }, patch: {} })
    }
  }
  return out
}

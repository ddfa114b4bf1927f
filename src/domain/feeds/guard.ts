/**
 * Whether a feed run may go ahead (feeds.md §C complaint 4: "truncated feeds wipe stock → quarantine
 * an import whose count drops sharply" [12]).
 *
 * A full-snapshot feed removes every car it does not list, so a broken file (empty, cut short, a
 * renamed column) would take a dealer's stock off the site. Such a run is held: nothing is written,
 * the dealer is told why, with the counts, and a person can release it.
 */
import { columnLabel, missingColumns, REQUIRED_FEED_FIELDS, sourceColumns, type FeedMapping } from './mapping'

export type GuardSettings = {
  /** Hold when this run has fewer rows than this share of the last good run's rows (default 0.5). */
  minShareOfLastRun?: number
  /** Hold when the run would remove more than this share of the feed's current cars (default 0.2). */
  maxRemovalShare?: number
  /**
   * Removing this many cars never holds a run (default 2), so a small dealer who sells two of eight
   * cars in a day is not held every time.
   */
  removalAllowance?: number
}

const DEFAULT_GUARD_SETTINGS: Required<GuardSettings> = { minShareOfLastRun: 0.5, maxRemovalShare: 0.2, removalAllowance: 2 }

export type GuardInput = {
  /** The file's column names (CSV header; for XML/JSON the keys seen in its records). */
  columns: readonly string[]
  mapping: FeedMapping
  /** Records parsed from the file (error lines not counted). */
  rowCount: number
  /** Rows of the last run that was not held; null or undefined for a feed's first run. */
  lastGoodRowCount?: number | null
  /** The feed's cars on the site now (not sold or withdrawn by the feed). */
  currentCarCount: number
  /** How many of those this file does not list (see missing.ts `countMissing`). */
  missingCount: number
}

type GuardCounts = {
  rows: number
  lastGoodRows: number | null
  currentCars: number
  missing: number
}

type GuardHoldCode = 'empty' | 'unmapped_field' | 'missing_column' | 'truncated' | 'too_many_removals'

export type GuardDecision =
  | {
      ok: true
      counts: GuardCounts
      /** Mapped optional columns the file lacks: those fields are left alone this run (see mapping.ts presentMapping). */
      warnings: string[]
    }
  | { ok: false; code: GuardHoldCode; reason: string; counts: GuardCounts }

const percent = (share: number) => `${Math.round(share * 100)}%`

/** Decide whether to hold a run. The checks run in order; the first that fails gives the reason. */
export function guardRun(input: GuardInput, settings: GuardSettings = {}): GuardDecision {
  const s = { ...DEFAULT_GUARD_SETTINGS, ...settings }
  const counts: GuardCounts = {
    rows: input.rowCount,
    lastGoodRows: input.lastGoodRowCount ?? null,
    currentCars: input.currentCarCount,
    missing: input.missingCount,
  }
  const hold = (code: GuardHoldCode, reason: string): GuardDecision => ({ ok: false, code, reason: `${reason} The import is held; no cars were changed.`, counts })

  if (input.rowCount === 0) return hold('empty', 'The file has no vehicle rows.')

  const unmapped = REQUIRED_FEED_FIELDS.filter((f) => sourceColumns(input.mapping, f).length === 0)
  if (unmapped.length > 0) return hold('unmapped_field', `The feed mapping has no column for ${unmapped.join(', ')}.`)

  const missing = missingColumns(input.mapping, input.columns).filter((m) => REQUIRED_FEED_FIELDS.includes(m.field))
  if (missing.length > 0) {
    const names = missing.map((m) => `"${columnLabel(input.mapping, m.field)}"`).join(', ')
    return hold('missing_column', `Required column${missing.length > 1 ? 's' : ''} ${names} ${missing.length > 1 ? 'are' : 'is'} missing from the file.`)
  }

  const last = input.lastGoodRowCount
  if (last && last > 0 && input.rowCount < last * s.minShareOfLastRun) {
    return hold(
      'truncated',
      `The file has ${input.rowCount} rows, fewer than ${percent(s.minShareOfLastRun)} of the last good run (${last} rows); it may be cut short.`,
    )
  }

  const current = input.currentCarCount
  if (current > 0 && input.missingCount > s.removalAllowance && input.missingCount > current * s.maxRemovalShare) {
    return hold(
      'too_many_removals',
      `The file leaves out ${input.missingCount} of the feed's ${current} cars (${percent(input.missingCount / current)}), more than the ${percent(s.maxRemovalShare)} allowed.`,
    )
  }

  const warnings = missingColumns(input.mapping, input.columns)
    .filter((m) => !REQUIRED_FEED_FIELDS.includes(m.field))
    .map((m) => `Column "${m.column}" is not in the file; ${m.field} is left as it is on every car.`)
  return { ok: true, counts, warnings }
}

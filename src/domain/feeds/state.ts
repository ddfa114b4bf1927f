/**
 * A stock feed's state, the one the feeds list and the dashboard both show: turned off; held (a run
 * waits for someone to release it); the last run failed; stale (no good import within the feed's stale
 * window, or none ever); else fresh, in that order of precedence. The dashboard's query computes the
 * same rule in SQL to sort its panel by it (src/lib/dashboard/queries.ts, stockPanel).
 */
export type FeedState = 'off' | 'held' | 'failed' | 'stale' | 'fresh'

type FeedStateFields = {
  enabled?: boolean | null
  staleAfterHours?: number | null
  status?: { lastImportedAt?: string | null; lastRunStatus?: string | null; heldRun?: unknown } | null
}

const HOUR_MS = 3_600_000
const DEFAULT_STALE_AFTER_HOURS = 24

const lastGoodAt = (feed: FeedStateFields): number | null => {
  const at = feed.status?.lastImportedAt ? Date.parse(feed.status.lastImportedAt) : NaN
  return Number.isFinite(at) ? at : null
}

export function feedState(feed: FeedStateFields, now: number): FeedState {
  if (feed.enabled === false) return 'off'
  const { heldRun, lastRunStatus } = feed.status ?? {}
  if ((heldRun !== null && heldRun !== undefined) || lastRunStatus === 'held') return 'held'
  if (lastRunStatus === 'failed') return 'failed'
  const at = lastGoodAt(feed)
  if (at === null || at < now - (feed.staleAfterHours ?? DEFAULT_STALE_AFTER_HOURS) * HOUR_MS) return 'stale'
  return 'fresh'
}

export const FEED_STATE_LABELS: Record<FeedState, string> = {
  held: 'Held: waiting for release',
  failed: 'Last run failed',
  stale: 'Stale',
  off: 'Turned off',
  fresh: 'Fresh',
}

/** The state in words, a stale feed with how long it has gone without a good import. */
export function feedStateLabel(feed: FeedStateFields, now: number): string {
  const state = feedState(feed, now)
  if (state !== 'stale') return FEED_STATE_LABELS[state]
  const at = lastGoodAt(feed)
  return at === null ? 'Stale (never imported)' : `Stale (${Math.floor((now - at) / HOUR_MS)} h since the last import)`
}

import { describe, expect, it } from 'vitest'

import { feedState, feedStateLabel } from '@/domain/feeds/state'

const NOW = Date.UTC(2026, 10, 28, 12)
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString()

describe("a stock feed's state (the feeds list and the dashboard)", () => {
  it('turned off comes before anything else', () => {
    expect(feedState({ enabled: false, status: { lastRunStatus: 'held' } }, NOW)).toBe('off')
  })

  it('held while a run waits for release, even when its last import was fresh', () => {
    expect(feedState({ status: { lastImportedAt: hoursAgo(1), lastRunStatus: 'held' } }, NOW)).toBe('held')
    expect(feedState({ status: { lastImportedAt: hoursAgo(1), lastRunStatus: 'ok', heldRun: 7 } }, NOW)).toBe('held')
    expect(feedStateLabel({ status: { lastImportedAt: hoursAgo(1), heldRun: { id: 7 } } }, NOW)).toBe('Held: waiting for release')
  })

  it('failed when the last run failed', () => {
    expect(feedState({ status: { lastImportedAt: hoursAgo(1), lastRunStatus: 'failed' } }, NOW)).toBe('failed')
  })

  it('stale past the stale window (24 h unless the feed says otherwise), or when never imported', () => {
    expect(feedState({ status: { lastImportedAt: hoursAgo(23), lastRunStatus: 'ok' } }, NOW)).toBe('fresh')
    expect(feedState({ status: { lastImportedAt: hoursAgo(25), lastRunStatus: 'ok' } }, NOW)).toBe('stale')
    expect(feedState({ staleAfterHours: 48, status: { lastImportedAt: hoursAgo(25), lastRunStatus: 'ok' } }, NOW)).toBe('fresh')
    expect(feedStateLabel({ status: { lastImportedAt: hoursAgo(26.5) } }, NOW)).toBe('Stale (26 h since the last import)')
    expect(feedStateLabel({}, NOW)).toBe('Stale (never imported)')
    expect(feedStateLabel({ status: { lastImportedAt: 'not a date' } }, NOW)).toBe('Stale (never imported)')
  })

  it('fresh otherwise', () => {
    expect(feedStateLabel({ enabled: true, status: { lastImportedAt: hoursAgo(2), lastRunStatus: 'ok' } }, NOW)).toBe('Fresh')
  })
})

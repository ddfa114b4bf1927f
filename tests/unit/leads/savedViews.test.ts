import { describe, expect, it } from 'vitest'

import { adminListUrl } from '@/domain/dashboard/listUrl'
import { savedViews } from '@/domain/leads/savedViews'

const NOW = new Date(2026, 10, 28, 15, 30)

describe("the lead inbox's saved views", () => {
  it('offers Mine first to a signed-in user, then Unassigned, Overdue follow-ups and New today', () => {
    expect(savedViews(7, NOW).map((v) => v.label)).toEqual(['Mine', 'Unassigned', 'Overdue follow-ups', 'New today'])
    expect(savedViews(null, NOW).map((v) => v.label)).toEqual(['Unassigned', 'Overdue follow-ups', 'New today'])
  })

  it('filters with the list’s own where', () => {
    const [mine, unassigned, overdue, today] = savedViews(7, NOW)
    expect(mine!.where).toEqual({ assignee: { equals: '7' } })
    expect(unassigned!.where).toEqual({ assignee: { exists: false } })
    expect(overdue!.where).toEqual({ and: [{ followUpAt: { less_than: NOW.toISOString() } }, { salesStatus: { not_in: ['sold', 'lost'] } }] })
    expect(today!.where).toEqual({ and: [{ salesStatus: { equals: 'new' } }, { createdAt: { greater_than_equal: new Date(2026, 10, 28).toISOString() } }] })
  })

  it("starts New today at the dealer's midnight, wherever the browser is", () => {
    // 00:30 on 29 Nov in Brisbane (UTC+10) is still 28 Nov in UTC and later; Sydney is on daylight time (UTC+11).
    const at = new Date('2026-11-28T14:30:00Z')
    const since = (tz: string) => (savedViews(7, at, tz)[3]!.where as { and: { createdAt?: { greater_than_equal: string } }[] }).and[1]!.createdAt!.greater_than_equal
    expect(since('Australia/Brisbane')).toBe('2026-11-28T14:00:00.000Z')
    expect(since('Australia/Sydney')).toBe('2026-11-28T13:00:00.000Z')
    expect(since('Australia/Perth')).toBe('2026-11-27T16:00:00.000Z')
  })

  it('opens as the list address Payload reads, from the first page', () => {
    const [, unassigned, overdue] = savedViews(7, NOW)
    expect(adminListUrl('/admin', 'leads', unassigned!.where, { sort: unassigned!.sort, page: 1 })).toBe('/admin/collections/leads?where[assignee][exists]=false&sort=-createdAt&page=1')
    expect(adminListUrl('/admin', 'leads', overdue!.where, {})).toContain('where[and][1][salesStatus][not_in][0]=sold&where[and][1][salesStatus][not_in][1]=lost')
  })

  it('sorts overdue follow-ups oldest first, the others newest first', () => {
    expect(savedViews(7, NOW).map((v) => v.sort)).toEqual(['-createdAt', '-createdAt', 'followUpAt', '-createdAt'])
  })
})

import { describe, expect, it } from 'vitest'

import { savedViews } from '@/domain/leads/savedViews'

const NOW = new Date(2026, 10, 28, 15, 30)
const where = (query: string) => Object.fromEntries([...new URLSearchParams(query)].filter(([k]) => k.startsWith('where')))

describe("the lead inbox's saved views", () => {
  it('offers Mine first to a signed-in user, then Unassigned, Overdue follow-ups and New today', () => {
    expect(savedViews(7, NOW).map((v) => v.label)).toEqual(['Mine', 'Unassigned', 'Overdue follow-ups', 'New today'])
    expect(savedViews(null, NOW).map((v) => v.label)).toEqual(['Unassigned', 'Overdue follow-ups', 'New today'])
  })

  it('filters with the list’s own where query, from the first page', () => {
    const [mine, unassigned, overdue, today] = savedViews(7, NOW)
    expect(where(mine!.query)).toEqual({ 'where[assignee][equals]': '7' })
    expect(where(unassigned!.query)).toEqual({ 'where[assignee][exists]': 'false' })
    expect(where(overdue!.query)).toEqual({ 'where[and][0][followUpAt][less_than]': NOW.toISOString(), 'where[and][1][salesStatus][not_in]': 'sold,lost' })
    expect(where(today!.query)).toEqual({ 'where[and][0][salesStatus][equals]': 'new', 'where[and][1][createdAt][greater_than_equal]': new Date(2026, 10, 28).toISOString() })
    for (const view of [mine, unassigned, overdue, today]) expect(new URLSearchParams(view!.query).get('page')).toBe('1')
  })

  it('sorts overdue follow-ups oldest first, the others newest first', () => {
    const sorts = savedViews(7, NOW).map((v) => new URLSearchParams(v.query).get('sort'))
    expect(sorts).toEqual(['-createdAt', '-createdAt', 'followUpAt', '-createdAt'])
  })
})

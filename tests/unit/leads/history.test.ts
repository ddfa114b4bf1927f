import { describe, expect, it } from 'vitest'

import { historyRows } from '@/domain/leads/history'

const at = new Date('2026-11-29T01:00:00Z')

describe('lead history rows', () => {
  it('records each change in words, in a fixed order, with who and when', () => {
    const rows = historyRows(
      { stage: 'new', assigneeName: null, dealershipName: 'Harbour City Toyota & Hyundai' },
      { stage: 'contacted', assigneeName: 'Sam Sales', dealershipName: 'Harbour City Kia & Ford' },
      'Grace Manager',
      at,
    )
    expect(rows).toEqual([
      { change: 'stage', from: 'New', to: 'Contacted', byName: 'Grace Manager', at: at.toISOString() },
      { change: 'assignee', from: null, to: 'Sam Sales', byName: 'Grace Manager', at: at.toISOString() },
      { change: 'dealership', from: 'Harbour City Toyota & Hyundai', to: 'Harbour City Kia & Ford', byName: 'Grace Manager', at: at.toISOString() },
    ])
  })

  it('adds nothing when nothing it follows changed (blank and missing are the same)', () => {
    expect(historyRows({ stage: 'sold', assigneeName: '', dealershipName: null }, { stage: 'sold', assigneeName: null, dealershipName: '  ' }, null, at)).toEqual([])
  })

  it('records an unassignment and a system change with no name', () => {
    expect(historyRows({ assigneeName: 'Sam Sales' }, { assigneeName: null }, null, at)).toEqual([
      { change: 'assignee', from: 'Sam Sales', to: null, byName: null, at: at.toISOString() },
    ])
  })
})

import { describe, expect, it } from 'vitest'

import { renderToStaticMarkup } from 'react-dom/server'

import { UrgencyCell } from '@/admin/leads/UrgencyCell'
import { leadUrgency, spanInWords } from '@/domain/leads/urgency'

const NOW = Date.parse('2026-11-29T05:00:00Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const MIN = 60_000

describe('leadUrgency', () => {
  it("says how long a new lead has waited", () => {
    expect(leadUrgency({ salesStatus: 'new', createdAt: ago(20 * MIN) }, NOW)).toEqual({ level: 'new', label: 'New for 20 min' })
    expect(leadUrgency({ salesStatus: 'new', createdAt: ago(150 * MIN) }, NOW)?.label).toBe('New for 2 h')
    expect(leadUrgency({ salesStatus: 'new', createdAt: ago(25 * 60 * MIN) }, NOW)?.label).toBe('New for 1 day')
  })

  it('puts an overdue follow-up first, and never on a closed lead', () => {
    expect(leadUrgency({ salesStatus: 'contacted', createdAt: ago(9e9), followUpAt: ago(3 * 24 * 60 * MIN) }, NOW)).toEqual({ level: 'overdue', label: 'Follow-up overdue by 3 days' })
    expect(leadUrgency({ salesStatus: 'new', createdAt: ago(MIN), followUpAt: ago(30 * MIN) }, NOW)?.level).toBe('overdue')
    expect(leadUrgency({ salesStatus: 'sold', followUpAt: ago(MIN) }, NOW)).toBeNull()
    expect(leadUrgency({ salesStatus: 'lost', followUpAt: ago(MIN) }, NOW)).toBeNull()
  })

  it('is quiet for a lead worked on time, and for unreadable times', () => {
    expect(leadUrgency({ salesStatus: 'contacted', createdAt: ago(MIN), followUpAt: new Date(NOW + 60 * MIN).toISOString() }, NOW)).toBeNull()
    expect(leadUrgency({ salesStatus: 'new', createdAt: 'not a date' }, NOW)).toBeNull()
    expect(leadUrgency({}, NOW)).toBeNull()
  })

  it('counts a span in minutes, hours, then days', () => {
    expect([0, 59 * MIN, 60 * MIN, 23 * 60 * MIN, 48 * 60 * MIN].map(spanInWords)).toEqual(['1 min', '59 min', '1 h', '23 h', '2 days'])
  })
})

describe('the Waiting cell', () => {
  it('badges the row by its own times, whatever the label says', () => {
    const overdue = renderToStaticMarkup(UrgencyCell({ rowData: { salesStatus: 'contacted', followUpAt: new Date(Date.now() - 3 * 86_400_000).toISOString() } }))
    expect(overdue).toContain('data-urgency="overdue"')
    expect(overdue).toContain('Follow-up overdue by 3 days')
    const fresh = renderToStaticMarkup(UrgencyCell({ rowData: { salesStatus: 'new', createdAt: new Date().toISOString() } }))
    expect(fresh).toContain('data-urgency="new"')
    expect(renderToStaticMarkup(UrgencyCell({ rowData: { salesStatus: 'sold', followUpAt: new Date(0).toISOString() } }))).toBe('')
  })
})

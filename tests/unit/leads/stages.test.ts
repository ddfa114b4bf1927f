/** The lead inbox's stages (issue 18): which moves are allowed, and the first-contact clock. */
import { describe, expect, it } from 'vitest'

import { checkStageChange, firstContactStamp, LEAD_STAGES, minutesBetween, NOT_NEW_AGAIN, stageLabel } from '@/domain/leads/stages'

const now = new Date('2026-03-14T10:00:00.000Z')

describe('stages', () => {
  it('are new, contacted, appointment booked, sold and lost, with labels', () => {
    expect(LEAD_STAGES.map((s) => s.value)).toEqual(['new', 'contacted', 'appointment-booked', 'sold', 'lost'])
    expect(stageLabel('appointment-booked')).toBe('Appointment booked')
  })

  it('allow any move except back to New once contacted, and refuse unknown stages', () => {
    expect(checkStageChange('new', 'contacted', null)).toEqual({ ok: true })
    expect(checkStageChange('lost', 'contacted', '2026-03-01T00:00:00Z')).toEqual({ ok: true })
    expect(checkStageChange('sold', 'lost', '2026-03-01T00:00:00Z')).toEqual({ ok: true })
    expect(checkStageChange('new', 'new', null)).toEqual({ ok: true })
    expect(checkStageChange('contacted', 'new', '2026-03-01T00:00:00Z')).toEqual({ ok: false, message: NOT_NEW_AGAIN })
    expect(checkStageChange('contacted', 'new', null)).toEqual({ ok: false, message: NOT_NEW_AGAIN })
    expect(checkStageChange('new', 'won', null)).toMatchObject({ ok: false })
  })
})

describe('first contact', () => {
  it('counts whole minutes, never negative', () => {
    expect(minutesBetween('2026-03-14T09:00:00Z', now)).toBe(60)
    expect(minutesBetween('2026-03-14T09:59:31Z', now)).toBe(0)
    expect(minutesBetween('2026-03-14T09:58:29Z', now)).toBe(2)
    expect(minutesBetween('2026-03-14T11:00:00Z', now)).toBe(0)
    expect(minutesBetween('not a date', now)).toBe(0)
  })

  it('is stamped when a lead first leaves New, with the minutes since it arrived', () => {
    expect(firstContactStamp({ previousStage: 'new', nextStage: 'contacted', firstContactedAt: null, createdAt: '2026-03-14T07:30:00Z', now })).toEqual({
      firstContactedAt: now.toISOString(),
      minutesToFirstContact: 150,
    })
    expect(firstContactStamp({ previousStage: 'new', nextStage: 'lost', firstContactedAt: undefined, createdAt: '2026-03-13T10:00:00Z', now })?.minutesToFirstContact).toBe(1440)
  })

  it('is never stamped again, nor while the lead stays New', () => {
    expect(firstContactStamp({ previousStage: 'contacted', nextStage: 'sold', firstContactedAt: '2026-03-14T08:00:00Z', createdAt: '2026-03-14T07:00:00Z', now })).toBeNull()
    expect(firstContactStamp({ previousStage: 'lost', nextStage: 'contacted', firstContactedAt: '2026-03-14T08:00:00Z', createdAt: '2026-03-14T07:00:00Z', now })).toBeNull()
    expect(firstContactStamp({ previousStage: 'new', nextStage: 'new', firstContactedAt: null, createdAt: '2026-03-14T07:00:00Z', now })).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import { VISIT_MESSAGES, visitHoursHint, visitMinValue, visitTimeProblem, weeklyRows, type VisitPlace } from '@/domain/forms/visitTime'

// Southport on Brisbane time (UTC+10, no DST): weekdays 8:30-5:30, Saturday 8-12, Sunday closed; a
// stocktake closes Tuesday 8 December 2026.
const place: VisitPlace = {
  name: 'Southport',
  tz: 'Australia/Brisbane',
  weekly: weeklyRows([
    ...['1', '2', '3', '4', '5'].map((weekday) => ({ weekday, status: 'open', open: '08:30', close: '17:30' })),
    { weekday: '6', status: 'open', open: '08:00', close: '12:00' },
    { weekday: '0', status: 'closed' },
  ]),
  special: [{ date: '2026-12-08', status: 'closed', label: 'Stocktake' }],
}
// Saturday 28 November 2026, 10:00 in Brisbane.
const now = new Date('2026-11-28T00:00:00Z')

describe('visitTimeProblem', () => {
  it('takes a time inside the day’s hours', () => {
    expect(visitTimeProblem('2026-11-30T09:00', place, now)).toBeNull()
    expect(visitTimeProblem('2026-11-28T11:59', place, now)).toBeNull()
  })

  it('refuses a time already past, on the location’s clock', () => {
    expect(visitTimeProblem('2026-01-12T10:00', place, now)).toBe(VISIT_MESSAGES.past)
    expect(visitTimeProblem('2026-11-28T09:59', place, now)).toBe(VISIT_MESSAGES.past)
  })

  it('refuses a closed day and a time outside the hours, naming the hours', () => {
    expect(visitTimeProblem('2026-11-29T10:00', place, now)).toBe('Southport is closed on Sun 29 Nov. Please choose another day.')
    expect(visitTimeProblem('2026-11-30T17:30', place, now)).toBe('Southport is open 8:30am - 5:30pm on Mon 30 Nov. Please choose a time within those hours.')
    expect(visitTimeProblem('2026-11-30T08:00', place, now)).toMatch(/^Southport is open 8:30am - 5:30pm/)
  })

  it('lets special hours win over the weekly row', () => {
    expect(visitTimeProblem('2026-12-08T10:00', place, now)).toBe('Southport is closed on Tue 8 Dec. Please choose another day.')
  })

  it('reads a full ISO instant on the location’s clock', () => {
    // 23:00 UTC on Sunday is 9:00 on Monday in Brisbane.
    expect(visitTimeProblem('2026-11-29T23:00:00Z', place, now)).toBeNull()
  })

  it('does not refuse a day the dealer gave no hours for', () => {
    expect(visitTimeProblem('2026-11-30T20:00', { ...place, weekly: [], special: [] }, now)).toBeNull()
  })

  it('offers now on the location’s clock as the earliest choice', () => {
    expect(visitMinValue(place, now)).toBe('2026-11-28T10:00')
  })

  it('sums up the week for the field’s hint', () => {
    expect(visitHoursHint(place)).toBe('Southport hours: Mon - Fri 8:30am - 5:30pm, Sat 8:00am - 12:00pm, Sun Closed')
    expect(visitHoursHint({ name: 'X', weekly: [] })).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import { formatAuDate, regoExpiry, toCalendarDate, usedCarBlock } from '@/domain/vehicle-page'

const NOW = Date.UTC(2025, 6, 15, 2, 0, 0) // 15 July 2025, 12:00 in Brisbane
const on = { now: NOW, showUnregisteredText: true }
const off = { now: NOW, showUnregisteredText: false }

describe('regoExpiry', () => {
  it('a future date: Expires on {date}', () => {
    expect(regoExpiry('2026-08-05', off)).toEqual({ kind: 'expires', date: '05/08/2026', text: 'Expires on 05/08/2026' })
  })
  it('reads a stored instant on the dealer calendar (local midnight is not the day before)', () => {
    expect(regoExpiry('2026-08-04T14:00:00.000Z', off)?.text).toBe('Expires on 05/08/2026')
    expect(regoExpiry('2026-08-04T14:00:00.000Z', { ...off, timeZone: 'Australia/Perth' })?.text).toBe('Expires on 04/08/2026')
  })
  it('today still counts as registered', () => {
    expect(regoExpiry('2025-07-15', on)?.kind).toBe('expires')
  })
  it('a past date: Unregistered on sites that say so, else nothing', () => {
    expect(regoExpiry('2025-07-14', on)).toEqual({ kind: 'unregistered', text: 'Unregistered' })
    expect(regoExpiry('2025-07-14', off)).toBeNull()
  })
  it('"today" is the dealer\'s day, not UTC\'s', () => {
    // 23:30 UTC on 14 July is already 15 July in Brisbane: a 14 July expiry is past there.
    expect(regoExpiry('2025-07-14', { ...on, now: Date.UTC(2025, 6, 14, 23, 30) })?.kind).toBe('unregistered')
  })
  it('missing or unreadable dates show nothing', () => {
    for (const d of [null, undefined, '', 'soon', '2025-02-30', '2025-02-30T00:00:00Z']) expect(regoExpiry(d, on)).toBeNull()
  })
})

describe('dates', () => {
  it('day-first Australian format', () => {
    expect(formatAuDate('2026-01-09')).toBe('09/01/2026')
  })
  it('toCalendarDate returns null for junk', () => {
    expect(toCalendarDate('nope')).toBeNull()
    expect(toCalendarDate(new Date(Number.NaN))).toBeNull()
    expect(toCalendarDate('2025-03-01')).toBe('2025-03-01')
  })
})

describe('usedCarBlock', () => {
  const used = { car_type: 'used', regplate: ' 123ABC ', rego_expiry: '2026-01-01', file: 'https://reports.example/1.pdf' }
  it('registration, rego wording and history report for a used car', () => {
    expect(usedCarBlock(used, off)).toEqual({
      registration: '123ABC',
      regoExpiry: { kind: 'expires', date: '01/01/2026', text: 'Expires on 01/01/2026' },
      historyReportUrl: 'https://reports.example/1.pdf',
    })
  })
  it('not for new or demo cars', () => {
    expect(usedCarBlock({ ...used, car_type: 'new' }, off)).toBeNull()
    expect(usedCarBlock({ ...used, car_type: 'demo' }, off)).toBeNull()
  })
  it('null when there is nothing to show; a past rego hidden by the site leaves the rest', () => {
    expect(usedCarBlock({ car_type: 'used', regplate: 'null', file: '' }, off)).toBeNull()
    expect(usedCarBlock({ car_type: 'used', regplate: 'X1', rego_expiry: '2020-01-01' }, off)).toEqual({ registration: 'X1', regoExpiry: null, historyReportUrl: null })
  })
})

/**
 * The dashboard's pure helpers (src/domain/dashboard): percentiles as PostgreSQL's percentile_cont
 * computes them, Google's good / needs improvement / poor thresholds, the SVG scale and axis ticks,
 * calendar days in a dealer's zone, durations, and the admin list links.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDays, dayInZone, lastDays, shortDay, weekday } from '@/domain/dashboard/days'
import { formatDuration } from '@/domain/dashboard/duration'
import { adminListUrl } from '@/domain/dashboard/listUrl'
import { median, p75, percentileCont } from '@/domain/dashboard/percentile'
import { axisMax, linearScale, niceStep, niceTicks } from '@/domain/dashboard/scale'
import { formatVital, rateVital, VITAL_THRESHOLDS } from '@/domain/dashboard/vitals'

describe('percentileCont', () => {
  it('interpolates between the nearest ranks, as percentile_cont does', () => {
    expect(percentileCont([1, 2, 3, 4], 0.5)).toBe(2.5)
    expect(p75([1, 2, 3, 4])).toBe(3.25)
    expect(p75([10, 20, 30, 40, 50])).toBe(40)
    expect(median([7])).toBe(7)
    expect(percentileCont([5, 1, 3], 0)).toBe(1)
    expect(percentileCont([5, 1, 3], 1)).toBe(5)
  })
  it('ignores order and non-finite values; nothing to rank gives null', () => {
    expect(p75([4, 1, 3, 2])).toBe(3.25)
    expect(p75([Number.NaN, 1, 2, 3, 4, Number.POSITIVE_INFINITY])).toBe(3.25)
    expect(p75([])).toBeNull()
    expect(() => percentileCont([1], 1.5)).toThrow(RangeError)
  })
  it('lies between the values around its rank', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 50 }), fc.double({ min: 0, max: 1, noNaN: true }), (values, p) => {
        const sorted = [...values].sort((a, b) => a - b)
        const result = percentileCont(values, p)!
        const position = p * (sorted.length - 1)
        expect(result).toBeGreaterThanOrEqual(sorted[Math.floor(position)]! - 1e-6)
        expect(result).toBeLessThanOrEqual(sorted[Math.ceil(position)]! + 1e-6)
      }),
    )
  })
})

describe('rateVital', () => {
  it('uses Google’s thresholds: good at or under the first, poor over the second', () => {
    expect(rateVital('LCP', 2500)).toBe('good')
    expect(rateVital('LCP', 2501)).toBe('needs-improvement')
    expect(rateVital('LCP', 4000)).toBe('needs-improvement')
    expect(rateVital('LCP', 4001)).toBe('poor')
    expect(rateVital('INP', 200)).toBe('good')
    expect(rateVital('INP', 350)).toBe('needs-improvement')
    expect(rateVital('INP', 500.5)).toBe('poor')
    expect(rateVital('CLS', 0.1)).toBe('good')
    expect(rateVital('CLS', 0.25)).toBe('needs-improvement')
    expect(rateVital('CLS', 0.26)).toBe('poor')
    expect(VITAL_THRESHOLDS).toEqual({ LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] })
  })
  it('writes each metric in its own unit', () => {
    expect(formatVital('LCP', 2430)).toBe('2.4 s')
    expect(formatVital('INP', 183.6)).toBe('184 ms')
    expect(formatVital('CLS', 0.0812)).toBe('0.08')
  })
})

describe('SVG scale', () => {
  it('maps the domain onto the range, upside down for a y axis', () => {
    const y = linearScale([0, 100], [200, 0])
    expect(y(0)).toBe(200)
    expect(y(100)).toBe(0)
    expect(y(25)).toBe(150)
    expect(linearScale([5, 5], [10, 20])(5)).toBe(10)
  })
  it('picks round steps and ticks that cover the data', () => {
    expect(niceStep(100, 4)).toBe(25)
    expect(niceStep(7, 4)).toBe(2)
    expect(niceStep(0.3, 4)).toBe(0.1)
    expect(niceStep(0)).toBe(1)
    expect(niceTicks(93, 4)).toEqual([0, 25, 50, 75, 100])
    expect(niceTicks(0.27, 3)).toEqual([0, 0.1, 0.2, 0.3])
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e7, noNaN: true }), fc.integer({ min: 1, max: 8 }), (max, count) => {
        const ticks = niceTicks(max, count)
        expect(ticks[0]).toBe(0)
        expect(ticks[ticks.length - 1]!).toBeGreaterThanOrEqual(max * (1 - 1e-9))
        expect(ticks.length).toBeLessThanOrEqual(2 * count + 2)
      }),
    )
  })
  it('keeps the poor threshold on the axis even when every value is good', () => {
    const { top } = axisMax(1800, [4000 * 1.2])
    expect(top).toBeGreaterThanOrEqual(4800)
    expect(axisMax(0).top).toBe(1)
  })
})

describe('days in a zone', () => {
  it('counts calendar days on the dealer’s clock', () => {
    // 14:30 UTC on 31 Dec is already 1 Jan in Sydney (UTC+11) but still 31 Dec in Perth (UTC+8).
    const now = new Date('2026-12-31T14:30:00Z')
    expect(dayInZone(now, 'Australia/Sydney')).toBe('2027-01-01')
    expect(dayInZone(now, 'Australia/Perth')).toBe('2026-12-31')
    expect(lastDays(now, 'Australia/Sydney', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01'])
    expect(addDays('2026-04-04', 1)).toBe('2026-04-05')
    // Across the end of daylight saving (5 April 2026 in Sydney) every day appears once.
    expect(lastDays(new Date('2026-04-06T02:00:00Z'), 'Australia/Sydney', 3)).toEqual(['2026-04-04', '2026-04-05', '2026-04-06'])
    expect(weekday('2026-11-25')).toBe('Wed')
    expect(shortDay('2026-11-25')).toMatch(/^Wed,? 25 Nov$/)
  })
})

describe('formatDuration', () => {
  it('reads like a person would say it', () => {
    expect(formatDuration(null)).toBe('–')
    expect(formatDuration(45)).toBe('45 s')
    expect(formatDuration(12 * 60)).toBe('12 min')
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe('3 h 20 min')
    expect(formatDuration(2 * 3600)).toBe('2 h')
    expect(formatDuration(2 * 86_400 + 4 * 3600)).toBe('2 d 4 h')
  })
})

describe('adminListUrl', () => {
  it('writes a where in the bracket syntax Payload’s list view reads', () => {
    expect(adminListUrl('/admin', 'vehicles', { and: [{ tenant: { equals: 3 } }, { status: { in: ['in_stock', 'coming_soon'] } }] })).toBe(
      '/admin/collections/vehicles?where[and][0][tenant][equals]=3&where[and][1][status][in][0]=in_stock&where[and][1][status][in][1]=coming_soon',
    )
    expect(adminListUrl('/admin/', 'leads', { form: { equals: 'test drive&co' } })).toBe('/admin/collections/leads?where[form][equals]=test%20drive%26co')
  })
})

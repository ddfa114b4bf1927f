import { describe, expect, it } from 'vitest'

import {
  addDays,
  calendarDateIn,
  isCalendarDate,
  isValidTimeZone,
  offsetSpans,
  openStatus,
  parseOffset,
  weekdayOf,
  zonedMidnight,
  zonedParts,
  zoneAt,
} from '@/domain/presence'

const at = (iso: string) => new Date(iso)

describe('parseOffset', () => {
  it('reads fixed offsets as minutes east of UTC', () => {
    expect(parseOffset('+10:00')).toBe(600)
    expect(parseOffset('-03:30')).toBe(-210)
    expect(parseOffset('+0530')).toBe(330)
    expect(parseOffset('+00:00')).toBe(0)
    expect(parseOffset(' +09:30 ')).toBe(570)
  })

  it('rejects zone names and impossible offsets', () => {
    expect(parseOffset('Australia/Brisbane')).toBeNull()
    expect(parseOffset('+15:00')).toBeNull()
    expect(parseOffset('+10:60')).toBeNull()
    expect(parseOffset('10:00')).toBeNull()
  })
})

describe('isValidTimeZone', () => {
  it('accepts IANA zones and fixed offsets', () => {
    expect(isValidTimeZone('Australia/Brisbane')).toBe(true)
    expect(isValidTimeZone('+10:00')).toBe(true)
    expect(isValidTimeZone('UTC')).toBe(true)
  })

  it('rejects unknown, empty and missing zones', () => {
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isValidTimeZone('')).toBe(false)
    expect(isValidTimeZone(null)).toBe(false)
    expect(isValidTimeZone(undefined)).toBe(false)
  })
})

describe('zonedParts', () => {
  it('reads the wall clock in an IANA zone', () => {
    // Monday 6 Oct 2025, the day after Sydney moved to AEDT (+11).
    expect(zonedParts(at('2025-10-05T21:45:00Z'), 'Australia/Sydney')).toEqual({
      year: 2025,
      month: 10,
      day: 6,
      weekday: 1,
      hour: 8,
      minute: 45,
    })
    // Brisbane has no DST: still +10.
    expect(zonedParts(at('2025-10-05T21:45:00Z'), 'Australia/Brisbane')).toMatchObject({ day: 6, hour: 7, minute: 45 })
    expect(zonedParts(at('2025-10-05T21:45:00Z'), 'Australia/Perth')).toMatchObject({ day: 6, hour: 5, minute: 45 })
    expect(zonedParts(at('2025-10-05T21:45:00Z'), 'Australia/Adelaide')).toMatchObject({ day: 6, hour: 8, minute: 15 })
  })

  it('follows the Sydney DST jump from 02:00 to 03:00 on 5 Oct 2025', () => {
    expect(zonedParts(at('2025-10-04T15:59:00Z'), 'Australia/Sydney')).toMatchObject({ day: 5, hour: 1, minute: 59 })
    expect(zonedParts(at('2025-10-04T16:00:00Z'), 'Australia/Sydney')).toMatchObject({ day: 5, hour: 3, minute: 0 })
  })

  it('follows the Sydney change back from 03:00 to 02:00 on 5 Apr 2026', () => {
    expect(zonedParts(at('2026-04-04T15:59:00Z'), 'Australia/Sydney')).toMatchObject({ day: 5, hour: 2, minute: 59 })
    expect(zonedParts(at('2026-04-04T16:00:00Z'), 'Australia/Sydney')).toMatchObject({ day: 5, hour: 2, minute: 0 })
  })

  it('applies fixed offsets by hand, including half hours and crossing the date line', () => {
    expect(zonedParts(at('2025-06-30T14:00:00Z'), '+10:00')).toEqual({
      year: 2025,
      month: 7,
      day: 1,
      weekday: 2,
      hour: 0,
      minute: 0,
    })
    expect(zonedParts(at('2025-07-01T00:00:00Z'), '-03:30')).toEqual({
      year: 2025,
      month: 6,
      day: 30,
      weekday: 1,
      hour: 20,
      minute: 30,
    })
  })

  it('reads midnight as hour 0', () => {
    expect(zonedParts(at('2025-06-30T14:00:00Z'), 'Australia/Brisbane')).toMatchObject({ day: 1, hour: 0, minute: 0 })
  })

  it('accepts epoch milliseconds', () => {
    expect(zonedParts(Date.UTC(2025, 0, 1, 0, 0), 'Australia/Brisbane')).toMatchObject({ year: 2025, day: 1, hour: 10 })
  })

  it('throws for an unknown zone or an invalid date', () => {
    expect(() => zonedParts(at('2025-01-01T00:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError)
    expect(() => zonedParts(new Date(Number.NaN), 'Australia/Brisbane')).toThrow(RangeError)
  })
})

describe('calendarDateIn', () => {
  it('gives the wall-clock date in the zone', () => {
    expect(calendarDateIn(at('2025-06-30T15:00:00Z'), 'Australia/Brisbane')).toBe('2025-07-01')
    expect(calendarDateIn(at('2025-06-30T15:00:00Z'), 'Australia/Perth')).toBe('2025-06-30')
    expect(calendarDateIn(at('2025-06-30T15:00:00Z'), '-03:30')).toBe('2025-06-30')
    expect(calendarDateIn(at('2025-06-30T13:59:59Z'), '+10:00')).toBe('2025-06-30')
    expect(calendarDateIn(at('2025-06-30T14:00:00Z'), '+10:00')).toBe('2025-07-01')
  })

  it('parses ISO strings, and returns bare dates unchanged', () => {
    expect(calendarDateIn('2025-07-01T02:00:00.000Z', 'Australia/Brisbane')).toBe('2025-07-01')
    expect(calendarDateIn('2025-07-01T02:00:00.000Z', '-10:00')).toBe('2025-06-30')
    expect(calendarDateIn('2025-07-01', '-10:00')).toBe('2025-07-01')
  })

  it('throws for an unreadable string', () => {
    expect(() => calendarDateIn('not a date', 'Australia/Brisbane')).toThrow(RangeError)
  })
})

describe('calendar dates', () => {
  it('checks real dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2025-02-29')).toBe(false)
    expect(isCalendarDate('2025-13-01')).toBe(false)
    expect(isCalendarDate('2025-7-1')).toBe(false)
    expect(isCalendarDate(20250701)).toBe(false)
  })

  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
    expect(addDays('2025-07-01', 0)).toBe('2025-07-01')
    expect(addDays('2025-10-04', 7)).toBe('2025-10-11')
  })

  it('rejects malformed dates', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError)
  })

  it('knows the weekday of a date', () => {
    expect(weekdayOf('2025-12-25')).toBe(4)
    expect(weekdayOf('2025-10-05')).toBe(0)
    expect(weekdayOf('2025-10-06')).toBe(1)
  })
})

describe('zonedMidnight', () => {
  it('finds the start of the day on both sides of the Sydney DST start', () => {
    expect(zonedMidnight('2025-10-05', 'Australia/Sydney').toISOString()).toBe('2025-10-04T14:00:00.000Z')
    expect(zonedMidnight('2025-10-06', 'Australia/Sydney').toISOString()).toBe('2025-10-05T13:00:00.000Z')
  })

  it('finds the start of the day on both sides of the Sydney DST end', () => {
    expect(zonedMidnight('2026-04-05', 'Australia/Sydney').toISOString()).toBe('2026-04-04T13:00:00.000Z')
    expect(zonedMidnight('2026-04-06', 'Australia/Sydney').toISOString()).toBe('2026-04-05T14:00:00.000Z')
  })

  it('handles zones without DST and half-hour zones', () => {
    expect(zonedMidnight('2025-07-01', 'Australia/Brisbane').toISOString()).toBe('2025-06-30T14:00:00.000Z')
    expect(zonedMidnight('2026-01-01', 'Australia/Brisbane').toISOString()).toBe('2025-12-31T14:00:00.000Z')
    expect(zonedMidnight('2025-07-01', 'Australia/Perth').toISOString()).toBe('2025-06-30T16:00:00.000Z')
    expect(zonedMidnight('2025-07-01', 'Australia/Adelaide').toISOString()).toBe('2025-06-30T14:30:00.000Z')
    expect(zonedMidnight('2026-01-01', 'Australia/Adelaide').toISOString()).toBe('2025-12-31T13:30:00.000Z')
  })

  it('handles fixed offsets', () => {
    expect(zonedMidnight('2025-07-01', '+10:00').toISOString()).toBe('2025-06-30T14:00:00.000Z')
    expect(zonedMidnight('2025-07-01', '-03:30').toISOString()).toBe('2025-07-01T03:30:00.000Z')
  })

  it('starts the day when the clocks jump if midnight is skipped', () => {
    // Chile moves from 24:00 Saturday to 01:00 Sunday: 7 Sep 2025 begins at 01:00 -03.
    const start = zonedMidnight('2025-09-07', 'America/Santiago')
    expect(start.toISOString()).toBe('2025-09-07T04:00:00.000Z')
    expect(zonedParts(start, 'America/Santiago')).toMatchObject({ day: 7, hour: 1, minute: 0 })
  })

  it('starts the day at the first midnight when midnight happens twice', () => {
    // Cuba goes back from 01:00 to 00:00 on 2 Nov 2025: midnight at 04:00Z and again at 05:00Z.
    expect(zonedMidnight('2025-11-02', 'America/Havana').toISOString()).toBe('2025-11-02T04:00:00.000Z')
  })

  it('is the first instant of the date across a year of days in several zones', () => {
    for (const tz of ['Australia/Sydney', 'Australia/Adelaide', 'Australia/Lord_Howe', 'America/New_York', 'Europe/London']) {
      for (let i = 0; i < 366; i++) {
        const date = addDays('2025-01-01', i)
        const start = zonedMidnight(date, tz)
        expect(calendarDateIn(start, tz)).toBe(date)
        expect(calendarDateIn(new Date(start.getTime() - 1), tz)).toBe(addDays(date, -1))
      }
    }
  })
})

describe('offsetSpans and zoneAt (the browser reads the wall clock without Intl)', () => {
  const from = Date.parse('2025-01-01T00:00:00Z')
  const until = Date.parse('2026-01-01T00:00:00Z')

  it('splits a year of Sydney at its two daylight saving changes, to the minute', () => {
    expect(offsetSpans('Australia/Sydney', from, until)).toEqual([
      { from, until: Date.parse('2025-04-05T16:00:00Z'), zone: '+11:00' },
      { from: Date.parse('2025-04-05T16:00:00Z'), until: Date.parse('2025-10-04T16:00:00Z'), zone: '+10:00' },
      { from: Date.parse('2025-10-04T16:00:00Z'), until, zone: '+11:00' },
    ])
  })

  it('keeps one span for a zone without daylight saving, and for a fixed offset', () => {
    expect(offsetSpans('Australia/Brisbane', from, until)).toEqual([{ from, until, zone: '+10:00' }])
    expect(offsetSpans('Australia/Adelaide', from, until).map((s) => s.zone)).toEqual(['+10:30', '+09:30', '+10:30'])
    expect(offsetSpans('-03:30', from, until)).toEqual([{ from, until, zone: '-03:30' }])
  })

  it('gives the same wall clock, today and open status as the zone itself at every instant it covers', () => {
    // Open weekdays 8:00-17:30 and Saturday mornings, closed Sunday: every status label turns up.
    const weekly: Parameters<typeof openStatus>[2] = [
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'open' as const, open: '08:00', close: '17:30' })),
      { weekday: 6, status: 'open', open: '09:00', close: '12:00' },
      { weekday: 0, status: 'closed' },
    ]
    const labels = new Set<string>()
    for (const tz of ['Australia/Sydney', 'Australia/Perth', 'Australia/Lord_Howe', 'Pacific/Auckland']) {
      const spans = offsetSpans(tz, from, until)
      // Every 97 minutes through the year, and each minute either side of every change.
      const instants = [...Array.from({ length: Math.floor((until - from) / 5_820_000) }, (_, i) => from + i * 5_820_000), ...spans.flatMap((s) => [s.from - 60_000, s.from, s.from + 60_000])].filter((t) => t >= from && t < until)
      for (const t of instants) {
        const zone = zoneAt(tz, spans, t)
        expect(zone).toMatch(/^[+-]\d{2}:\d{2}$/)
        expect(zonedParts(t, zone)).toEqual(zonedParts(t, tz))
        expect(calendarDateIn(new Date(t), zone)).toBe(calendarDateIn(new Date(t), tz))
        const status = openStatus(new Date(t), zone, weekly, [])
        expect(status).toEqual(openStatus(new Date(t), tz, weekly, []))
        if (status) labels.add(status.label.replace(/\d.*/, ''))
      }
    }
    // The comparison covered open and closed hours, not one label throughout.
    expect([...labels].sort()).toEqual(['Closed · opens ', 'Open now · closes '])
  }, 30_000) // A property over many instants and zones: about 5 s alone, more on a loaded CI machine.

  it('falls back to the zone itself outside the spans', () => {
    const spans = offsetSpans('Australia/Sydney', from, until)
    expect(zoneAt('Australia/Sydney', spans, until)).toBe('Australia/Sydney')
    expect(zoneAt('Australia/Sydney', [], from)).toBe('Australia/Sydney')
    expect(zoneAt('Australia/Sydney', undefined, from)).toBe('Australia/Sydney')
  })
})

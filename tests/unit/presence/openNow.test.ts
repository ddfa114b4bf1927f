import { describe, expect, it } from 'vitest'

import { openStatus, type OpeningHoursRow, type SpecialHours } from '@/domain/presence'

const open = (weekday: number, o = '08:30', c = '17:30'): OpeningHoursRow => ({ weekday, status: 'open', open: o, close: c })
/** Mon–Fri 8:30–5:30, Sat 8:30–12, Sun closed. */
const WEEK: OpeningHoursRow[] = [
  { weekday: 0, status: 'closed' },
  open(1),
  open(2),
  open(3),
  open(4),
  open(5),
  open(6, '08:30', '12:00'),
]
const at = (iso: string) => new Date(iso)
const label = (iso: string, tz: string, weekly = WEEK, special: SpecialHours[] = []) =>
  openStatus(at(iso), tz, weekly, special)?.label

describe('openStatus across Australian zones at the same instant', () => {
  it('answers differently in summer, when Sydney and Adelaide are on DST', () => {
    // Tuesday 6 Jan 2026, 07:15Z.
    const iso = '2026-01-06T07:15:00Z'
    expect(openStatus(at(iso), 'Australia/Brisbane', WEEK, [])).toEqual({
      open: true,
      closesAt: '5:30pm',
      label: 'Open now · closes 5:30pm',
    }) // 5:15pm
    expect(openStatus(at(iso), 'Australia/Sydney', WEEK, [])).toEqual({
      open: false,
      opensAt: { day: 'tomorrow', time: '8:30am' },
      label: 'Closed · opens 8:30am tomorrow',
    }) // 6:15pm
    expect(label(iso, 'Australia/Adelaide')).toBe('Closed · opens 8:30am tomorrow') // 5:45pm
    expect(label(iso, 'Australia/Perth')).toBe('Open now · closes 5:30pm') // 3:15pm
  })

  it('answers differently in the morning', () => {
    // Tuesday 6 Jan 2026: Brisbane 8:15am, Sydney 9:15am, Adelaide 8:45am, Perth 6:15am.
    const iso = '2026-01-05T22:15:00Z'
    expect(label(iso, 'Australia/Brisbane')).toBe('Closed · opens 8:30am today')
    expect(label(iso, 'Australia/Sydney')).toBe('Open now · closes 5:30pm')
    expect(label(iso, 'Australia/Adelaide')).toBe('Open now · closes 5:30pm')
    expect(label(iso, 'Australia/Perth')).toBe('Closed · opens 8:30am today')
  })

  it('agrees for Brisbane and Sydney in winter, while Adelaide is half an hour behind', () => {
    // Tuesday 1 Jul 2025: Brisbane and Sydney 5:15pm, Adelaide 4:45pm, Perth 3:15pm.
    const iso = '2025-07-01T07:15:00Z'
    expect(label(iso, 'Australia/Brisbane')).toBe('Open now · closes 5:30pm')
    expect(label(iso, 'Australia/Sydney')).toBe('Open now · closes 5:30pm')
    // 5:45pm in Brisbane and Sydney, 5:15pm in Adelaide.
    expect(label('2025-07-01T07:45:00Z', 'Australia/Sydney')).toBe('Closed · opens 8:30am tomorrow')
    expect(label('2025-07-01T07:45:00Z', 'Australia/Adelaide')).toBe('Open now · closes 5:30pm')
  })
})

describe('openStatus over the Sydney DST changes', () => {
  it('is open at 8:45am AEDT on Monday 6 Oct 2025, the day after clocks went forward', () => {
    expect(label('2025-10-05T21:45:00Z', 'Australia/Sydney')).toBe('Open now · closes 5:30pm')
    // The same instant is 7:45am in Brisbane.
    expect(label('2025-10-05T21:45:00Z', 'Australia/Brisbane')).toBe('Closed · opens 8:30am today')
  })

  it('reads 2025-10-04T21:45Z as 8:45am Sunday (AEDT), not 7:45am', () => {
    expect(label('2025-10-04T21:45:00Z', 'Australia/Sydney')).toBe('Closed · opens 8:30am tomorrow')
    const withSunday = [...WEEK.slice(1), open(0, '08:30', '12:00')]
    // Open from 8:30 on Sunday: only right if the new offset (+11) is used.
    expect(label('2025-10-04T21:45:00Z', 'Australia/Sydney', withSunday)).toBe('Open now · closes 12:00pm')
    expect(label('2025-10-04T21:45:00Z', '+10:00', withSunday)).toBe('Closed · opens 8:30am today')
  })

  it('uses AEST again after clocks go back on 5 Apr 2026', () => {
    // Monday 6 Apr 2026: 22:45Z is 8:45am AEST, 21:45Z is 7:45am.
    expect(label('2026-04-05T22:45:00Z', 'Australia/Sydney')).toBe('Open now · closes 5:30pm')
    expect(label('2026-04-05T21:45:00Z', 'Australia/Sydney')).toBe('Closed · opens 8:30am today')
  })

  it('names the day of the next opening when it is after tomorrow', () => {
    // Saturday 4 Apr 2026 12:15pm AEDT: Saturday has closed and Sunday is closed.
    expect(openStatus(at('2026-04-04T01:15:00Z'), 'Australia/Sydney', WEEK, [])).toEqual({
      open: false,
      opensAt: { day: 'Mon', time: '8:30am' },
      label: 'Closed · opens 8:30am Mon',
    })
  })
})

describe('openStatus with a fixed offset', () => {
  it('uses +10:00 without Intl', () => {
    expect(label('2025-07-01T07:29:00Z', '+10:00')).toBe('Open now · closes 5:30pm')
    expect(label('2025-07-01T07:30:00Z', '+10:00')).toBe('Closed · opens 8:30am tomorrow')
  })

  it('opens at the opening minute and closes at the closing minute', () => {
    expect(label('2025-06-30T22:29:59Z', '+10:00')).toBe('Closed · opens 8:30am today')
    expect(label('2025-06-30T22:30:00Z', '+10:00')).toBe('Open now · closes 5:30pm')
    expect(label('2025-07-01T07:29:59Z', '+10:00')).toBe('Open now · closes 5:30pm')
  })
})

describe('openStatus with special hours', () => {
  const christmas: SpecialHours = { label: 'Christmas Day', date: '2025-12-25', status: 'closed' }
  const boxingDay: SpecialHours = { label: 'Boxing Day', date: '2025-12-26', status: 'closed' }

  it('is closed on a special closed day that is normally open', () => {
    // Thursday 25 Dec 2025, 9:00am in Brisbane.
    expect(label('2025-12-24T23:00:00Z', 'Australia/Brisbane')).toBe('Open now · closes 5:30pm')
    expect(label('2025-12-24T23:00:00Z', 'Australia/Brisbane', WEEK, [christmas])).toBe('Closed · opens 8:30am tomorrow')
    expect(label('2025-12-24T23:00:00Z', 'Australia/Brisbane', WEEK, [christmas, boxingDay])).toBe(
      'Closed · opens 8:30am Sat',
    )
  })

  it('applies special hours on the local date, not the UTC date', () => {
    // 2025-12-24T15:00Z is still the 24th in UTC but 1:00am on the 25th in Brisbane; 8:45am there is 22:45Z.
    expect(label('2025-12-24T22:45:00Z', 'Australia/Brisbane', WEEK, [christmas])).toBe('Closed · opens 8:30am tomorrow')
    // The same instant is 9:15am on the 25th in Adelaide.
    expect(label('2025-12-24T22:45:00Z', 'Australia/Adelaide', WEEK, [christmas])).toBe('Closed · opens 8:30am tomorrow')
  })

  it('opens a normally closed day', () => {
    const sundaySale: SpecialHours = { date: '2025-12-21', status: 'open', open: '10:00', close: '14:00' }
    // Sunday 21 Dec 2025, 11:00am Brisbane.
    expect(label('2025-12-21T01:00:00Z', 'Australia/Brisbane', WEEK, [sundaySale])).toBe('Open now · closes 2:00pm')
    // Saturday evening: the next opening is the sale.
    expect(label('2025-12-20T08:00:00Z', 'Australia/Brisbane', WEEK, [sundaySale])).toBe('Closed · opens 10:00am tomorrow')
  })

  it('works with special hours and no weekly rows', () => {
    const only: SpecialHours = { date: '2025-12-21', status: 'open', open: '10:00', close: '14:00' }
    expect(label('2025-12-21T01:00:00Z', 'Australia/Brisbane', [], [only])).toBe('Open now · closes 2:00pm')
    expect(label('2025-12-21T05:00:00Z', 'Australia/Brisbane', [], [only])).toBe('Closed')
  })
})

describe('openStatus edge cases', () => {
  it('is null with neither rows nor special hours', () => {
    expect(openStatus(at('2025-07-01T00:00:00Z'), 'Australia/Brisbane', [], [])).toBeNull()
  })

  it("is just 'Closed' when nothing opens within a week", () => {
    const allClosed = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: 'closed' as const }))
    expect(openStatus(at('2025-07-01T00:00:00Z'), 'Australia/Brisbane', allClosed, [])).toEqual({
      open: false,
      label: 'Closed',
    })
  })

  it('looks a full week ahead, to the same weekday', () => {
    // Only Tuesdays; Tuesday 1 Jul 2025 at 6:00pm Brisbane.
    expect(label('2025-07-01T08:00:00Z', 'Australia/Brisbane', [open(2)])).toBe('Closed · opens 8:30am Tue')
  })

  it('throws for an unknown zone', () => {
    expect(() => openStatus(at('2025-07-01T00:00:00Z'), 'Nowhere/Special', WEEK, [])).toThrow(RangeError)
  })
})

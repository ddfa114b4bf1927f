import { describe, expect, it } from 'vitest'

import {
  HOURS_MESSAGES,
  formatDateRange,
  formatSpecialHours,
  hoursForDate,
  specialHoursOverlapMessage,
  upcomingSpecialHours,
  validateSpecialHours,
  weekWithSpecialHours,
  type OpeningHoursRow,
  type SpecialHours,
} from '@/domain/presence'

const open = (weekday: number, o = '08:30', c = '17:30'): OpeningHoursRow => ({ weekday, status: 'open', open: o, close: c })
const WEEK: OpeningHoursRow[] = [
  { weekday: 0, status: 'closed' },
  open(1),
  open(2),
  open(3),
  open(4),
  open(5),
  open(6, '08:30', '12:00'),
]

const christmas: SpecialHours = { id: 1, label: 'Christmas Day', date: '2025-12-25', status: 'closed' }
const boxingSale: SpecialHours = {
  id: 2,
  label: 'Boxing Day sale',
  date: '2025-12-26',
  endDate: '2025-12-28',
  status: 'open',
  open: '09:00',
  close: '13:00',
}

describe('formatDateRange', () => {
  it('formats one day or a range with short day names', () => {
    expect(formatDateRange('2025-12-25')).toBe('Thu 25 Dec')
    expect(formatDateRange('2025-12-25', '2025-12-25')).toBe('Thu 25 Dec')
    expect(formatDateRange('2025-12-26', '2025-12-28')).toBe('Fri 26 Dec - Sun 28 Dec')
    expect(formatDateRange('2025-12-31', '2026-01-02')).toBe('Wed 31 Dec - Fri 2 Jan')
  })
})

describe('validateSpecialHours', () => {
  it('accepts a valid entry without neighbours', () => {
    expect(validateSpecialHours(christmas, [])).toBeNull()
    expect(validateSpecialHours(boxingSale, [christmas])).toBeNull()
  })

  it('rejects an end date before the start date', () => {
    expect(validateSpecialHours({ ...boxingSale, endDate: '2025-12-25' }, [])).toBe(
      'The end date must be on or after the start date.',
    )
    expect(validateSpecialHours({ ...boxingSale, endDate: '2025-12-26' }, [])).toBeNull()
  })

  it('rejects unreadable dates', () => {
    expect(validateSpecialHours({ ...christmas, date: '25/12/2025' }, [])).toBe('Enter the date as YYYY-MM-DD.')
    expect(validateSpecialHours({ ...christmas, endDate: '2025-12-32' }, [])).toBe(
      'Enter the end date as YYYY-MM-DD, or leave it empty.',
    )
  })

  it('checks the times of an open entry with the weekly hours messages', () => {
    expect(validateSpecialHours({ ...boxingSale, close: '08:00' }, [])).toBe(HOURS_MESSAGES.closeAfterOpen)
    expect(validateSpecialHours({ ...boxingSale, open: null }, [])).toBe(HOURS_MESSAGES.bothTimes)
    expect(validateSpecialHours({ ...boxingSale, open: '9am' }, [])).toBe(HOURS_MESSAGES.timeFormat)
    expect(validateSpecialHours({ ...christmas, open: '9am' }, [])).toBeNull()
  })

  it('names the entry it overlaps, with its dates', () => {
    const entry: SpecialHours = { id: 3, label: 'Staff day', date: '2025-12-27', status: 'closed' }
    expect(validateSpecialHours(entry, [christmas, boxingSale])).toBe(
      'Overlaps the special hours for Boxing Day sale (Fri 26 Dec - Sun 28 Dec). Change the dates or edit that entry.',
    )
    expect(validateSpecialHours(entry, [christmas, boxingSale])).toBe(specialHoursOverlapMessage(boxingSale))
  })

  it('treats ranges as inclusive at both ends', () => {
    const endsOnChristmas: SpecialHours = { label: 'Eve', date: '2025-12-23', endDate: '2025-12-25', status: 'closed' }
    expect(validateSpecialHours(endsOnChristmas, [christmas])).toBe(specialHoursOverlapMessage(christmas))
    const startsOnSaleEnd: SpecialHours = { label: 'Late', date: '2025-12-28', endDate: '2025-12-30', status: 'closed' }
    expect(validateSpecialHours(startsOnSaleEnd, [boxingSale])).toBe(specialHoursOverlapMessage(boxingSale))
    const spanning: SpecialHours = { label: 'Shutdown', date: '2025-12-20', endDate: '2026-01-05', status: 'closed' }
    expect(validateSpecialHours(spanning, [christmas])).toBe(specialHoursOverlapMessage(christmas))
  })

  it('allows entries on neighbouring days', () => {
    const eve: SpecialHours = { label: 'Christmas Eve', date: '2025-12-24', status: 'open', open: '08:30', close: '12:00' }
    expect(validateSpecialHours(eve, [christmas, boxingSale])).toBeNull()
    const after: SpecialHours = { label: 'After', date: '2025-12-29', endDate: '2025-12-31', status: 'closed' }
    expect(validateSpecialHours(after, [christmas, boxingSale])).toBeNull()
  })

  it('ignores the entry being edited (same id)', () => {
    expect(validateSpecialHours({ ...christmas, label: 'Xmas' }, [christmas, boxingSale])).toBeNull()
    expect(validateSpecialHours({ ...christmas, id: 9 }, [christmas])).toBe(specialHoursOverlapMessage(christmas))
  })

  it('names an unlabelled entry by its date', () => {
    expect(specialHoursOverlapMessage({ date: '2025-12-25', label: null })).toBe(
      'Overlaps the special hours for 2025-12-25 (Thu 25 Dec). Change the dates or edit that entry.',
    )
    expect(specialHoursOverlapMessage({ date: '2025-12-25', label: '  ' })).toContain('for 2025-12-25 (')
  })
})

describe('hoursForDate', () => {
  it('uses special hours on their dates', () => {
    expect(hoursForDate('2025-12-25', WEEK, [christmas, boxingSale])).toEqual({ status: 'closed', special: christmas })
    expect(hoursForDate('2025-12-27', WEEK, [christmas, boxingSale])).toEqual({
      status: 'open',
      open: '09:00',
      close: '13:00',
      special: boxingSale,
    })
    // Sunday is normally closed; the sale opens it.
    expect(hoursForDate('2025-12-28', WEEK, [boxingSale])?.status).toBe('open')
  })

  it('falls back to the weekly row for the weekday', () => {
    expect(hoursForDate('2025-12-24', WEEK, [christmas])).toEqual({ status: 'open', open: '08:30', close: '17:30' })
    expect(hoursForDate('2025-12-29', WEEK, [boxingSale])).toEqual({ status: 'open', open: '08:30', close: '17:30' })
    expect(hoursForDate('2025-12-21', WEEK, [])).toEqual({ status: 'closed' })
  })

  it('is null when there is no row and no special entry for the day', () => {
    expect(hoursForDate('2025-12-21', WEEK.slice(1), [])).toBeNull()
    expect(hoursForDate('2025-12-24', [], [christmas])).toBeNull()
  })

  it('reads an open entry without times as closed', () => {
    const broken: SpecialHours = { date: '2025-12-24', status: 'open', open: null, close: null }
    expect(hoursForDate('2025-12-24', WEEK, [broken])).toEqual({ status: 'closed', special: broken })
  })
})

describe('upcomingSpecialHours', () => {
  const entries: SpecialHours[] = [
    { label: 'Far', date: '2026-01-31', status: 'closed' },
    { label: 'Edge', date: '2026-01-30', status: 'closed' },
    { label: 'Past', date: '2025-11-30', status: 'closed' },
    { label: 'Running', date: '2025-11-28', endDate: '2025-12-02', status: 'closed' },
    { label: 'Today', date: '2025-12-01', endDate: '2025-12-03', status: 'closed' },
    { label: 'Today short', date: '2025-12-01', status: 'closed' },
    { label: 'Soon', date: '2025-12-10', status: 'closed' },
  ]

  it('keeps entries meeting the next 60 days, earliest first', () => {
    expect(upcomingSpecialHours('2025-12-01', entries).map((e) => e.label)).toEqual([
      'Running',
      'Today short',
      'Today',
      'Soon',
      'Edge',
    ])
  })

  it('accepts another window', () => {
    expect(upcomingSpecialHours('2025-12-01', entries, 8).map((e) => e.label)).toEqual(['Running', 'Today short', 'Today'])
    expect(upcomingSpecialHours('2025-12-01', entries, 9).map((e) => e.label)).toContain('Soon')
    expect(upcomingSpecialHours('2025-12-01', entries, 61).map((e) => e.label)).toContain('Far')
  })
})

describe('formatSpecialHours', () => {
  it('formats the dates and hours', () => {
    expect(formatSpecialHours(christmas)).toEqual({ dates: 'Thu 25 Dec', hours: 'Closed', label: 'Christmas Day' })
    expect(formatSpecialHours(boxingSale)).toEqual({
      dates: 'Fri 26 Dec - Sun 28 Dec',
      hours: '9:00am - 1:00pm',
      label: 'Boxing Day sale',
    })
    expect(formatSpecialHours({ date: '2026-01-26', status: 'closed', open: '09:00', close: '13:00' }).hours).toBe('Closed')
  })
})

describe('weekWithSpecialHours', () => {
  it('lists seven days from today with special days flagged', () => {
    const week = weekWithSpecialHours('2025-12-22', WEEK, [christmas, boxingSale])
    expect(week.map((d) => d.date)).toEqual([
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
      '2025-12-27',
      '2025-12-28',
    ])
    expect(week.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0])
    expect(week.map((d) => d.isSpecial)).toEqual([false, false, false, true, true, true, true])
    expect(week[3]).toMatchObject({ note: 'Christmas Day', hours: { status: 'closed' } })
    expect(week[6]).toMatchObject({ note: 'Boxing Day sale', hours: { status: 'open', open: '09:00', close: '13:00' } })
    expect(week[0]).toMatchObject({ note: null, hours: { status: 'open', open: '08:30', close: '17:30' } })
  })

  it('gives null hours for days without rows', () => {
    const week = weekWithSpecialHours('2025-12-22', [open(1)], [])
    expect(week[0]!.hours).not.toBeNull()
    expect(week.slice(1).every((d) => d.hours === null && !d.isSpecial)).toBe(true)
  })
})

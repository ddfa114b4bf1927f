import { describe, expect, it } from 'vitest'

import {
  DAY_NAMES,
  HOURS_MESSAGES,
  formatTime,
  groupWeekRows,
  orderWeekRows,
  validateHoursRow,
  validateWeekRows,
  type OpeningHoursRow,
} from '@/domain/presence'

const open = (weekday: number, o = '08:30', c = '17:30'): OpeningHoursRow => ({ weekday, status: 'open', open: o, close: c })
const closed = (weekday: number): OpeningHoursRow => ({ weekday, status: 'closed' })

/** Mon–Fri 8:30–5:30, Sat 8:30–12, Sun closed; stored Sunday first. */
const WEEK: OpeningHoursRow[] = [closed(0), open(1), open(2), open(3), open(4), open(5), open(6, '08:30', '12:00')]

describe('orderWeekRows', () => {
  it('shows the second to seventh entries, then the first: Monday to Sunday', () => {
    expect(orderWeekRows(WEEK).map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0])
  })

  it('sorts by weekday first, whatever the stored order', () => {
    const shuffled = [WEEK[3]!, WEEK[0]!, WEEK[6]!, WEEK[1]!, WEEK[5]!, WEEK[2]!, WEEK[4]!]
    expect(orderWeekRows(shuffled).map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0])
  })

  it('leaves missing weekdays out and applies the rotation literally', () => {
    expect(orderWeekRows([open(0), open(3), open(1)]).map((r) => r.weekday)).toEqual([1, 3, 0])
    // Without Sunday the first sorted entry is Monday, which therefore goes last.
    expect(orderWeekRows([open(2), open(1), open(6)]).map((r) => r.weekday)).toEqual([2, 6, 1])
  })

  it('handles empty and single lists without mutating the input', () => {
    expect(orderWeekRows([])).toEqual([])
    expect(orderWeekRows([open(4)]).map((r) => r.weekday)).toEqual([4])
    const input = [open(3), open(0)]
    orderWeekRows(input)
    expect(input.map((r) => r.weekday)).toEqual([3, 0])
  })
})

describe('formatTime', () => {
  it('formats 24-hour times as 12-hour', () => {
    expect(formatTime('08:30')).toBe('8:30am')
    expect(formatTime('17:00')).toBe('5:00pm')
    expect(formatTime('12:00')).toBe('12:00pm')
    expect(formatTime('00:00')).toBe('12:00am')
    expect(formatTime('00:05')).toBe('12:05am')
    expect(formatTime('12:45')).toBe('12:45pm')
    expect(formatTime('23:59')).toBe('11:59pm')
    expect(formatTime('11:59')).toBe('11:59am')
  })

  it('returns other text unchanged', () => {
    expect(formatTime('8:30')).toBe('8:30')
    expect(formatTime('24:00')).toBe('24:00')
    expect(formatTime('')).toBe('')
  })
})

describe('groupWeekRows', () => {
  it('groups Monday to Friday when all five are the same', () => {
    expect(groupWeekRows(WEEK)).toEqual([
      { label: 'Mon - Fri', hours: '8:30am - 5:30pm', closed: false, weekdays: [1, 2, 3, 4, 5] },
      { label: 'Sat', hours: '8:30am - 12:00pm', closed: false, weekdays: [6] },
      { label: 'Sun', hours: 'Closed', closed: true, weekdays: [0] },
    ])
  })

  it('gives every day its own line when one weekday differs', () => {
    const rows = WEEK.map((r) => (r.weekday === 4 ? open(4, '08:30', '20:00') : r))
    const lines = groupWeekRows(rows)
    expect(lines.map((l) => l.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(lines[3]).toEqual({ label: 'Thu', hours: '8:30am - 8:00pm', closed: false, weekdays: [4] })
  })

  it('does not group when a weekday is missing', () => {
    const lines = groupWeekRows(WEEK.filter((r) => r.weekday !== 3))
    expect(lines.map((l) => l.label)).toEqual(['Mon', 'Tue', 'Thu', 'Fri', 'Sat', 'Sun'])
  })

  it('never groups Saturday and Sunday, even when they match the weekdays', () => {
    const lines = groupWeekRows([0, 1, 2, 3, 4, 5, 6].map((d) => open(d)))
    expect(lines.map((l) => l.label)).toEqual(['Mon - Fri', 'Sat', 'Sun'])
  })

  it('treats a missing time as closed, and groups closed weekdays whatever times were left on them', () => {
    const rows: OpeningHoursRow[] = [
      { weekday: 1, status: 'closed', open: '08:30', close: '17:30' },
      { weekday: 2, status: 'closed' },
      { weekday: 3, status: 'open', open: '08:30', close: null },
      { weekday: 4, status: null, open: null, close: null },
      { weekday: 5, status: 'closed' },
    ]
    expect(groupWeekRows(rows)).toEqual([{ label: 'Mon - Fri', hours: 'Closed', closed: true, weekdays: [1, 2, 3, 4, 5] }])
  })

  it('reads an unmarked row with times as open', () => {
    expect(groupWeekRows([{ weekday: 6, open: '09:00', close: '13:00' }])).toEqual([
      { label: 'Sat', hours: '9:00am - 1:00pm', closed: false, weekdays: [6] },
    ])
  })

  it('orders Monday to Sunday whatever the input order, using the first row of a repeated day', () => {
    const lines = groupWeekRows([closed(0), open(6), open(2, '09:00', '17:00'), open(2, '10:00', '11:00'), open(1)])
    expect(lines.map((l) => [l.label, l.hours])).toEqual([
      ['Mon', '8:30am - 5:30pm'],
      ['Tue', '9:00am - 5:00pm'],
      ['Sat', '8:30am - 5:30pm'],
      ['Sun', 'Closed'],
    ])
  })

  it('is empty without rows', () => {
    expect(groupWeekRows([])).toEqual([])
  })
})

describe('validateHoursRow', () => {
  it('accepts valid open and closed days', () => {
    expect(validateHoursRow(open(1))).toBeNull()
    expect(validateHoursRow(closed(0))).toBeNull()
    expect(validateHoursRow({ status: 'closed', open: 'junk', close: null })).toBeNull()
    expect(validateHoursRow({ status: null, open: null, close: null })).toBeNull()
    expect(validateHoursRow({ status: 'open', open: '00:00', close: '23:59' })).toBeNull()
  })

  it('requires HH:MM times', () => {
    expect(validateHoursRow({ status: 'open', open: '8:30', close: '17:30' })).toBe('Enter times as HH:MM, for example 08:30.')
    expect(validateHoursRow({ status: 'open', open: '08:30', close: '24:00' })).toBe(HOURS_MESSAGES.timeFormat)
    expect(validateHoursRow({ status: 'open', open: '08:60', close: '17:30' })).toBe(HOURS_MESSAGES.timeFormat)
    expect(validateHoursRow({ status: null, open: '8am', close: null })).toBe(HOURS_MESSAGES.timeFormat)
  })

  it('requires both times on an open day', () => {
    expect(validateHoursRow({ status: 'open', open: '08:30', close: null })).toBe(
      'Enter an opening and a closing time, or mark the day closed.',
    )
    expect(validateHoursRow({ status: 'open' })).toBe(HOURS_MESSAGES.bothTimes)
    expect(validateHoursRow({ status: null, open: null, close: '17:00' })).toBe(HOURS_MESSAGES.bothTimes)
    expect(validateHoursRow({ status: 'open', open: '  ', close: '17:00' })).toBe(HOURS_MESSAGES.bothTimes)
  })

  it('requires closing after opening', () => {
    expect(validateHoursRow({ status: 'open', open: '17:30', close: '08:30' })).toBe(
      'The closing time must be after the opening time.',
    )
    expect(validateHoursRow({ status: 'open', open: '09:00', close: '09:00' })).toBe(HOURS_MESSAGES.closeAfterOpen)
    expect(validateHoursRow({ status: 'open', open: '09:00', close: '09:01' })).toBeNull()
  })
})

describe('validateWeekRows', () => {
  it('accepts a valid week, a partial week and an empty one', () => {
    expect(validateWeekRows(WEEK)).toBeNull()
    expect(validateWeekRows([open(3)])).toBeNull()
    expect(validateWeekRows([])).toBeNull()
  })

  it('rejects a repeated weekday by its full name', () => {
    expect(validateWeekRows([...WEEK, open(1)])).toBe('Monday is listed more than once.')
    expect(validateWeekRows([closed(0), closed(0)])).toBe('Sunday is listed more than once.')
  })

  it('prefixes a row problem with the day name', () => {
    const rows = WEEK.map((r) => (r.weekday === 1 ? open(1, '17:30', '08:30') : r))
    expect(validateWeekRows(rows)).toBe('Monday: The closing time must be after the opening time.')
    expect(validateWeekRows([open(6, '9:00', '12:00')])).toBe('Saturday: Enter times as HH:MM, for example 08:30.')
  })

  it('rejects rows without a valid weekday', () => {
    expect(validateWeekRows([open(7)])).toBe(HOURS_MESSAGES.weekday)
    expect(validateWeekRows([open(1.5)])).toBe(HOURS_MESSAGES.weekday)
  })

  it('names every day in full', () => {
    expect(DAY_NAMES).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
  })
})

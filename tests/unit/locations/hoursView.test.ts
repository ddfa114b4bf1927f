import { describe, expect, it } from 'vitest'

import type { OpeningHoursRow, SpecialHours } from '@/domain/presence'
import { hoursDataOf, hoursTableRows } from '@/components/locations/hoursView'
import type { LocationView } from '@/domain/presence/locationView'

const open = (weekday: number, o: string, c: string): OpeningHoursRow => ({ weekday, status: 'open', open: o, close: c })
const SALES: OpeningHoursRow[] = [{ weekday: 0, status: 'closed' }, ...[1, 2, 3, 4, 5].map((d) => open(d, '08:30', '17:30')), open(6, '08:00', '16:00')]
const CHRISTMAS: SpecialHours[] = [
  { id: 1, label: 'Christmas Day', date: '2026-12-25', status: 'closed' },
  { id: 2, label: 'Boxing Day', date: '2026-12-26', status: 'open', open: '09:00', close: '13:00' },
]
const brief = (rows: ReturnType<typeof hoursTableRows>) => rows.map((r) => `${r.label}: ${r.hours}${r.today ? ' *' : ''}`)

describe('hoursTableRows', () => {
  it('groups identical weekdays as Mon - Fri, Monday first and Sunday last', () => {
    expect(brief(hoursTableRows(SALES, [], null))).toEqual(['Mon - Fri: 8:30am - 5:30pm', 'Sat: 8:00am - 4:00pm', 'Sun: Closed'])
  })

  it('renders nothing without weekly hours', () => {
    expect(hoursTableRows([], CHRISTMAS, '2026-12-24')).toEqual([])
  })

  it('shows only the weekly lines until today is known (the cached server render)', () => {
    expect(hoursTableRows(SALES, CHRISTMAS, null).some((r) => r.special)).toBe(false)
  })

  it('lists this week’s special hours under their weekday line and marks today', () => {
    // Thu 24 Dec 2026: Christmas (Fri) and Boxing Day (Sat) fall in the coming seven days.
    expect(brief(hoursTableRows(SALES, CHRISTMAS, '2026-12-24'))).toEqual([
      'Mon - Fri: 8:30am - 5:30pm *',
      'Christmas Day (Fri 25 Dec): Closed',
      'Sat: 8:00am - 4:00pm',
      'Boxing Day (Sat 26 Dec): 9:00am - 1:00pm',
      'Sun: Closed',
    ])
  })

  it('marks a special day that is today, and ignores specials beyond the week', () => {
    const rows = hoursTableRows(SALES, CHRISTMAS, '2026-12-25')
    expect(rows.find((r) => r.special && r.today)?.label).toBe('Christmas Day (Fri 25 Dec)')
    expect(hoursTableRows(SALES, CHRISTMAS, '2026-11-21').some((r) => r.special)).toBe(false)
  })

  it('still shows a special date whose weekday has no weekly row', () => {
    const noSunday = SALES.filter((r) => r.weekday !== 0)
    const sunday: SpecialHours[] = [{ label: 'Open day', date: '2026-12-27', status: 'open', open: '10:00', close: '14:00' }]
    expect(brief(hoursTableRows(noSunday, sunday, '2026-12-24')).at(-1)).toBe('Open day (Sun 27 Dec): 10:00am - 2:00pm')
  })
})

describe('hoursDataOf', () => {
  // Only the fields hoursDataOf reads: the rest of a LocationView is not its business.
  const location = (timezone: string) => ({ name: 'Broken Hill', timezone, openingHours: SALES, specialHours: CHRISTMAS }) as unknown as LocationView

  it("dates the render in the location's own zone, for the Holiday hours button before the browser knows its date", () => {
    // 14:30 UTC on 30 November is already 1 December in Sydney, still 30 November in Perth.
    const now = Date.parse('2026-11-30T14:30:00Z')
    expect(hoursDataOf(location('Australia/Sydney'), now).renderedOn).toBe('2026-12-01')
    expect(hoursDataOf(location('Australia/Perth'), now).renderedOn).toBe('2026-11-30')
  })

  it('leaves the date out for a zone it cannot read', () => {
    expect(hoursDataOf(location('Not/AZone'), Date.parse('2026-11-30T14:30:00Z')).renderedOn).toBeNull()
  })
})

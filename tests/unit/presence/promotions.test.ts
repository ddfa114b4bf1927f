import { describe, expect, it } from 'vitest'

import {
  DEFAULT_PROMOTION_TIME_ZONE,
  interleavePromoCards,
  isPromotionLive,
  promotionMatchesCarType,
  promotionWindow,
  selectPromotions,
  validatePromotionDates,
  type Promotion,
} from '@/domain/presence'

const at = (iso: string) => new Date(iso)

const sale = (zone: string | null, start = '2025-07-01', expiry = '2025-07-24'): Promotion => ({
  id: 1,
  title: 'End of financial year sale',
  startDate: start,
  startTimeZone: zone,
  expiryDate: expiry,
  expiryTimeZone: zone,
  placement: 'banner',
})

describe('promotionWindow', () => {
  it('runs from the midnight starting the start day to the midnight ending the expiry day', () => {
    expect(promotionWindow(sale('+10:00'))).toEqual({
      startsAt: at('2025-06-30T14:00:00Z'),
      endsAt: at('2025-07-24T14:00:00Z'),
    })
    expect(promotionWindow(sale('Australia/Perth'))).toEqual({
      startsAt: at('2025-06-30T16:00:00Z'),
      endsAt: at('2025-07-24T16:00:00Z'),
    })
  })

  it('reads noon instants stored by the admin as the day in their zone', () => {
    // Noon 1 Jul in Perth is 04:00Z; noon 24 Jul in Perth is 04:00Z.
    const p = sale('Australia/Perth', '2025-07-01T04:00:00.000Z', '2025-07-24T04:00:00.000Z')
    expect(promotionWindow(p)).toEqual({ startsAt: at('2025-06-30T16:00:00Z'), endsAt: at('2025-07-24T16:00:00Z') })
  })

  it('uses the offset in force on each day (Sydney moves to AEDT in between)', () => {
    const p = sale('Australia/Sydney', '2025-09-01', '2025-10-31')
    expect(promotionWindow(p)).toEqual({ startsAt: at('2025-08-31T14:00:00Z'), endsAt: at('2025-10-31T13:00:00Z') })
  })

  it('defaults to Brisbane when the zone is missing or unknown', () => {
    expect(DEFAULT_PROMOTION_TIME_ZONE).toBe('Australia/Brisbane')
    const expected = { startsAt: at('2025-06-30T14:00:00Z'), endsAt: at('2025-07-24T14:00:00Z') }
    expect(promotionWindow(sale(null))).toEqual(expected)
    expect(promotionWindow(sale('Nowhere/Special'))).toEqual(expected)
  })

  it('is open-ended on a missing side', () => {
    expect(promotionWindow({ startDate: null, expiryDate: '2025-07-24', expiryTimeZone: '+10:00' }).startsAt).toBeNull()
    expect(promotionWindow({ startDate: '2025-07-01', expiryDate: '  ' }).endsAt).toBeNull()
  })
})

describe('isPromotionLive', () => {
  const spec = (p: Promotion) => [
    isPromotionLive(p, at('2025-06-30T13:59:59Z')),
    isPromotionLive(p, at('2025-06-30T14:00:00Z')),
    isPromotionLive(p, at('2025-07-24T13:59:59Z')),
    isPromotionLive(p, at('2025-07-24T14:00:00Z')),
  ]

  it('runs a 1 to 24 July sale at +10:00 for exactly those days', () => {
    expect(spec(sale('+10:00'))).toEqual([false, true, true, false])
  })

  it('does the same in Australia/Brisbane', () => {
    expect(spec(sale('Australia/Brisbane'))).toEqual([false, true, true, false])
  })

  it('does the same with the admin noon instants, with or without a zone', () => {
    const noon = sale('Australia/Brisbane', '2025-07-01T02:00:00.000Z', '2025-07-24T02:00:00.000Z')
    expect(spec(noon)).toEqual([false, true, true, false])
    expect(spec({ ...noon, startTimeZone: null, expiryTimeZone: null })).toEqual([false, true, true, false])
  })

  it('follows the zone: the same sale in Perth starts two hours later', () => {
    expect(isPromotionLive(sale('Australia/Perth'), at('2025-06-30T15:00:00Z'))).toBe(false)
    expect(isPromotionLive(sale('Australia/Perth'), at('2025-06-30T16:00:00Z'))).toBe(true)
    expect(isPromotionLive(sale('Australia/Perth'), at('2025-07-24T15:59:59Z'))).toBe(true)
  })

  it('accepts epoch milliseconds', () => {
    expect(isPromotionLive(sale('+10:00'), Date.parse('2025-07-10T00:00:00Z'))).toBe(true)
  })

  it('treats missing dates as open-ended', () => {
    const noStart = { ...sale('+10:00'), startDate: null }
    expect(isPromotionLive(noStart, at('2000-01-01T00:00:00Z'))).toBe(true)
    expect(isPromotionLive(noStart, at('2025-07-24T14:00:00Z'))).toBe(false)
    const noExpiry = { ...sale('+10:00'), expiryDate: null }
    expect(isPromotionLive(noExpiry, at('2099-01-01T00:00:00Z'))).toBe(true)
    expect(isPromotionLive(noExpiry, at('2025-06-30T13:59:59Z'))).toBe(false)
    expect(isPromotionLive({ startDate: null, expiryDate: null }, at('2025-01-01T00:00:00Z'))).toBe(true)
  })

  it('keeps a promotion with an unreadable date off', () => {
    expect(isPromotionLive({ ...sale('+10:00'), expiryDate: 'next Tuesday' }, at('2025-07-10T00:00:00Z'))).toBe(false)
    expect(isPromotionLive({ ...sale('+10:00'), startDate: '2025-02-30' }, at('2025-07-10T00:00:00Z'))).toBe(false)
  })
})

describe('promotionMatchesCarType', () => {
  it('matches every page when the promotion has no car types', () => {
    expect(promotionMatchesCarType({ carTypes: null }, 'used')).toBe(true)
    expect(promotionMatchesCarType({ carTypes: [] }, ['new'])).toBe(true)
    expect(promotionMatchesCarType({}, 'demo')).toBe(true)
  })

  it('matches every promotion on a page without a car type', () => {
    expect(promotionMatchesCarType({ carTypes: ['new'] }, null)).toBe(true)
    expect(promotionMatchesCarType({ carTypes: ['new'] }, undefined)).toBe(true)
    expect(promotionMatchesCarType({ carTypes: ['new'] }, [])).toBe(true)
  })

  it('needs at least one shared car type otherwise', () => {
    expect(promotionMatchesCarType({ carTypes: ['new', 'demo'] }, 'demo')).toBe(true)
    expect(promotionMatchesCarType({ carTypes: ['new', 'demo'] }, 'used')).toBe(false)
    expect(promotionMatchesCarType({ carTypes: ['used'] }, ['new', 'used'])).toBe(true)
    expect(promotionMatchesCarType({ carTypes: ['used'] }, ['new', 'demo'])).toBe(false)
  })
})

describe('selectPromotions', () => {
  const base = { startDate: '2025-07-01', expiryDate: '2025-07-31', startTimeZone: '+10:00', expiryTimeZone: '+10:00' }
  const list: Promotion[] = [
    { ...base, id: 'a', title: 'A', placement: 'card', position: null },
    { ...base, id: 'b', title: 'B', placement: 'card', position: 9 },
    { ...base, id: 'c', title: 'C', placement: 'card', position: 3, carTypes: ['new'] },
    { ...base, id: 'd', title: 'D', placement: 'banner', position: 1 },
    { ...base, id: 'e', title: 'E', placement: 'card', position: 3 },
    { ...base, id: 'f', title: 'F', placement: 'card', position: 1, expiryDate: '2025-07-05' },
    { ...base, id: 'g', title: 'G', placement: 'card' },
    { ...base, id: 'h', title: 'H', placement: 'card', position: 2, carTypes: ['used'] },
  ]
  const now = at('2025-07-10T00:00:00Z')
  const ids = (ps: Promotion[]) => ps.map((p) => p.id)

  it('keeps live promotions of the placement, by position, missing positions last in input order', () => {
    expect(ids(selectPromotions(list, { now, placement: 'card' }))).toEqual(['h', 'c', 'e', 'b', 'a', 'g'])
    expect(ids(selectPromotions(list, { now, placement: 'banner' }))).toEqual(['d'])
    expect(ids(selectPromotions(list, { now, placement: 'vehicle-banner' }))).toEqual([])
  })

  it('filters by car type', () => {
    expect(ids(selectPromotions(list, { now, placement: 'card', carType: 'used' }))).toEqual(['h', 'e', 'b', 'a', 'g'])
    expect(ids(selectPromotions(list, { now, placement: 'card', carType: 'new' }))).toEqual(['c', 'e', 'b', 'a', 'g'])
  })

  it('includes promotions live at another time', () => {
    expect(ids(selectPromotions(list, { now: at('2025-07-03T00:00:00Z'), placement: 'card' }))[0]).toBe('f')
    expect(selectPromotions(list, { now: at('2025-08-01T00:00:00Z'), placement: 'card' })).toEqual([])
  })

  it('applies a limit', () => {
    expect(ids(selectPromotions(list, { now, placement: 'card', limit: 2 }))).toEqual(['h', 'c'])
    expect(selectPromotions(list, { now, placement: 'card', limit: 0 })).toEqual([])
  })

  it('does not reorder the input', () => {
    selectPromotions(list, { now, placement: 'card' })
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
  })
})

describe('interleavePromoCards', () => {
  const items = Array.from({ length: 10 }, (_, i) => `car${i + 1}`)
  const promo = (id: string, position: number | null) => ({ id, position })

  it('puts a card at its 1-based position', () => {
    const out = interleavePromoCards(items, [promo('p', 8)])
    expect(out).toHaveLength(11)
    expect(out[7]).toEqual(promo('p', 8))
    expect(out[6]).toBe('car7')
    expect(out[8]).toBe('car8')
    expect(interleavePromoCards(items, [promo('first', 1)])[0]).toEqual(promo('first', 1))
  })

  it('places several cards at their own positions in the combined list', () => {
    const out = interleavePromoCards(items, [promo('late', 9), promo('early', 3)])
    expect(out.map((x) => (typeof x === 'string' ? x : x.id))).toEqual([
      'car1',
      'car2',
      'early',
      'car3',
      'car4',
      'car5',
      'car6',
      'car7',
      'late',
      'car8',
      'car9',
      'car10',
    ])
  })

  it('gives cards asking for the same tile consecutive tiles', () => {
    const out = interleavePromoCards(['x', 'y', 'z'], [promo('a', 2), promo('b', 2)])
    expect(out.map((x) => (typeof x === 'string' ? x : x.id))).toEqual(['x', 'a', 'b', 'y', 'z'])
  })

  it('may follow the last item, but drops a card beyond that unless asked to append', () => {
    expect(interleavePromoCards(items, [promo('end', 11)]).at(-1)).toEqual(promo('end', 11))
    expect(interleavePromoCards(items, [promo('far', 13)])).toEqual(items)
    expect(interleavePromoCards(items, [promo('far', 13)], { appendOverflow: true }).at(-1)).toEqual(promo('far', 13))
    expect(interleavePromoCards([], [promo('p', 1)])).toEqual([promo('p', 1)])
  })

  it('skips cards without a usable position', () => {
    expect(interleavePromoCards(['x'], [promo('none', null), promo('zero', 0), { id: 'frac', position: 1.5 }])).toEqual(['x'])
  })

  it('does not change its inputs', () => {
    const promos = [promo('b', 5), promo('a', 2)]
    interleavePromoCards(items, promos)
    expect(items).toHaveLength(10)
    expect(promos.map((p) => p.id)).toEqual(['b', 'a'])
  })
})

describe('validatePromotionDates', () => {
  it('rejects an expiry before the start', () => {
    expect(
      validatePromotionDates({
        startDate: '2025-07-24',
        startTimeZone: '+10:00',
        expiryDate: '2025-07-01',
        expiryTimeZone: '+10:00',
      }),
    ).toBe('The expiry date must be on or after the start date.')
    expect(
      validatePromotionDates({ startDate: '2025-07-02T02:00:00.000Z', expiryDate: '2025-07-01T02:00:00.000Z' }),
    ).toBe('The expiry date must be on or after the start date.')
  })

  it('accepts the same day, later days and missing dates', () => {
    expect(validatePromotionDates({ startDate: '2025-07-01', expiryDate: '2025-07-01' })).toBeNull()
    expect(validatePromotionDates(sale('Australia/Brisbane'))).toBeNull()
    expect(validatePromotionDates({ startDate: null, expiryDate: '2025-07-01' })).toBeNull()
    expect(validatePromotionDates({ startDate: '2025-07-01', expiryDate: null })).toBeNull()
  })

  it('compares days in their own zones', () => {
    // Expiry day 1 Jul (Perth) is before start day 2 Jul (Brisbane), though the window would be 2 hours long.
    expect(
      validatePromotionDates({
        startDate: '2025-07-02',
        startTimeZone: 'Australia/Brisbane',
        expiryDate: '2025-07-01',
        expiryTimeZone: 'Australia/Perth',
      }),
    ).toBe('The expiry date must be on or after the start date.')
    // Same day, but the expiry zone's day ends before the start zone's day begins.
    expect(
      validatePromotionDates({ startDate: '2025-07-01', startTimeZone: '-12:00', expiryDate: '2025-07-01', expiryTimeZone: '+14:00' }),
    ).toBe('The expiry date must be on or after the start date.')
  })

  it('reports unreadable dates', () => {
    expect(validatePromotionDates({ startDate: 'soon', expiryDate: '2025-07-01' })).toBe('Enter a valid start date.')
    expect(validatePromotionDates({ startDate: '2025-07-01', expiryDate: '2025-02-30' })).toBe('Enter a valid expiry date.')
  })
})

import { describe, expect, it } from 'vitest'

import {
  DEFAULT_LINK_LABEL,
  GATE_LATE_MS,
  MAX_TIMER_DELAY_MS,
  gateDelay,
  gatePromotions,
  isLiveAt,
  nextChangeAt,
  promotionCandidates,
  toPromotionView,
  type StoredPromotion,
} from '@/domain/presence/promotionView'

/** A day picked in the admin is stored as noon of that day in its zone. */
const BRISBANE_NOON = (day: string) => `${day}T02:00:00.000Z`
const at = (iso: string) => new Date(iso).getTime()

let nextId = 1
function promo(over: Partial<StoredPromotion> = {}): StoredPromotion {
  return {
    id: nextId++,
    title: 'Sale',
    placement: 'banner',
    startDate: BRISBANE_NOON('2025-07-01'),
    startDate_tz: 'Australia/Brisbane',
    expiryDate: BRISBANE_NOON('2025-07-24'),
    expiryDate_tz: 'Australia/Brisbane',
    updatedAt: '2025-06-01T00:00:00.000Z',
    createdAt: '2025-06-01T00:00:00.000Z',
    ...over,
  }
}

describe('toPromotionView', () => {
  it('turns the picked days into the instants the days begin and end in their zone', () => {
    const v = toPromotionView(promo())!
    // 1 July 2025 begins at 00:00 +10:00; 24 July ends at midnight +10:00 (the spec's sale event).
    expect(v.startsAt).toBe(at('2025-06-30T14:00:00Z'))
    expect(v.endsAt).toBe(at('2025-07-24T14:00:00Z'))
  })

  it('reads each date in its own zone', () => {
    const v = toPromotionView(promo({ expiryDate: '2025-07-24T04:00:00.000Z', expiryDate_tz: 'Australia/Perth' }))!
    expect(v.endsAt).toBe(at('2025-07-24T16:00:00Z'))
  })

  it('keeps open ends open and fills the label, link and image', () => {
    const v = toPromotionView(
      promo({
        startDate: null,
        expiryDate: null,
        link: ' /special-offers ',
        linkLabel: '',
        description: '  ',
        image: { id: 3, url: '/api/media/file/a.jpg', alt: 'A ute', width: 1920, height: 540, updatedAt: '', createdAt: '' },
      }),
    )!
    expect(v).toMatchObject({ startsAt: null, endsAt: null, href: '/special-offers', linkLabel: DEFAULT_LINK_LABEL, description: null })
    expect(v.image).toEqual({ url: '/api/media/file/a.jpg', alt: 'A ute', width: 1920, height: 540 })
    expect(toPromotionView(promo({ image: 3 }))!.image).toBeNull()
  })

  it('drops a promotion whose date cannot be read (it must never run)', () => {
    expect(toPromotionView(promo({ startDate: 'soon' }))).toBeNull()
    expect(toPromotionView(promo({ expiryDate: '2025-13-45' }))).toBeNull()
  })

  it('survives the JSON trip to the browser unchanged', () => {
    const v = toPromotionView(promo({ startDate: null }))!
    expect(JSON.parse(JSON.stringify(v))).toEqual(v)
  })
})

describe('isLiveAt', () => {
  const v = toPromotionView(promo())!
  it('includes the whole start day and the whole expiry day, and nothing after', () => {
    expect(isLiveAt(v, at('2025-06-30T13:59:59Z'))).toBe(false)
    expect(isLiveAt(v, at('2025-06-30T14:00:00Z'))).toBe(true)
    expect(isLiveAt(v, at('2025-07-24T13:59:59Z'))).toBe(true)
    expect(isLiveAt(v, at('2025-07-24T14:00:00Z'))).toBe(false)
  })
  it('treats missing ends as open', () => {
    expect(isLiveAt({ startsAt: null, endsAt: null }, 0)).toBe(true)
  })
})

describe('promotionCandidates (what the server sends)', () => {
  const now = at('2025-07-10T00:00:00Z')

  it('keeps live and upcoming promotions of the placement, drops ended ones, in position order', () => {
    const live = promo({ title: 'live', position: 2 })
    const upcoming = promo({ title: 'upcoming', position: 1, startDate: BRISBANE_NOON('2025-08-01'), expiryDate: BRISBANE_NOON('2025-08-30') })
    const ended = promo({ title: 'ended', expiryDate: BRISBANE_NOON('2025-07-09'), startDate: BRISBANE_NOON('2025-07-01') })
    const card = promo({ title: 'card', placement: 'card' })
    const unplaced = promo({ title: 'no position', position: null })
    const titles = promotionCandidates([unplaced, live, ended, card, upcoming], { placement: 'banner', now }).map((v) => v.title)
    expect(titles).toEqual(['upcoming', 'live', 'no position'])
  })

  it('keeps promotions for the page’s car type, or for every car type', () => {
    const used = promo({ title: 'used', carTypes: ['used'] })
    const newDemo = promo({ title: 'new+demo', carTypes: ['new', 'demo'] })
    const all = promo({ title: 'all', carTypes: [] })
    const pick = (carType: Parameters<typeof promotionCandidates>[1]['carType']) =>
      promotionCandidates([used, newDemo, all], { placement: 'banner', carType, now }).map((v) => v.title)
    expect(pick('used')).toEqual(['used', 'all'])
    expect(pick('demo')).toEqual(['new+demo', 'all'])
    expect(pick(null)).toEqual(['used', 'new+demo', 'all'])
  })

  it('leaves out unreadable promotions', () => {
    expect(promotionCandidates([promo({ expiryDate: 'never' })], { placement: 'banner', now })).toEqual([])
  })
})

describe('gatePromotions (the browser’s decision)', () => {
  const a = { id: 'a', startsAt: 100, endsAt: 200 }
  const b = { id: 'b', startsAt: null, endsAt: 150 }
  const c = { id: 'c', startsAt: 180, endsAt: null }

  it('shows only those live by the given clock, in order, up to the limit', () => {
    expect(gatePromotions([a, b, c], 50).map((p) => p.id)).toEqual(['b'])
    expect(gatePromotions([a, b, c], 120).map((p) => p.id)).toEqual(['a', 'b'])
    expect(gatePromotions([a, b, c], 190).map((p) => p.id)).toEqual(['a', 'c'])
    expect(gatePromotions([a, b, c], 190, 1).map((p) => p.id)).toEqual(['a'])
    expect(gatePromotions([a, b, c], 500).map((p) => p.id)).toEqual(['c'])
  })

  it('lets an upcoming promotion take the limit once it starts (the limit applies after the dates)', () => {
    expect(gatePromotions([b, c], 100, 1).map((p) => p.id)).toEqual(['b'])
    expect(gatePromotions([b, c], 160, 1)).toEqual([])
    expect(gatePromotions([b, c], 190, 1).map((p) => p.id)).toEqual(['c'])
  })

  it('ignores a missing or nonsensical limit', () => {
    expect(gatePromotions([a, b], 120, null)).toHaveLength(2)
    expect(gatePromotions([a, b], 120, Number.NaN)).toHaveLength(2)
    expect(gatePromotions([a, b], 120, 0)).toHaveLength(0)
  })
})

describe('when the gate looks again', () => {
  const list = [
    { startsAt: 100, endsAt: 200 },
    { startsAt: null, endsAt: 150 },
  ]
  it('is the next start or end after now', () => {
    expect(nextChangeAt(list, 0)).toBe(100)
    expect(nextChangeAt(list, 100)).toBe(150)
    expect(nextChangeAt(list, 160)).toBe(200)
    expect(nextChangeAt(list, 200)).toBeNull()
    expect(gateDelay(list, 120)).toBe(30 + GATE_LATE_MS)
    expect(gateDelay(list, 250)).toBeNull()
  })
  it('never asks for a timer longer than setTimeout can hold', () => {
    expect(gateDelay([{ startsAt: 90 * 86_400_000, endsAt: null }], 0)).toBe(MAX_TIMER_DELAY_MS)
  })
})

import { describe, expect, it } from 'vitest'

import type { PromotionView } from '@/domain/presence/promotionView'
import { searchedCarTypes, withDealerPromotions } from '@/components/promotions/resultsPromotions'

const card = (id: number, position: number | null, carTypes: PromotionView['carTypes'] = []): PromotionView => ({
  id,
  title: `Card ${id}`,
  description: null,
  href: '/sell-my-car',
  linkLabel: 'Go',
  image: null,
  placement: 'card',
  carTypes,
  position,
  startsAt: null,
  endsAt: null,
})
const tiles = (n: number) => Array.from({ length: n }, (_, i) => `car${i + 1}`)
const labels = (list: (string | { promotion: PromotionView })[]) => list.map((t) => (typeof t === 'string' ? t : `#${t.promotion.id}`))

describe('withDealerPromotions', () => {
  it('puts a card at the tile its position names (8 = the 8th tile)', () => {
    const out = labels(withDealerPromotions(tiles(10), [card(1, 8)], null))
    expect(out).toHaveLength(11)
    expect(out[7]).toBe('#1')
    expect(out[6]).toBe('car7')
    expect(out[8]).toBe('car8')
  })

  it('counts the existing promo card as a tile', () => {
    const list = ['car1', 'car2', 'WANT', 'car3', 'car4']
    expect(labels(withDealerPromotions(list, [card(1, 4)], null))).toEqual(['car1', 'car2', 'WANT', '#1', 'car3', 'car4'])
  })

  it('honours the searched car type', () => {
    const used = card(1, 2, ['used'])
    const fresh = card(2, 3, ['new'])
    expect(labels(withDealerPromotions(tiles(4), [used, fresh], ['used']))).toEqual(['car1', '#1', 'car2', 'car3', 'car4'])
    expect(labels(withDealerPromotions(tiles(4), [used, fresh], ['new', 'demo']))).toEqual(['car1', 'car2', '#2', 'car3', 'car4'])
    expect(labels(withDealerPromotions(tiles(4), [used, fresh], null))).toEqual(['car1', '#1', '#2', 'car2', 'car3', 'car4'])
  })

  it('leaves out cards without a position, beyond a gap, and on an empty page', () => {
    expect(labels(withDealerPromotions(tiles(3), [card(1, null), card(2, 9)], null))).toEqual(['car1', 'car2', 'car3'])
    expect(labels(withDealerPromotions(tiles(3), [card(3, 4)], null))).toEqual(['car1', 'car2', 'car3', '#3'])
    expect(withDealerPromotions([], [card(1, 1)], null)).toEqual([])
  })

  it('ignores promotions of other placements', () => {
    expect(labels(withDealerPromotions(tiles(2), [{ ...card(1, 1), placement: 'banner' }], null))).toEqual(['car1', 'car2'])
  })
})

describe('searchedCarTypes', () => {
  it('is the car-type refinement, else used for a used-only dealer, else unknown', () => {
    expect(searchedCarTypes(['new', 'demo'], false)).toEqual(['new', 'demo'])
    expect(searchedCarTypes(['used'], false)).toEqual(['used'])
    expect(searchedCarTypes([], true)).toEqual(['used'])
    expect(searchedCarTypes(undefined, false)).toBeNull()
    expect(searchedCarTypes(['caravan'], false)).toBeNull()
  })
})

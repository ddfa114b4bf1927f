import { describe, expect, it } from 'vitest'

import { ACTION_LABELS, displayedDeposit, soldPanelMessage, vehicleActions } from '@/domain/vehicles'
import { record, settings } from './fixtures'

const labels = (a: { label: string }[]) => a.map((x) => x.label)

describe('vehicleActions', () => {
  const s = settings({ reserve: true, buyOnline: true, tradeIn: true })

  it('gives available cars the action buttons in the spec order', () => {
    expect(labels(vehicleActions(record(), s, { reservable: true, purchasable: true }))).toEqual([
      'Enquire Now',
      'Book a Test Drive',
      'Reserve Now',
      'Buy Online',
      'View Details',
      'Get Finance',
      'Trade-In Valuation',
    ])
    expect(vehicleActions(record({ status: 'coming_soon' }), s).map((a) => a.id)).toContain('view_details')
  })

  it('gives other cars Find Me Something Similar only', () => {
    for (const status of ['sold', 'in_transit', 'on_hold'] as const) {
      expect(vehicleActions(record({ status }), s, { reservable: true, purchasable: true })).toEqual([
        { id: 'find_similar', label: 'Find Me Something Similar' },
      ])
    }
  })

  it('reserve needs the site switch and an eligible car', () => {
    expect(vehicleActions(record(), s).map((a) => a.id)).not.toContain('reserve')
    expect(vehicleActions(record(), { ...s, reserve: false }, { reservable: true }).map((a) => a.id)).not.toContain('reserve')
  })

  it('buy online needs the site switch and a purchasable car', () => {
    expect(vehicleActions(record(), s).map((a) => a.id)).not.toContain('buy_online')
    expect(vehicleActions(record(), { ...s, buyOnline: false }, { purchasable: true }).map((a) => a.id)).not.toContain(
      'buy_online',
    )
  })

  it('trade-in needs the site switch and the car allowing it', () => {
    expect(vehicleActions(record(), { ...s, tradeIn: false }).map((a) => a.id)).not.toContain('trade_in')
    expect(vehicleActions(record(), s, { tradeInAllowed: false }).map((a) => a.id)).not.toContain('trade_in')
  })

  it('labels every action', () => {
    expect(ACTION_LABELS.find_similar).toBe('Find Me Something Similar')
    expect(ACTION_LABELS.enquire).toBe('Enquire Now')
  })
})

describe('displayedDeposit', () => {
  it('does not display a zero or empty deposit', () => {
    expect(displayedDeposit(200)).toBe(200)
    expect(displayedDeposit(0)).toBeNull()
    expect(displayedDeposit(null)).toBeNull()
    expect(displayedDeposit(undefined)).toBeNull()
    expect(displayedDeposit(Number.NaN)).toBeNull()
  })
})

describe('soldPanelMessage', () => {
  it('names the vehicle type', () => {
    expect(soldPanelMessage('car')).toBe('Unfortunately this car recently sold.')
    expect(soldPanelMessage('caravan')).toBe('Unfortunately this caravan recently sold.')
    expect(soldPanelMessage(null)).toBe('Unfortunately this vehicle recently sold.')
  })
})

import { describe, expect, it } from 'vitest'

import { decideWatchAlert, notifiedStateOf, watchAlertMessage, watchAlertSubject, watchedPrice } from '@/domain/watchlist/alerts'
import { formatAud } from '@/domain/vehicles/price'

const told = (price: number | null, status = 'in_stock', reserved = false) => ({ price, status, reserved })
const car = (price: number | null, extra: { status?: string; sold?: boolean; reserved?: boolean } = {}) => ({ price, status: 'in_stock', sold: false, reserved: false, ...extra })
const STAMP = '2026-11-22T01:00:00.000Z'

describe('watchedPrice', () => {
  it('is the offer price when it is below the price (the price shown), else the price', () => {
    expect(watchedPrice({ price: 30000, offer_price: 28000 })).toBe(28000)
    expect(watchedPrice({ price: 30000, offer_price: 31000 })).toBe(30000)
    expect(watchedPrice({ price: 30000, offer_price: null })).toBe(30000)
  })
  it('is null without a positive price', () => {
    expect(watchedPrice({ price: 0 })).toBeNull()
    expect(watchedPrice({ price: null })).toBeNull()
  })
})

describe('decideWatchAlert: price', () => {
  it('alerts a drop below the last price told, keyed by the new price, and lowers the mark', () => {
    const d = decideWatchAlert(told(30000), car(28000), STAMP)
    expect(d.alert).toEqual({ kind: 'price-drop', changeKey: 'price-drop:28000', price: 28000, previousPrice: 30000 })
    expect(d.notified).toEqual(told(28000))
    expect(d.changed).toBe(true)
  })

  it('says nothing for a rise, and keeps the lower price as the mark', () => {
    const d = decideWatchAlert(told(30000), car(35000), STAMP)
    expect(d.alert).toBeNull()
    expect(d.notified.price).toBe(30000)
    expect(d.changed).toBe(false)
  })

  it('says nothing when the price comes back down to, or stays above, the mark (no back-and-forth alerts)', () => {
    expect(decideWatchAlert(told(30000), car(30000), STAMP).alert).toBeNull()
    expect(decideWatchAlert(told(30000), car(32000), STAMP).alert).toBeNull()
  })

  it('says nothing when nothing changed', () => {
    const d = decideWatchAlert(told(30000), car(30000), STAMP)
    expect(d).toEqual({ alert: null, notified: told(30000), changed: false })
  })

  it('says nothing when the price goes away or was never known, but starts the mark from a known price', () => {
    expect(decideWatchAlert(told(30000), car(null), STAMP)).toEqual({ alert: null, notified: told(30000), changed: false })
    const d = decideWatchAlert(told(null), car(25000), STAMP)
    expect(d.alert).toBeNull()
    expect(d.notified.price).toBe(25000)
  })
})

describe('decideWatchAlert: sold and reserved', () => {
  it('alerts once when the car sells (status or sold flag), keyed "sold"', () => {
    expect(decideWatchAlert(told(30000), car(30000, { status: 'sold' }), STAMP).alert).toMatchObject({ kind: 'sold', changeKey: 'sold' })
    const byFlag = decideWatchAlert(told(30000), car(30000, { sold: true }), STAMP)
    expect(byFlag.alert?.kind).toBe('sold')
    expect(byFlag.notified.status).toBe('sold')
    expect(decideWatchAlert(told(30000, 'sold'), car(29000, { status: 'sold' }), STAMP).alert).toBeNull()
  })

  it('a sale outranks a price drop in the same change, and the drop still lowers the mark', () => {
    const d = decideWatchAlert(told(30000), car(25000, { status: 'sold' }), STAMP)
    expect(d.alert?.kind).toBe('sold')
    expect(d.notified).toEqual(told(25000, 'sold'))
  })

  it('alerts when the car becomes reserved, keyed by the change, and not while it stays reserved', () => {
    const d = decideWatchAlert(told(30000), car(30000, { reserved: true }), STAMP)
    expect(d.alert).toMatchObject({ kind: 'reserved', changeKey: `reserved:${STAMP}` })
    expect(d.notified.reserved).toBe(true)
    expect(decideWatchAlert(told(30000, 'in_stock', true), car(30000, { reserved: true }), STAMP).alert).toBeNull()
  })

  it('a lapsed reservation resets the mark without an alert, so the next reservation alerts again', () => {
    const lapsed = decideWatchAlert(told(30000, 'in_stock', true), car(30000), STAMP)
    expect(lapsed).toEqual({ alert: null, notified: told(30000), changed: true })
    expect(decideWatchAlert(lapsed.notified, car(30000, { reserved: true }), 'later').alert?.changeKey).toBe('reserved:later')
  })

  it('gives a watcher with nothing recorded the current state and no alert', () => {
    expect(decideWatchAlert(null, car(20000, { reserved: true }), STAMP)).toEqual({ alert: null, notified: told(20000, 'in_stock', true), changed: true })
    expect(decideWatchAlert({ price: null, status: null, reserved: null }, car(20000), STAMP).alert).toBeNull()
  })

  it('records what the shopper saw when saving', () => {
    expect(notifiedStateOf(car(31000, { reserved: true }))).toEqual(told(31000, 'in_stock', true))
    expect(notifiedStateOf(car(31000, { sold: true }))).toEqual(told(31000, 'sold'))
  })
})

describe('watchAlertMessage', () => {
  const details = { carName: '2021 Mazda CX-5 Maxx', dealerName: 'Harbour City', url: 'https://harbour.example/cars/cx-5', price: 28000, previousPrice: 30000 }
  it('says the new and old price for a drop', () => {
    expect(watchAlertMessage('price-drop', details, formatAud)).toBe(
      '2021 Mazda CX-5 Maxx you saved at Harbour City is now $28,000 (was $30,000). View it: https://harbour.example/cars/cx-5',
    )
  })
  it('says it has sold, or has been reserved', () => {
    expect(watchAlertMessage('sold', details, formatAud)).toBe('2021 Mazda CX-5 Maxx you saved at Harbour City has sold. See similar cars: https://harbour.example/cars/cx-5')
    expect(watchAlertMessage('reserved', details, formatAud)).toBe('2021 Mazda CX-5 Maxx you saved at Harbour City has been reserved. View it: https://harbour.example/cars/cx-5')
  })
  it('has an email subject per kind', () => {
    expect(watchAlertSubject('price-drop', 'X')).toBe('Price drop: X')
    expect(watchAlertSubject('sold', 'X')).toBe('Sold: X')
    expect(watchAlertSubject('reserved', 'X')).toBe('Reserved: X')
  })
})

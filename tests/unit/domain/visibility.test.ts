import { describe, expect, it } from 'vitest'

import {
  DEFAULT_SOLD_WINDOW_DAYS,
  isAvailable,
  isSold,
  isVisible,
  soldVisibleSince,
  toMs,
} from '@/domain/vehicles'
import { DAY, NOW, record, settings } from './fixtures'

describe('isAvailable', () => {
  it('is true for in_stock and coming_soon only', () => {
    expect(isAvailable({ status: 'in_stock' })).toBe(true)
    expect(isAvailable({ status: 'coming_soon' })).toBe(true)
    for (const status of ['sold', 'in_transit', 'on_hold'] as const) expect(isAvailable({ status })).toBe(false)
  })
})

describe('isSold', () => {
  it('is the sold status or the sold flag', () => {
    expect(isSold({ status: 'sold', sold: false })).toBe(true)
    expect(isSold({ status: 'on_hold', sold: true })).toBe(true)
    expect(isSold({ status: 'in_stock', sold: false })).toBe(false)
  })
})

describe('soldVisibleSince', () => {
  it('is now minus the window in ms, from a Date or ms', () => {
    expect(soldVisibleSince(NOW, 3)).toBe(NOW - 3 * DAY)
    expect(soldVisibleSince(new Date(NOW), 5)).toBe(NOW - 5 * DAY)
    expect(soldVisibleSince(NOW, 0)).toBe(NOW)
  })

  it('defaults to 3 days and falls back to it for invalid windows', () => {
    expect(DEFAULT_SOLD_WINDOW_DAYS).toBe(3)
    expect(soldVisibleSince(NOW)).toBe(NOW - 3 * DAY)
    expect(soldVisibleSince(NOW, -1)).toBe(NOW - 3 * DAY)
    expect(soldVisibleSince(NOW, Number.NaN)).toBe(NOW - 3 * DAY)
  })

  it('toMs accepts both forms', () => {
    expect(toMs(new Date(NOW))).toBe(NOW)
    expect(toMs(NOW)).toBe(NOW)
  })
})

describe('isVisible', () => {
  const s = settings({ soldWindowDays: 3 })

  it('shows in-stock and coming-soon cars flagged for the website', () => {
    expect(isVisible(record({ status: 'in_stock' }), s, NOW)).toBe(true)
    expect(isVisible(record({ status: 'coming_soon' }), s, NOW)).toBe(true)
  })

  it('hides every car not flagged show_on_dealer_website', () => {
    expect(isVisible(record({ show_on_dealer_website: false }), s, NOW)).toBe(false)
    expect(
      isVisible(record({ show_on_dealer_website: false, status: 'sold', sold_date_timestamp: NOW }), s, NOW),
    ).toBe(false)
  })

  it('shows a sold car within the window, inclusive of exactly 3 days', () => {
    expect(isVisible(record({ status: 'sold', sold_date_timestamp: NOW - DAY }), s, NOW)).toBe(true)
    expect(isVisible(record({ status: 'sold', sold_date_timestamp: NOW - 3 * DAY }), s, NOW)).toBe(true)
    expect(isVisible(record({ status: 'sold', sold_date_timestamp: NOW - 3 * DAY - 1 }), s, NOW)).toBe(false)
    expect(isVisible(record({ status: 'sold', sold_date_timestamp: NOW - 3 * DAY }), s, new Date(NOW))).toBe(true)
  })

  it('honours the site setting for the window', () => {
    const sold = record({ status: 'sold', sold_date_timestamp: NOW - 5 * DAY })
    expect(isVisible(sold, settings({ soldWindowDays: 3 }), NOW)).toBe(false)
    expect(isVisible(sold, settings({ soldWindowDays: 7 }), NOW)).toBe(true)
    expect(isVisible(record({ status: 'sold', sold_date_timestamp: NOW - 1 }), settings({ soldWindowDays: 0 }), NOW)).toBe(
      false,
    )
  })

  it('hides a sold car without a usable sold date', () => {
    expect(isVisible(record({ status: 'sold', sold_date_timestamp: null }), s, NOW)).toBe(false)
    expect(isVisible(record({ status: 'sold', sold_date_timestamp: Number.NaN }), s, NOW)).toBe(false)
  })

  it('hides in_transit and on_hold cars even with a recent sold date', () => {
    expect(isVisible(record({ status: 'in_transit' }), s, NOW)).toBe(false)
    expect(isVisible(record({ status: 'on_hold', sold: true, sold_date_timestamp: NOW }), s, NOW)).toBe(false)
  })
})

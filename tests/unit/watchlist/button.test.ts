import { describe, expect, it } from 'vitest'

import {
  WATCHLIST_TOAST_MS,
  signInUrl,
  watchlistButtonLabel,
  watchlistButtonVisible,
  watchlistToast,
} from '@/domain/watchlist/button'

describe('watchlistButtonVisible', () => {
  it('is hidden when the dealer has the watchlist off', () => {
    expect(watchlistButtonVisible({ enabled: false, sold: false, saved: true })).toBe(false)
  })
  it('shows for an unsold car whether or not it is saved or the list is still loading', () => {
    for (const saved of [true, false, null]) expect(watchlistButtonVisible({ enabled: true, sold: false, saved })).toBe(true)
  })
  it('hides a sold car unless it is saved (and while the list is loading)', () => {
    expect(watchlistButtonVisible({ enabled: true, sold: true, saved: true })).toBe(true)
    expect(watchlistButtonVisible({ enabled: true, sold: true, saved: false })).toBe(false)
    expect(watchlistButtonVisible({ enabled: true, sold: true, saved: null })).toBe(false)
  })
})

describe('watchlist button copy', () => {
  it('names what pressing does', () => {
    expect(watchlistButtonLabel('2021 Mazda CX-5', false)).toBe('Save 2021 Mazda CX-5 to watchlist')
    expect(watchlistButtonLabel('2021 Mazda CX-5', true)).toBe('Remove 2021 Mazda CX-5 from watchlist')
  })
  it('has the spec toasts, each with View List to the watchlist page, for 3000 ms', () => {
    expect(WATCHLIST_TOAST_MS).toBe(3000)
    expect(watchlistToast('saved', 'Hilux')).toEqual({ title: 'Car Saved In Watchlist', message: 'Hilux is now available in your watchlist', linkLabel: 'View List', href: '/my-watchlist' })
    expect(watchlistToast('removed', 'Hilux')).toEqual({ title: 'Car Removed', message: 'Hilux is no longer in your watchlist', linkLabel: 'View List', href: '/my-watchlist' })
  })
})

describe('signInUrl', () => {
  it('carries the type, the redirect and the back targets', () => {
    expect(signInUrl('watchlist', '/cars/hilux-1?x=1')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fhilux-1%3Fx%3D1&back=%2Fcars%2Fhilux-1%3Fx%3D1')
    expect(signInUrl('my-garage', '/my-garage', '/')).toBe('/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F')
  })
  it('never sends the shopper to another site', () => {
    for (const elsewhere of ['https://evil.example', '//evil.example/x', '/\\evil.example'])
      expect(signInUrl('watchlist', elsewhere), elsewhere).toBe('/sign-in?type=watchlist&redirect=%2F&back=%2F')
  })
})

import { describe, expect, it } from 'vitest'

import { choosePopup, isPopupExpired, popupStorageKey, shouldShowPopup, type PopupLike } from '@/domain/presence'

const at = (iso: string) => new Date(iso)
const now = at('2025-07-10T00:00:00Z')
const never = () => false

/** A fake browser store of closed keys. */
const storeOf = (...keys: string[]) => {
  const set = new Set(keys)
  return (key: string) => set.has(key)
}

const popup: PopupLike = { id: 7, expiryDate: '2025-07-24', expiryTimeZone: 'Australia/Brisbane' }

describe('popupStorageKey', () => {
  it('is per dealer and per popup', () => {
    expect(popupStorageKey('harbour-city-mazda', 7)).toBe('forecourt:popup-closed:harbour-city-mazda:7')
    expect(popupStorageKey('a', 'abc')).not.toBe(popupStorageKey('b', 'abc'))
  })
})

describe('shouldShowPopup', () => {
  it('shows an active, unexpired, unclosed popup', () => {
    expect(shouldShowPopup({ popup, dealerSlug: 'a', now, closed: never })).toBe(true)
    expect(shouldShowPopup({ popup: { id: 1 }, dealerSlug: 'a', now, closed: never })).toBe(true)
  })

  it('hides an inactive popup', () => {
    expect(shouldShowPopup({ popup: { ...popup, active: false }, dealerSlug: 'a', now, closed: never })).toBe(false)
    expect(shouldShowPopup({ popup: { ...popup, active: null }, dealerSlug: 'a', now, closed: never })).toBe(true)
  })

  it('shows through the expiry day in its zone and hides after it', () => {
    const show = (iso: string) => shouldShowPopup({ popup, dealerSlug: 'a', now: at(iso), closed: never })
    expect(show('2025-07-24T13:59:59Z')).toBe(true)
    expect(show('2025-07-24T14:00:00Z')).toBe(false)
    const perth = { ...popup, expiryTimeZone: 'Australia/Perth' }
    expect(shouldShowPopup({ popup: perth, dealerSlug: 'a', now: at('2025-07-24T15:00:00Z'), closed: never })).toBe(true)
    expect(isPopupExpired({ expiryDate: '2025-07-24T02:00:00.000Z' }, at('2025-07-24T14:00:00Z'))).toBe(true)
    expect(isPopupExpired({ expiryDate: null }, at('2099-01-01T00:00:00Z'))).toBe(false)
    expect(isPopupExpired({ expiryDate: 'whenever' }, now)).toBe(true)
  })

  it('hides a popup this dealer recorded as closed, and only for that dealer', () => {
    const closed = storeOf(popupStorageKey('dealer-a', 7))
    expect(shouldShowPopup({ popup, dealerSlug: 'dealer-a', now, closed })).toBe(false)
    expect(shouldShowPopup({ popup, dealerSlug: 'dealer-b', now, closed })).toBe(true)
    expect(shouldShowPopup({ popup: { ...popup, id: 8 }, dealerSlug: 'dealer-a', now, closed })).toBe(true)
  })
})

describe('choosePopup', () => {
  const popups: PopupLike[] = [
    { id: 1, active: false },
    { id: 2, expiryDate: '2025-07-01' },
    { id: 3 },
    { id: 4 },
  ]

  it('chooses the first popup that should show', () => {
    expect(choosePopup(popups, 'a', now, never)?.id).toBe(3)
    expect(choosePopup(popups, 'a', now, storeOf(popupStorageKey('a', 3)))?.id).toBe(4)
    expect(choosePopup(popups, 'b', now, storeOf(popupStorageKey('a', 3)))?.id).toBe(3)
  })

  it('is null when none should show', () => {
    expect(choosePopup(popups, 'a', now, () => true)).toBeNull()
    expect(choosePopup([], 'a', now, never)).toBeNull()
  })
})

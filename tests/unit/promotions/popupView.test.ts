import { describe, expect, it } from 'vitest'

import { popupStorageKey } from '@/domain/presence/popup'
import {
  DEFAULT_POPUP_MAX_WIDTH,
  closedIn,
  opensOn,
  popupMaxWidth,
  popupToOpen,
  rememberClosed,
  toPopupView,
  type PopupView,
} from '@/components/popup/popupView'

/** An in-memory stand-in for localStorage. */
function memoryStore() {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}
const throwing = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
}

const now = new Date('2025-07-10T00:00:00Z').getTime()
const view = (over: Partial<PopupView> = {}): PopupView => ({
  id: 1,
  title: 'Boxing Day Sale',
  href: '/special-offers',
  linkLabel: 'See the offers',
  image: null,
  maxWidth: 600,
  // The end of 24 July in Brisbane (UTC+10).
  endsAt: new Date('2025-07-24T14:00:00Z').getTime(),
  ...over,
})

describe('toPopupView', () => {
  it('keeps what the browser needs and applies the defaults', () => {
    const v = toPopupView({
      id: 4,
      title: 'Hello',
      active: true,
      expiryDate: '2025-07-24T02:00:00.000Z',
      expiryDate_tz: 'Australia/Brisbane',
      maxWidth: null,
      linkLabel: null,
      link: null,
      updatedAt: '',
      createdAt: '',
    })
    expect(v).toEqual({
      id: 4,
      title: 'Hello',
      active: true,
      endsAt: new Date('2025-07-24T14:00:00Z').getTime(),
      href: null,
      linkLabel: 'Find out more',
      image: null,
      maxWidth: DEFAULT_POPUP_MAX_WIDTH,
    })
  })

  it('sends the end of the expiry day as an instant: none when there is no expiry, long past when unreadable', () => {
    const doc = { id: 4, title: 'Hello', updatedAt: '', createdAt: '' }
    expect(toPopupView({ ...doc, expiryDate: null }).endsAt).toBeNull()
    expect(toPopupView({ ...doc, expiryDate: 'next Tuesday', expiryDate_tz: 'Australia/Perth' }).endsAt).toBe(0)
    expect(popupToOpen([toPopupView({ ...doc, expiryDate: 'next Tuesday' })], { dealerSlug: 'a', pathname: '/', now, store: null })).toBeNull()
  })

  it('keeps the width inside the admin’s bounds', () => {
    expect(popupMaxWidth(480)).toBe(480)
    expect(popupMaxWidth(100)).toBe(280)
    expect(popupMaxWidth(5000)).toBe(1200)
    expect(popupMaxWidth(undefined)).toBe(600)
  })
})

describe('popupToOpen', () => {
  const base = { dealerSlug: 'harbour-city', pathname: '/', now }

  it('opens the first popup this shopper has not closed, on the home page only', () => {
    const store = memoryStore()
    const popups = [view({ id: 1 }), view({ id: 2 })]
    expect(popupToOpen(popups, { ...base, store })?.id).toBe(1)
    expect(popupToOpen(popups, { ...base, pathname: '/search', store })).toBeNull()
    expect(rememberClosed(store, 'harbour-city', 1, now)).toBe(true)
    expect(store.data.has(popupStorageKey('harbour-city', 1))).toBe(true)
    expect(popupToOpen(popups, { ...base, store })?.id).toBe(2)
  })

  it('closing one dealer’s popup leaves another dealer’s alone', () => {
    const store = memoryStore()
    rememberClosed(store, 'harbour-city', 1, now)
    expect(popupToOpen([view({ id: 1 })], { ...base, store })).toBeNull()
    expect(popupToOpen([view({ id: 1 })], { ...base, dealerSlug: 'bayside-mazda', store })?.id).toBe(1)
  })

  it('hides a popup after its expiry day, by the browser’s clock', () => {
    const store = memoryStore()
    const popups = [view()]
    expect(popupToOpen(popups, { ...base, now: new Date('2025-07-24T13:59:00Z').getTime(), store })).not.toBeNull()
    expect(popupToOpen(popups, { ...base, now: new Date('2025-07-24T14:00:00Z').getTime(), store })).toBeNull()
  })

  it('decides without time-zone data in the browser (no Intl.DateTimeFormat while the page hydrates)', () => {
    const original = Intl.DateTimeFormat
    try {
      Intl.DateTimeFormat = function () {
        throw new Error('built a DateTimeFormat')
      } as unknown as typeof Intl.DateTimeFormat
      expect(popupToOpen([view()], { ...base, store: memoryStore() })?.id).toBe(1)
    } finally {
      Intl.DateTimeFormat = original
    }
  })

  it('skips an inactive popup', () => {
    expect(popupToOpen([view({ active: false }), view({ id: 9 })], { ...base, store: memoryStore() })?.id).toBe(9)
  })

  it('still works when storage is missing or refuses', () => {
    expect(popupToOpen([view()], { ...base, store: null })?.id).toBe(1)
    expect(popupToOpen([view()], { ...base, store: throwing })?.id).toBe(1)
    expect(rememberClosed(throwing, 'harbour-city', 1, now)).toBe(false)
    expect(rememberClosed(null, 'harbour-city', 1, now)).toBe(false)
    expect(closedIn(throwing)('any')).toBe(false)
  })
})

describe('opensOn', () => {
  it('is the home page', () => {
    expect(opensOn('/')).toBe(true)
    expect(['/about-us', '/search', '/cars/x'].some(opensOn)).toBe(false)
  })
})

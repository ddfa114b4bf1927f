import { describe, expect, it } from 'vitest'

import { phonePopupWait, popupMustWait } from '@/domain/presence/phonePopup'

describe('when the popup may open on a phone', () => {
  it('waits the dealer’s delay and for a quarter-screen scroll by default', () => {
    const wait = phonePopupWait({ phonePopupDelaySeconds: 8, phonePopupOnScroll: true })
    expect(wait.delayMs).toBe(8000)
    expect(wait.scrollPx?.(800)).toBe(200)
  })

  it('a zero delay means scrolling alone opens it; scrolling off means the timer alone', () => {
    expect(phonePopupWait({ phonePopupDelaySeconds: 0, phonePopupOnScroll: true }).delayMs).toBeNull()
    const timerOnly = phonePopupWait({ phonePopupDelaySeconds: 12, phonePopupOnScroll: false })
    expect(timerOnly.scrollPx).toBeNull()
    expect(timerOnly.delayMs).toBe(12_000)
  })

  it('never opens on arrival: some scroll is always needed, even on a tiny screen', () => {
    expect(phonePopupWait({ phonePopupDelaySeconds: 0, phonePopupOnScroll: true }).scrollPx?.(2)).toBe(1)
  })
})

describe('popupMustWait', () => {
  const clear = { otherOverlayOpen: false, sheet: true, primaryCtaOnScreen: false }
  it('opens when nothing is in the way', () => {
    expect(popupMustWait(clear)).toBeNull()
  })
  it('waits while another dialog, drawer or menu is open, on any screen', () => {
    expect(popupMustWait({ ...clear, otherOverlayOpen: true })).toBe('overlay')
    expect(popupMustWait({ ...clear, sheet: false, otherOverlayOpen: true })).toBe('overlay')
  })
  it('waits while a phone sheet could cover the main call to action; a centred dialog does not', () => {
    expect(popupMustWait({ ...clear, primaryCtaOnScreen: true })).toBe('primary-cta')
    expect(popupMustWait({ ...clear, sheet: false, primaryCtaOnScreen: true })).toBeNull()
  })
})

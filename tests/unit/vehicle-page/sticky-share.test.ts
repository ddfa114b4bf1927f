import { describe, expect, it } from 'vitest'

import {
  COPIED_NOTICE_MS,
  MOBILE_STICKY_BAR_AFTER_PX,
  shareToastMessage,
  shareUrl,
  STICKY_HEADER_AFTER_PX,
  stickyState,
  TOAST_DURATION_MS,
} from '@/domain/vehicle-page'

describe('stickyState', () => {
  it('thresholds are 500 and 900 px', () => {
    expect(STICKY_HEADER_AFTER_PX).toBe(500)
    expect(MOBILE_STICKY_BAR_AFTER_PX).toBe(900)
  })
  it('the header after (more than) 500 px; the mobile bar after 900 px', () => {
    expect(stickyState(0)).toEqual({ header: false, mobileBarScrolled: false })
    expect(stickyState(500)).toEqual({ header: false, mobileBarScrolled: false })
    expect(stickyState(501)).toEqual({ header: true, mobileBarScrolled: false })
    expect(stickyState(900)).toEqual({ header: true, mobileBarScrolled: false })
    expect(stickyState(901)).toEqual({ header: true, mobileBarScrolled: true })
  })
  it('a configuration without the sticky header; bad input is the top', () => {
    expect(stickyState(2000, { headerHidden: true })).toEqual({ header: false, mobileBarScrolled: true })
    expect(stickyState(Number.NaN)).toEqual({ header: false, mobileBarScrolled: false })
  })
})

describe('share', () => {
  it('the toast names the car', () => {
    expect(shareToastMessage('2020 Toyota Corolla Ascent Sport')).toBe('Copied 2020 Toyota Corolla Ascent Sport to your clipboard!')
    expect(shareToastMessage('  ')).toBe('Copied this vehicle to your clipboard!')
  })
  it('notice 1.5 s, toast 3 s', () => {
    expect(COPIED_NOTICE_MS).toBe(1500)
    expect(TOAST_DURATION_MS).toBe(3000)
  })
  it('the page address to copy', () => {
    expect(shareUrl('https://dealer.example/', '2020-toyota-corolla-u1')).toBe('https://dealer.example/cars/2020-toyota-corolla-u1')
    expect(shareUrl('https://dealer.example', 'a b')).toBe('https://dealer.example/cars/a%20b')
  })
})

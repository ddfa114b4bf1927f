import { describe, expect, it } from 'vitest'

import { normaliseAuMobile, samePhone } from '../../../src/domain/watchlist/phone'
import { WATCHLIST_BODY_MESSAGES, parseWatchlistBody } from '../../../src/domain/watchlist/request'

describe('normaliseAuMobile', () => {
  it('reads the usual ways of writing an Australian mobile', () => {
    for (const raw of ['0412 345 678', '0412345678', '+61 412 345 678', '+61412345678', '61412345678', '+61 (0)412 345 678', '412345678', '0412-345-678'])
      expect(normaliseAuMobile(raw), raw).toBe('+61412345678')
  })
  it('refuses landlines, short numbers, letters and non-strings', () => {
    for (const raw of ['02 9999 9999', '0412 345 67', 'O412345678', '', null, undefined, {}, '+1 412 345 678 9'])
      expect(normaliseAuMobile(raw), String(raw)).toBeNull()
  })
  it('compares numbers by their normal form, and two invalid numbers are never the same', () => {
    expect(samePhone('0412 345 678', '+61412345678')).toBe(true)
    expect(samePhone('0412 345 679', '+61412345678')).toBe(false)
    expect(samePhone('abc', 'abc')).toBe(false)
  })
})

describe('parseWatchlistBody', () => {
  it('accepts { phone_number, car_id } with car_id as a number or digits', () => {
    expect(parseWatchlistBody({ phone_number: '0412 345 678', car_id: 42 })).toEqual({ ok: true, body: { phone: '+61412345678', carId: 42 } })
    expect(parseWatchlistBody({ phone_number: '+61412345678', car_id: ' 42 ' })).toEqual({ ok: true, body: { phone: '+61412345678', carId: 42 } })
  })
  it('gives each wrong field its own message', () => {
    expect(parseWatchlistBody('x')).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.notObject })
    expect(parseWatchlistBody({ car_id: 1 })).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.phone })
    expect(parseWatchlistBody({ phone_number: '0412345678', car_id: 0 })).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.carId })
    expect(parseWatchlistBody({ phone_number: '0412345678', car_id: 'hilux' })).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.carId })
    expect(parseWatchlistBody({ phone_number: '0412345678', car_id: 1e20 })).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.carId })
  })
})

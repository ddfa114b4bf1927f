import { describe, expect, it } from 'vitest'

import { WATCHLIST_BODY_MESSAGES, parseWatchlistBody } from '@/domain/watchlist/request'

describe('parseWatchlistBody', () => {
  it('accepts { phone_number, car_id } with the phone in any usual form and car_id as a number or digits', () => {
    for (const phone_number of ['0412 345 678', '+61 412 345 678', '61412345678', 412345678])
      expect(parseWatchlistBody({ phone_number, car_id: 42 }), String(phone_number)).toEqual({ ok: true, body: { phone: '+61412345678', carId: 42 } })
    expect(parseWatchlistBody({ phone_number: '+61412345678', car_id: ' 42 ' })).toEqual({ ok: true, body: { phone: '+61412345678', carId: 42 } })
  })
  it('refuses a phone_number that is not an Australian mobile', () => {
    for (const phone_number of ['02 9999 9999', '0412 345 67', 'O412345678', '', null, {}])
      expect(parseWatchlistBody({ phone_number, car_id: 1 }), String(phone_number)).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.phone })
  })
  it('gives each wrong field its own message', () => {
    expect(parseWatchlistBody('x')).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.notObject })
    expect(parseWatchlistBody([])).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.notObject })
    expect(parseWatchlistBody({ car_id: 1 })).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.phone })
    expect(parseWatchlistBody({ phone_number: '0412345678', car_id: 0 })).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.carId })
    expect(parseWatchlistBody({ phone_number: '0412345678', car_id: 'hilux' })).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.carId })
    expect(parseWatchlistBody({ phone_number: '0412345678', car_id: 1.5 })).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.carId })
    expect(parseWatchlistBody({ phone_number: '0412345678', car_id: 1e20 })).toEqual({ ok: false, message: WATCHLIST_BODY_MESSAGES.carId })
  })
})

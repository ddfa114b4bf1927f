import { describe, expect, it } from 'vitest'

import {
  DELIVERY_EMPTY_POSTCODE,
  DELIVERY_INVALID_POSTCODE,
  DELIVERY_NO_ESTIMATE,
  deliveryReducer,
  INITIAL_DELIVERY_STATE,
  postcodeError,
  readDeliveryEstimate,
  sanitisePostcodeInput,
  type DeliveryState,
} from '@/domain/vehicle-page'

describe('messages', () => {
  it('are the spec wording', () => {
    expect(DELIVERY_EMPTY_POSTCODE).toBe('Please enter a postcode.')
    expect(DELIVERY_INVALID_POSTCODE).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(DELIVERY_NO_ESTIMATE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    )
  })
})

describe('postcode', () => {
  it('empty, then exactly 4 digits', () => {
    expect(postcodeError('')).toBe(DELIVERY_EMPTY_POSTCODE)
    expect(postcodeError('   ')).toBe(DELIVERY_EMPTY_POSTCODE)
    expect(postcodeError(null)).toBe(DELIVERY_EMPTY_POSTCODE)
    for (const p of ['400', '40000', '4a00', '4,000']) expect(postcodeError(p)).toBe(DELIVERY_INVALID_POSTCODE)
    expect(postcodeError(' 4000 ')).toBeNull()
  })
  it('input keeps at most 4 digits, no separators', () => {
    expect(sanitisePostcodeInput('4,0001')).toBe('4000')
    expect(sanitisePostcodeInput('ab12')).toBe('12')
    expect(sanitisePostcodeInput(undefined)).toBe('')
  })
})

describe('readDeliveryEstimate', () => {
  it('a price above 0 with a region', () => {
    expect(readDeliveryEstimate({ price: 450, region: ' Darling Downs ' })).toEqual({ price: 450, region: 'Darling Downs' })
    expect(readDeliveryEstimate({ price: '450' })).toEqual({ price: 450, region: '' })
  })
  it('nothing usable is no estimate', () => {
    for (const raw of [null, undefined, {}, { price: 0 }, { price: -1 }, { price: 'abc' }, { region: 'X' }, 'x']) expect(readDeliveryEstimate(raw)).toBeNull()
  })
})

describe('deliveryReducer', () => {
  it('idle → loading → result', () => {
    let s: DeliveryState = INITIAL_DELIVERY_STATE
    expect(s).toEqual({ status: 'idle' })
    s = deliveryReducer(s, { type: 'submit', postcode: ' 4350 ' })
    expect(s).toEqual({ status: 'loading', postcode: '4350' })
    s = deliveryReducer(s, { type: 'resolved', postcode: '4350', estimate: { price: 300, region: 'Toowoomba' } })
    expect(s).toEqual({ status: 'result', postcode: '4350', estimate: { price: 300, region: 'Toowoomba' } })
  })
  it('an invalid postcode is an error without loading', () => {
    expect(deliveryReducer(INITIAL_DELIVERY_STATE, { type: 'submit', postcode: '' })).toEqual({ status: 'error', postcode: null, message: DELIVERY_EMPTY_POSTCODE })
    expect(deliveryReducer(INITIAL_DELIVERY_STATE, { type: 'submit', postcode: '43' })).toEqual({ status: 'error', postcode: '43', message: DELIVERY_INVALID_POSTCODE })
  })
  it('no estimate or a failed lookup shows the no-estimate message', () => {
    const loading: DeliveryState = { status: 'loading', postcode: '0872' }
    expect(deliveryReducer(loading, { type: 'resolved', postcode: '0872', estimate: null })).toEqual({ status: 'error', postcode: '0872', message: DELIVERY_NO_ESTIMATE })
    expect(deliveryReducer(loading, { type: 'failed', postcode: '0872' })).toEqual({ status: 'error', postcode: '0872', message: DELIVERY_NO_ESTIMATE })
  })
  it('a late answer for an earlier postcode is ignored', () => {
    const loading: DeliveryState = { status: 'loading', postcode: '4000' }
    expect(deliveryReducer(loading, { type: 'resolved', postcode: '4350', estimate: { price: 1 } })).toBe(loading)
    expect(deliveryReducer(loading, { type: 'failed', postcode: '4350' })).toBe(loading)
    const idle = INITIAL_DELIVERY_STATE
    expect(deliveryReducer(idle, { type: 'resolved', postcode: '4000', estimate: { price: 1 } })).toBe(idle)
  })
  it('a new submit from a result starts again; reset goes idle', () => {
    const result: DeliveryState = { status: 'result', postcode: '4000', estimate: { price: 100, region: '' } }
    expect(deliveryReducer(result, { type: 'submit', postcode: '2000' })).toEqual({ status: 'loading', postcode: '2000' })
    expect(deliveryReducer(result, { type: 'reset' })).toEqual({ status: 'idle' })
  })
})

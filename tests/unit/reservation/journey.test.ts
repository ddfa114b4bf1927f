/** The online purchase journey's step checks and the checkout form. */
import { describe, expect, it } from 'vitest'

import { validate } from '@/domain/forms/errors'
import { MESSAGES } from '@/domain/forms/messages'
import {
  JOURNEY_MESSAGES,
  checkoutFormSchema,
  deliveryStepSchema,
  financeStepSchema,
  journeyLeadFields,
  journeySchema,
  reviewStepSchema,
  tradeInStepSchema,
} from '@/domain/reservation'

const contact = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '4000', terms_conditions: true }

describe('the checkout form', () => {
  it('needs every contact field, a 4-digit postcode and the terms', () => {
    expect(validate(checkoutFormSchema, contact).ok).toBe(true)
    const bad = validate(checkoutFormSchema, { ...contact, name: ' ', email: 'nope', phone: '12', postcode: '40000', terms_conditions: false })
    expect(bad.ok ? [] : bad.errors).toEqual([
      { field: 'name', message: MESSAGES.required },
      { field: 'email', message: MESSAGES.email },
      { field: 'phone', message: MESSAGES.phone },
      { field: 'postcode', message: MESSAGES.postcode },
      { field: 'terms_conditions', message: MESSAGES.terms },
    ])
  })
})

describe('journey steps', () => {
  it('trade-in: a yes needs rego, make, model and kilometres; a no needs nothing else', () => {
    expect(validate(tradeInStepSchema, { has_trade_in: 'no' }).ok).toBe(true)
    const yes = validate(tradeInStepSchema, { has_trade_in: 'yes', rego: 'abc 123', make: 'Mazda', model: '3', km: '85,000 km' })
    expect(yes).toEqual({ ok: true, data: { has_trade_in: 'yes', rego: 'ABC123', make: 'Mazda', model: '3', km: 85_000 } })
    const bad = validate(tradeInStepSchema, { has_trade_in: 'yes', rego: '!', make: '', model: 'x', km: 'lots' })
    expect(bad.ok ? [] : bad.errors).toEqual([
      { field: 'rego', message: JOURNEY_MESSAGES.rego },
      { field: 'make', message: MESSAGES.required },
      { field: 'km', message: JOURNEY_MESSAGES.km },
    ])
    const none = validate(tradeInStepSchema, {})
    expect(none.ok ? [] : none.errors.map((e) => e.message)).toEqual([JOURNEY_MESSAGES.chooseOne])
  })

  it('finance: cash, finance or not sure', () => {
    expect(validate(financeStepSchema, { payment_method: 'not_sure' }).ok).toBe(true)
    const bad = validate(financeStepSchema, { payment_method: 'barter' })
    expect(bad.ok ? [] : bad.errors).toEqual([{ field: 'payment_method', message: JOURNEY_MESSAGES.chooseOne }])
  })

  it("delivery: pickup at one of this dealer's locations, or delivery to a 4-digit postcode", () => {
    const schema = deliveryStepSchema([11, 12])
    expect(validate(schema, { handover: 'pickup', location_id: '12' })).toEqual({ ok: true, data: { handover: 'pickup', location_id: 12 } })
    expect(validate(schema, { handover: 'delivery', delivery_postcode: '2000' }).ok).toBe(true)
    const other = validate(schema, { handover: 'pickup', location_id: 99 })
    expect(other.ok ? [] : other.errors).toEqual([{ field: 'location_id', message: JOURNEY_MESSAGES.location }])
    const postcode = validate(schema, { handover: 'delivery', delivery_postcode: '20' })
    expect(postcode.ok ? [] : postcode.errors).toEqual([{ field: 'delivery_postcode', message: MESSAGES.postcode }])
  })

  it('review: the contact details and the terms', () => {
    expect(validate(reviewStepSchema, contact).ok).toBe(true)
    expect(validate(reviewStepSchema, { ...contact, terms_conditions: undefined }).ok).toBe(false)
  })

  it('the whole journey becomes the lead’s fields, every answer included', () => {
    const parsed = journeySchema([11]).parse({
      tradeIn: { has_trade_in: 'yes', rego: 'ABC123', make: 'Mazda', model: '3', km: 85000 },
      finance: { payment_method: 'finance' },
      delivery: { handover: 'pickup', location_id: 11 },
      contact,
    })
    expect(journeyLeadFields(parsed, { location: 'Southport', estimate: '$120/wk' })).toEqual({
      name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      terms_conditions: true,
      trade_in: 'Yes',
      trade_in_rego: 'ABC123',
      trade_in_make: 'Mazda',
      trade_in_model: '3',
      trade_in_km: 85000,
      payment_method: 'Finance',
      finance_estimate: '$120/wk',
      handover: 'Pickup',
      pickup_location_id: 11,
      pickup_location: 'Southport',
    })
  })
})

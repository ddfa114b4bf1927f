import { describe, expect, it } from 'vitest'

import { MESSAGES } from '@/domain/forms/messages'
import { tradeInAcceptSchema, tradeInAdjustmentsSchema, tradeInCreateSchema, tradeInLookupSchema } from '@/domain/forms/tradeIn'
import { adjustedOffer } from '@/domain/forms/tradeInChoices'
import { config, contact, messageFor } from './fixtures'

describe('trade-in valuation wizard', () => {
  it('create: contact, preferred contact method and finance; has-a-trade-in only on the used-car form', () => {
    expect(messageFor(tradeInCreateSchema(config()), contact, 'PreferredContactMethod')).toBe(MESSAGES.required)
    expect(messageFor(tradeInCreateSchema(config()), contact, 'finance')).toBe(MESSAGES.required)
    expect(tradeInCreateSchema(config()).safeParse({ ...contact, PreferredContactMethod: 'Phone', finance: 'No' }).success).toBe(true)
    expect(messageFor(tradeInCreateSchema(config(), { askTradeIn: true }), { ...contact, PreferredContactMethod: 'Phone', finance: 'No' }, 'hasTradeIn')).toBe(MESSAGES.required)
  })

  it('lookup: rego, its state and kms', () => {
    expect(messageFor(tradeInLookupSchema(), {}, 'rego')).toBe(MESSAGES.required)
    expect(messageFor(tradeInLookupSchema(), { rego: 'ABC123' }, 'regoState')).toBe(MESSAGES.required)
    expect(messageFor(tradeInLookupSchema(), { rego: 'ABC123', regoState: 'NSW' }, 'kms')).toBe(MESSAGES.required)
  })

  it('adjustments: every question answered; the offer moves with the answers, rounded down to $100', () => {
    expect(messageFor(tradeInAdjustmentsSchema(), { accident: 'No' }, 'condition')).toBe(MESSAGES.required)
    const best = { accident: 'No', serviceHistory: 'Full', keys: '2 or more', condition: 'Good' }
    expect(adjustedOffer(24_550, best)).toBe(24_500)
    expect(adjustedOffer(20_000, { ...best, accident: 'Yes' })).toBe(17_000)
    expect(adjustedOffer(20_000, { ...best, condition: 'Poor', serviceHistory: 'None' })).toBeLessThan(adjustedOffer(20_000, best))
  })

  it('accept: the offer must be accepted', () => {
    expect(messageFor(tradeInAcceptSchema(), {}, 'offer_accepted')).toBe(MESSAGES.required)
    expect(tradeInAcceptSchema().safeParse({ offer_accepted: true }).success).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'

import { instantOfferChoiceStep, instantOfferDetailsStep, instantOfferRegoStep } from '@/domain/forms/instantOffer'
import { stepAfterChoice, stepAfterLookup } from '@/domain/forms/instantOfferChoices'
import { MESSAGES } from '@/domain/forms/messages'
import { config, contact, messageFor } from './fixtures'

describe('instant offer', () => {
  it('step 1: rego and state are required (* This field is required)', () => {
    expect(messageFor(instantOfferRegoStep(), {}, 'rego')).toBe(MESSAGES.required)
    expect(messageFor(instantOfferRegoStep(), { rego: 'ABC123' }, 'state')).toBe(MESSAGES.required)
    expect(messageFor(instantOfferRegoStep(), { rego: 'ABC123', state: 'XX' }, 'state')).toBe(MESSAGES.required)
    expect(instantOfferRegoStep().parse({ rego: 'ABC123', state: 'qld' }).state).toBe('QLD')
  })

  it('step 2: a car must be chosen (* Please choose one car.)', () => {
    expect(messageFor(instantOfferChoiceStep(), {}, 'candidate')).toBe(MESSAGES.chooseCar)
    expect(instantOfferChoiceStep().safeParse({ candidate: 'JTNKU3JE60J000101' }).success).toBe(true)
  })

  it('step 4: every detail is required', () => {
    for (const field of ['postcode', 'odometer', 'service_history', 'number_of_keys', 'car_condition', 'comments', 'name', 'email', 'phone']) {
      expect(messageFor(instantOfferDetailsStep(config()), {}, field), field).toBe(field === 'postcode' ? MESSAGES.postcode : MESSAGES.required)
    }
    expect(
      instantOfferDetailsStep(config()).safeParse({ ...contact, odometer: '85,000', service_history: 'Full service history', number_of_keys: '2', car_condition: 'Good', comments: 'Tidy' }).success,
    ).toBe(true)
  })

  it('branches after the lookup: candidates to a choice, a direct match to photos (or past them), none to no-match', () => {
    expect(stepAfterLookup({ kind: 'candidates' }, { imageUpload: true })).toBe(2)
    expect(stepAfterLookup({ kind: 'direct' }, { imageUpload: true })).toBe(3)
    expect(stepAfterLookup({ kind: 'direct' }, { imageUpload: false })).toBe(4)
    expect(stepAfterLookup({ kind: 'none' }, { imageUpload: true })).toBe('no-match')
    expect(stepAfterChoice({ imageUpload: true })).toBe(3)
    expect(stepAfterChoice({ imageUpload: false })).toBe(4)
  })
})

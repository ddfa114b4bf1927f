import { describe, expect, it } from 'vitest'

import { enquirySchema } from '@/domain/forms/enquiry'
import { fieldErrors } from '@/domain/forms/errors'
import { MESSAGES } from '@/domain/forms/messages'
import { config, contact, messageFor } from './fixtures'

describe('enquiry form rules', () => {
  it('requires the message unless configured off (dealer setting or block)', () => {
    expect(messageFor(enquirySchema(config(), { general: false }), contact, 'message')).toBe(MESSAGES.required)
    expect(messageFor(enquirySchema(config({ enquiryMessageRequired: false }), { general: false }), contact, 'message')).toBeUndefined()
    expect(messageFor(enquirySchema(config({}, { messageRequired: 'optional' }), { general: false }), contact, 'message')).toBeUndefined()
    expect(messageFor(enquirySchema(config({ enquiryMessageRequired: false }, { messageRequired: 'required' }), { general: false }), contact, 'message')).toBe(MESSAGES.required)
  })

  it('requires a category for a general enquiry only, from the configured list', () => {
    const withCategories = config({}, { categoryOptions: ['Sales', 'Service'] })
    const values = { ...contact, message: 'Hi' }
    expect(messageFor(enquirySchema(withCategories, { general: true }), values, 'category')).toBe(MESSAGES.required)
    expect(messageFor(enquirySchema(withCategories, { general: true }), { ...values, category: 'Other' }, 'category')).toBe(MESSAGES.required)
    expect(enquirySchema(withCategories, { general: true }).safeParse({ ...values, category: 'Sales' }).success).toBe(true)
    expect(messageFor(enquirySchema(withCategories, { general: false }), values, 'category')).toBeUndefined()
  })

  it('requires location and dealership when shown', () => {
    const shown = config({}, { showLocation: true, showDealership: true, dealershipOptions: ['bayside-mazda'] })
    const values = { ...contact, message: 'Hi' }
    expect(messageFor(enquirySchema(shown, { general: false }), values, 'location_id')).toBe(MESSAGES.required)
    expect(messageFor(enquirySchema(shown, { general: false }), values, 'dealership_slug')).toBe(MESSAGES.required)
    expect(enquirySchema(shown, { general: false }).safeParse({ ...values, location_id: '3', dealership_slug: 'bayside-mazda' }).success).toBe(true)
    expect(enquirySchema(config(), { general: false }).safeParse(values).success).toBe(true)
  })

  it('requires the terms agreement where enabled, and keeps opt_in optional (unticked unless the shopper ticks it)', () => {
    const values = { ...contact, message: 'Hi' }
    expect(messageFor(enquirySchema(config({ termsAgreementRequired: true }), { general: false }), values, 'terms_conditions')).toBe(MESSAGES.terms)
    const parsed = enquirySchema(config(), { general: false }).parse(values)
    expect(parsed.opt_in).toBe(false)
    expect(parsed.terms_conditions).toBe(false)
  })

  it('checks the contact fields with their messages', () => {
    const result = enquirySchema(config(), { general: false }).safeParse({ message: 'Hi', postcode: '12' })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(fieldErrors(result.error!).map((e) => [e.field, e.message]))
    expect(byField).toMatchObject({ name: MESSAGES.required, last_name: MESSAGES.required, email: MESSAGES.required, phone: MESSAGES.required, postcode: MESSAGES.postcode })
  })
})

import { describe, expect, it } from 'vitest'

import { MESSAGES, REQUEST_PHOTOS_DEFAULT } from '@/domain/forms/messages'
import { testDriveSchema, testDriveStepOne, testDriveStepTwo } from '@/domain/forms/testDrive'
import { config, contact, messageFor } from './fixtures'

describe('multi-step enquiry and test-drive form', () => {
  it('step 1 is the contact details', () => {
    expect(messageFor(testDriveStepOne(), { ...contact, postcode: '40000' }, 'postcode')).toBe(MESSAGES.postcode)
    expect(testDriveStepOne().safeParse(contact).success).toBe(true)
  })

  it('Request Photos is hidden with its default; the message and the booking date are optional', () => {
    const parsed = testDriveSchema(config()).parse(contact)
    expect(parsed['Request Photos']).toBe(REQUEST_PHOTOS_DEFAULT)
    expect(parsed.message).toBeUndefined()
    expect(parsed['Test Drive Booking Date']).toBeUndefined()
    expect(testDriveSchema(config()).parse({ ...contact, 'Test Drive Booking Date': '2030-05-01T10:30' })['Test Drive Booking Date']).toBe('2030-05-01T10:30')
  })

  it('refuses a malformed booking date', () => {
    expect(messageFor(testDriveStepTwo(config()), { 'Test Drive Booking Date': 'next tuesday' }, 'Test Drive Booking Date')).toBe('Please enter a valid date and time')
  })

  it('asks for the terms agreement where enabled and the location when shown', () => {
    expect(messageFor(testDriveStepTwo(config({ termsAgreementRequired: true })), {}, 'terms_conditions')).toBe(MESSAGES.terms)
    expect(messageFor(testDriveStepTwo(config({}, { showLocation: true })), {}, 'location_id')).toBe(MESSAGES.required)
  })
})

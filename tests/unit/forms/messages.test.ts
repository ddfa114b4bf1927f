import { describe, expect, it } from 'vitest'

import { IMAGE_LIMITS, MESSAGES, TRADE_IN_STAGES, REQUEST_PHOTOS_DEFAULT, TEST_DRIVE_DATE_FIELD, AU_STATES, DEFAULT_STATE } from '@/domain/forms/messages'

describe('form messages and constants are the spec’s, word for word', () => {
  it('has every form message, word for word', () => {
    expect(MESSAGES.required).toBe('* This field is required')
    expect(MESSAGES.chooseCar).toBe('* Please choose one car.')
    expect(MESSAGES.postcode).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(MESSAGES.terms).toBe('*You must agree to the terms of use before submitting.')
    expect(MESSAGES.stepIncomplete).toBe('Please complete the form step before proceeding.')
    expect(MESSAGES.fixErrors).toBe('Please fix the following errors:')
    expect(MESSAGES.submitFailed).toBe('An error occurred when submitting this form')
    expect(MESSAGES.instantOfferFailed).toBe('An error occurred while submitting the form. Please try again.')
    expect(MESSAGES.multiStepFailed).toBe('An unexpected error occured')
    expect(MESSAGES.noMatch).toBe('Unfortunately, we could not find a match for your registration number.')
    expect(MESSAGES.imageTooLarge).toBe('Please upload an image file under 10MB')
    expect(MESSAGES.tooManyImages).toBe('You can only upload 10 images')
    expect(MESSAGES.geocodeInvalid).toBe('Invalid postcode')
  })

  it('has the spec’s limits, defaults and names', () => {
    expect(IMAGE_LIMITS.maxImages).toBe(10)
    expect(IMAGE_LIMITS.maxBytes).toBe(10 * 1024 * 1024)
    expect([...IMAGE_LIMITS.extensions]).toEqual(['jpeg', 'jpg', 'png', 'gif', 'heic'])
    expect([...AU_STATES]).toEqual(['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'])
    expect(DEFAULT_STATE).toBe('QLD')
    expect(TRADE_IN_STAGES.accepted).toBe('3. Offer Accepted')
    expect(REQUEST_PHOTOS_DEFAULT).toBe('Please send photos for this car')
    expect(TEST_DRIVE_DATE_FIELD).toBe('Test Drive Booking Date')
  })
})

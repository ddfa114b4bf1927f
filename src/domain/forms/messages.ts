/**
 * Every shopper-facing message of the forms, word for word as required (the spelling of
 * 'occured' included: it is the spec's text). Client and server import these, so a message shown by
 * the browser and one returned by the lead API can never drift apart.
 */
export const MESSAGES = {
  required: '* This field is required',
  chooseCar: '* Please choose one car.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  terms: '*You must agree to the terms of use before submitting.',
  stepIncomplete: 'Please complete the form step before proceeding.',
  fixErrors: 'Please fix the following errors:',
  submitFailed: 'An error occurred when submitting this form',
  instantOfferFailed: 'An error occurred while submitting the form. Please try again.',
  multiStepFailed: 'An unexpected error occured',
  noMatch: 'Unfortunately, we could not find a match for your registration number.',
  imageTooLarge: 'Please upload an image file under 10MB',
  tooManyImages: 'You can only upload 10 images',
  geocodeInvalid: 'Invalid postcode',
  // Not in the spec (its phone and email rules are "not shown"): plain wording in the same voice.
  email: '* Please enter a valid email address',
  phone: '* Please enter a valid phone number',
  tooLong: (max: number) => `* Please use ${max} characters or fewer`,
  /** Says the wait the Retry-After header gives (the same number of seconds), never less. */
  rateLimited: (retryAfterS: number) => `Too many requests. Please wait ${waitPhrase(retryAfterS)} and try again.`,
} as const

/** A wait in words, rounded up so waiting as long as it says is always enough: 126 s is "3 minutes". */
export function waitPhrase(seconds: number): string {
  const s = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 60))
  if (s < 60) return `${s} ${s === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(s / 60)
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}

/** At most 10 images of 10 MB each, of these types. */
export const IMAGE_LIMITS = {
  maxImages: 10,
  maxBytes: 10 * 1024 * 1024,
  extensions: ['jpeg', 'jpg', 'png', 'gif', 'heic'] as const,
} as const

/** The states of the instant offer, default qld. */
export const AU_STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const
export type AuState = (typeof AU_STATES)[number]
export const DEFAULT_STATE: AuState = 'QLD'

/** The lead categories and the trade-in stages. */
export const CATEGORIES = {
  general: 'General Enquiry',
  vehicle: 'Vehicle Enquiry',
  testDrive: 'Test Drive',
  service: 'Service Booking',
  tradeIn: 'Trade-in Enquiry',
  instantOffer: 'Instant Offer',
} as const

export const TRADE_IN_STAGES = {
  created: '1. Lead Created',
  valued: '2. Valuation Completed',
  accepted: '3. Offer Accepted',
} as const

/** Request Photos is a hidden field with this default. */
export const REQUEST_PHOTOS_DEFAULT = 'Please send photos for this car'
export const TEST_DRIVE_DATE_FIELD = 'Test Drive Booking Date'

/**
 * The delivery calculator ("postcode must not be empty (Please enter a postcode.)"; the no-estimate message;
 * "Postcode: required, exactly 4 digits, 'Invalid postcode. Please enter a 4-digit number.'; input
 * limited to 4 characters, no thousand separator"). The lookup returns a price and a region name.
 */
import { MESSAGES } from '../forms/messages'

export const DELIVERY_EMPTY_POSTCODE = 'Please enter a postcode.'
export const DELIVERY_INVALID_POSTCODE = MESSAGES.postcode
export const DELIVERY_NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."
export const POSTCODE_LENGTH = 4

export type DeliveryEstimate = { price: number; region: string }

export type DeliveryState =
  | { status: 'idle' }
  | { status: 'loading'; postcode: string }
  | { status: 'result'; postcode: string; estimate: DeliveryEstimate }
  | { status: 'error'; postcode: string | null; message: string }

export type DeliveryEvent =
  | { type: 'submit'; postcode: string }
  | { type: 'resolved'; postcode: string; estimate: unknown }
  | { type: 'failed'; postcode: string }
  | { type: 'reset' }

export const INITIAL_DELIVERY_STATE: DeliveryState = { status: 'idle' }

/** What the postcode box keeps as the shopper types: digits only, at most 4. */
export function sanitisePostcodeInput(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\D/g, '').slice(0, POSTCODE_LENGTH)
}

/** The validation message for a postcode, or null when it is valid (exactly 4 digits after trimming). */
export function postcodeError(postcode: string | null | undefined): string | null {
  const p = (postcode ?? '').trim()
  if (p === '') return DELIVERY_EMPTY_POSTCODE
  return /^\d{4}$/.test(p) ? null : DELIVERY_INVALID_POSTCODE
}

/**
 * A usable estimate from the lookup's answer, or null ("when lookup returns nothing"): a price that is
 * a number above 0 (a $0 quote is treated as no quote rather than shown as free delivery) and a region
 * name, which may be blank.
 */
export function readDeliveryEstimate(raw: unknown): DeliveryEstimate | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const price = typeof r.price === 'string' && r.price.trim() !== '' ? Number(r.price) : r.price
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null
  const region = typeof r.region === 'string' ? r.region.trim() : ''
  return { price, region }
}

/**
 * The calculator's transitions. Submit validates (staying put with an error when invalid) and starts
 * loading; a lookup answer or failure only counts for the postcode being loaded, so a slow answer to an
 * earlier postcode cannot overwrite a newer one; an empty answer or a failure shows the no-estimate
 * message. Reset goes back to idle.
 */
export function deliveryReducer(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  switch (event.type) {
    case 'submit': {
      const postcode = (event.postcode ?? '').trim()
      const error = postcodeError(postcode)
      if (error) return { status: 'error', postcode: postcode || null, message: error }
      return { status: 'loading', postcode }
    }
    case 'resolved': {
      if (state.status !== 'loading' || state.postcode !== event.postcode.trim()) return state
      const estimate = readDeliveryEstimate(event.estimate)
      return estimate
        ? { status: 'result', postcode: state.postcode, estimate }
        : { status: 'error', postcode: state.postcode, message: DELIVERY_NO_ESTIMATE }
    }
    case 'failed':
      if (state.status !== 'loading' || state.postcode !== event.postcode.trim()) return state
      return { status: 'error', postcode: state.postcode, message: DELIVERY_NO_ESTIMATE }
    case 'reset':
      return INITIAL_DELIVERY_STATE
  }
}

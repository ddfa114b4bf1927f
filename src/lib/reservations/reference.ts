import { readableReference } from '../ids/readableReference'

/** A reservation's reference, e.g. RSV-7KQ2M9XA: what the shopper and the dealer quote. */
export const newReservationReference = (): string => readableReference('RSV')

export const RESERVATION_REFERENCE_PATTERN = /^RSV-[A-Z0-9]{8}$/

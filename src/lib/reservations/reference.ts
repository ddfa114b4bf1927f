import { randomInt } from 'node:crypto'

/** Letters and digits people can read out over the phone (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A reservation's reference, e.g. RSV-7KQ2M9XA: what the shopper and the dealer quote. */
export function newReservationReference(): string {
  let s = ''
  for (let i = 0; i < 8; i++) s += ALPHABET[randomInt(ALPHABET.length)]
  return `RSV-${s}`
}

export const RESERVATION_REFERENCE_PATTERN = /^RSV-[A-Z0-9]{8}$/

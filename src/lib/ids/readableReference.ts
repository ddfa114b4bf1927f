import { randomInt } from 'node:crypto'

import { READABLE_ALPHABET } from '@/domain/leads/reference'

/** A reference a shopper can read out on the phone: `{prefix}-` and 8 letters and digits, e.g. TD-7KQ2M9XA. */
export function readableReference(prefix: string): string {
  let s = ''
  for (let i = 0; i < 8; i++) s += READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)]
  return `${prefix}-${s}`
}

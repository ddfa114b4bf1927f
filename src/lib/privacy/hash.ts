/**
 * The one-way hash an erasure remembers a person by (issue 39): HMAC-SHA256 under a key derived for
 * this purpose alone, so the privacy log and the erasure ledger name a person without holding their
 * email or number, and nobody without the server's secret can test a guess against them.
 */
import { createHmac } from 'node:crypto'

import { erasureIdentifier, parsePersonQuery, type PersonQuery } from '@/domain/privacy/identifiers'
import { derivedKey } from '../api/derivedKey'

export const identifierHash = (query: PersonQuery): string => createHmac('sha256', derivedKey('privacy-erasure')).update(erasureIdentifier(query)).digest('hex')

/** The hashes of whatever emails and numbers a record holds (unusable values are skipped). */
export function hashesOf(values: readonly (string | null | undefined)[]): string[] {
  const hashes = new Set<string>()
  for (const value of values) {
    if (!value?.trim()) continue
    const parsed = parsePersonQuery(value)
    if (parsed.ok) hashes.add(identifierHash(parsed.query))
  }
  return [...hashes]
}

/** The hashed form an erased person's unsubscribe keeps: still matched by findSuppression, unreadable to anyone. */
export const erasedAddress = (hash: string) => `erased:${hash}`

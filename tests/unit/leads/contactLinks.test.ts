import { describe, expect, it } from 'vitest'

import { contactHref } from '@/domain/leads/contactLinks'

describe('contactHref', () => {
  it('makes a plain address a mail link and a number a call link', () => {
    expect(contactHref('email', ' jane@example.com ')).toBe('mailto:jane@example.com')
    expect(contactHref('phone', '0412 345 678')).toBe('tel:0412345678')
    expect(contactHref('phone', '+61 (7) 5550-1010')).toBe('tel:+61755501010')
  })

  it('links nothing a shopper could use to add to the mail or dial something else', () => {
    for (const email of ['jane@example.com?cc=boss@example.com', 'jane@example.com&bcc=x@y.z', 'jane', 'jane@localhost', 'a b@example.com', '"x"@example.com']) {
      expect(contactHref('email', email), email).toBeNull()
    }
    for (const phone of ['0412', 'call me', '0412 345 678;ext=9', '*#06#', '']) expect(contactHref('phone', phone), phone).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import { erasureIdentifier, maskedIdentifier, parsePersonQuery, PERSON_MESSAGES, phoneDigitForms } from '@/domain/privacy/identifiers'

const query = (raw: string) => {
  const parsed = parsePersonQuery(raw)
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.query
}

describe('finding a person by what a dealer was given', () => {
  it('one mobile number however it was typed', () => {
    const forms = ['0412 345 678', '+61412345678', '+61 412 345 678', '61-412-345-678', '(04) 1234 5678', '+61 (0)412 345 678', '412345678']
    for (const typed of forms) expect(phoneDigitForms(typed)?.e164, typed).toBe('+61412345678')
    // Whatever the shopper typed into a form reduces to one of the digit forms searched for.
    const searched = new Set(phoneDigitForms('0412 345 678')!.digits)
    for (const typed of forms.slice(0, 6)) expect(searched.has(typed.replace(/\D/g, '')), typed).toBe(true)
  })

  it('landlines and foreign numbers given with their code', () => {
    expect(phoneDigitForms('(02) 9876 5432')).toEqual({ e164: '+61298765432', digits: ['61298765432', '0298765432', '610298765432'] })
    expect(phoneDigitForms('+64 21 123 4567')).toEqual({ e164: '+64211234567', digits: ['64211234567'] })
    expect(phoneDigitForms('12345')).toBeNull()
    expect(phoneDigitForms('0412 345 678 ext 9')).toBeNull()
  })

  it('an email in any case; bad input is refused with a message', () => {
    expect(query(' Jane.Citizen@Example.COM ')).toEqual({ kind: 'email', email: 'jane.citizen@example.com', label: 'jane.citizen@example.com' })
    expect(parsePersonQuery('')).toEqual({ ok: false, message: PERSON_MESSAGES.empty })
    expect(parsePersonQuery('jane@')).toEqual({ ok: false, message: PERSON_MESSAGES.invalid })
    expect(parsePersonQuery('Jane Citizen')).toEqual({ ok: false, message: PERSON_MESSAGES.invalid })
  })

  it('an erasure is remembered by one identifier per person, and logs show it masked', () => {
    expect(erasureIdentifier(query('0412 345 678'))).toBe(erasureIdentifier(query('+61 412 345 678')))
    expect(erasureIdentifier(query('JANE@example.com'))).toBe('email:jane@example.com')
    expect(maskedIdentifier(query('jane@example.com'))).toBe('j***@example.com')
    expect(maskedIdentifier(query('0412 345 678'))).toBe('+614*****678')
  })
})

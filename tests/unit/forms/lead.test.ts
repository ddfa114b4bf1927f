import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { leadEventId } from '@/domain/forms/analytics'
import { fieldErrors, stepMessage, validate, validationFailure } from '@/domain/forms/errors'
import { fieldSchemaFor, leadEnvelopeSchema } from '@/domain/forms/lead'
import { labelText, parseLabelMarkup } from '@/domain/forms/markup'
import { MESSAGES } from '@/domain/forms/messages'
import { config, contact } from './fixtures'

describe('the lead API envelope', () => {
  it('needs a known form and a well-formed idempotency key', () => {
    expect(leadEnvelopeSchema.safeParse({ form: 'enquiry', fields: {} }).success).toBe(true)
    expect(leadEnvelopeSchema.safeParse({ form: 'quote', fields: {} }).success).toBe(false)
    expect(leadEnvelopeSchema.safeParse({ form: 'enquiry', fields: {}, idempotency_key: 'short' }).success).toBe(false)
    expect(leadEnvelopeSchema.safeParse({ form: 'enquiry', fields: {}, idempotency_key: 'has spaces in it' }).success).toBe(false)
    expect(leadEnvelopeSchema.safeParse({ form: 'enquiry', fields: {}, idempotency_key: 'a1B2c3D4-e5_f6' }).success).toBe(true)
  })

  it('accepts car ids as numbers or digit strings, and bounds attribution', () => {
    expect(leadEnvelopeSchema.parse({ form: 'enquiry', fields: {}, car_id: '42' }).car_id).toBe(42)
    expect(leadEnvelopeSchema.safeParse({ form: 'enquiry', fields: {}, attribution: { visited_pages: Array(21).fill('/') } }).success).toBe(false)
  })

  it('picks the field schema by form, variant and stage', () => {
    const general = fieldSchemaFor({ form: 'enquiry' }, config({}, { categoryOptions: ['Sales'] }))
    expect(general.safeParse({ ...contact, message: 'Hi' }).success).toBe(false)
    const vehicle = fieldSchemaFor({ form: 'enquiry', car_id: 5 }, config({}, { categoryOptions: ['Sales'] }))
    expect(vehicle.safeParse({ ...contact, message: 'Hi' }).success).toBe(true)
    const minimal = fieldSchemaFor({ form: 'service', variant: 'minimal' }, config())
    expect(minimal.safeParse({}).error?.issues.some((i) => i.message === MESSAGES.stepIncomplete)).toBe(true)
    const lookup = fieldSchemaFor({ form: 'trade-in', stage: 'lookup' }, config())
    expect(lookup.safeParse({ rego: 'ABC123', regoState: 'QLD', kms: 1 }).success).toBe(true)
  })
})

describe('error display', () => {
  it('lists the first message per field under "Please fix the following errors:"', () => {
    const schema = z.object({ a: z.string().min(1, 'A missing').min(2, 'A short'), b: z.string().min(1, 'B missing') })
    const result = validate(schema, { a: '', b: '' })
    expect(result).toEqual({ ok: false, errors: [{ field: 'a', message: 'A missing' }, { field: 'b', message: 'B missing' }] })
    expect(validationFailure([{ field: 'a', message: 'x' }])).toEqual({ message: 'Please fix the following errors:', errors: [{ field: 'a', message: 'x' }] })
    expect(fieldErrors(schema.safeParse({}).error!)).toHaveLength(2)
  })
  it('collapses the minimal service step to its one message', () => {
    expect(stepMessage([{ field: 'Vehicle Make', message: MESSAGES.stepIncomplete }])).toBe(MESSAGES.stepIncomplete)
    expect(stepMessage([{ field: 'name', message: MESSAGES.required }])).toBeNull()
  })
})

describe('terms label markup', () => {
  it('keeps safe links, strong and em; shows anything else as text', () => {
    expect(parseLabelMarkup('I agree to the <a href="/terms-and-conditions">terms of use</a>.')).toEqual([
      { kind: 'text', text: 'I agree to the ' },
      { kind: 'link', href: '/terms-and-conditions', text: 'terms of use' },
      { kind: 'text', text: '.' },
    ])
    expect(parseLabelMarkup('<a href="javascript:alert(1)">x</a>')).toEqual([{ kind: 'text', text: '<a href="javascript:alert(1)">x</a>' }])
    expect(parseLabelMarkup('<a href="//evil.example">x</a>')[0]!.kind).toBe('text')
    expect(parseLabelMarkup('<script>x</script><strong>Yes</strong>')).toEqual([{ kind: 'text', text: '<script>x</script>' }, { kind: 'strong', text: 'Yes' }])
    expect(labelText('I <em>agree</em>')).toBe('I agree')
  })
})

describe('analytics event of a completed lead', () => {
  it('maps forms and cars to 17, 48, 15, 14, 18', () => {
    expect(leadEventId({ form: 'enquiry', carType: 'used', carTag: 'Test Drive Only' })).toBe(17)
    expect(leadEventId({ form: 'test-drive' })).toBe(48)
    expect(leadEventId({ form: 'enquiry', carType: 'used' })).toBe(15)
    expect(leadEventId({ form: 'enquiry', carType: 'new' })).toBe(14)
    expect(leadEventId({ form: 'trade-in' })).toBe(18)
    expect(leadEventId({ form: 'instant-offer' })).toBe(18)
    expect(leadEventId({ form: 'service' })).toBeNull()
  })
})

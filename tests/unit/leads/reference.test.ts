import { describe, expect, it } from 'vitest'

import { LEAD_REFERENCE_PATTERN, leadReferencePrefix, sentSummary } from '@/domain/leads/reference'
import { readableReference } from '@/lib/ids/readableReference'

describe("a lead's reference and what the thank-you page says", () => {
  it('is a prefix by form and 8 characters that read out unambiguously', () => {
    for (const form of ['enquiry', 'test-drive', 'service', 'trade-in', 'instant-offer', 'online-purchase']) {
      const ref = readableReference(leadReferencePrefix(form))
      expect(ref, form).toMatch(LEAD_REFERENCE_PATTERN)
      expect(ref.slice(ref.indexOf('-') + 1), form).not.toMatch(/[01OIL]/)
    }
    expect(leadReferencePrefix('test-drive')).toBe('TD')
    expect(leadReferencePrefix('something-new')).toBe('ENQ')
  })
  it('says what was sent, for which car, to whom', () => {
    expect(sentSummary({ form: 'test-drive', vehicleName: '2016 Toyota HiLux', dealer: 'Harbour City Motor Group' })).toBe(
      'Your test drive request for the 2016 Toyota HiLux has been sent to Harbour City Motor Group.',
    )
    expect(sentSummary({ form: 'service', vehicleName: null, dealer: 'Bayside Mazda' })).toBe('Your service booking request has been sent to Bayside Mazda.')
    expect(sentSummary({ form: null, dealer: 'X' })).toBe('Your enquiry has been sent to X.')
  })
})

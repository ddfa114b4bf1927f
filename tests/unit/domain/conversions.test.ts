import { describe, expect, it } from 'vitest'

import { conversionFor, leadConversionKind, type ConversionSettings } from '@/domain/marketing/conversions'

const settings: ConversionSettings = {
  googleAdsId: 'AW-123456789',
  labels: { lead: 'leadLabel1', testDrive: 'driveLabel', reservation: '' },
  values: { lead: 50, testDrive: 0, reservation: 500 },
  currency: 'AUD',
}

describe('conversionFor', () => {
  it("sends a lead to Google Ads with the dealer's label, value and the lead id as transaction id, and to Meta as a Lead", () => {
    expect(conversionFor('lead', 'lead-42', settings)).toEqual({
      googleAds: { send_to: 'AW-123456789/leadLabel1', value: 50, currency: 'AUD', transaction_id: 'lead-42' },
      meta: { event: 'Lead', params: { value: 50, currency: 'AUD' } },
    })
  })
  it('leaves out a value of 0 and skips Google Ads for a kind without a label', () => {
    expect(conversionFor('testDrive', 'd-1', settings)).toEqual({ googleAds: { send_to: 'AW-123456789/driveLabel', transaction_id: 'd-1' }, meta: { event: 'Schedule', params: {} } })
    expect(conversionFor('reservation', 'r-1', settings).googleAds).toBeNull()
    expect(conversionFor('reservation', 'r-1', settings).meta).toEqual({ event: 'Purchase', params: { value: 500, currency: 'AUD' } })
    expect(conversionFor('lead', 'x', { ...settings, googleAdsId: '' }).googleAds).toBeNull()
  })
  it('counts a test drive form as a test drive and every other form as a lead', () => {
    expect(leadConversionKind('test-drive')).toBe('testDrive')
    expect(leadConversionKind('enquiry')).toBe('lead')
    expect(leadConversionKind('trade-in')).toBe('lead')
  })
})

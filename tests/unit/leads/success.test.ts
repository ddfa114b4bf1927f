import { describe, expect, it } from 'vitest'

import { INSTANT_OFFER_NEXT, INSTANT_OFFER_PENDING, successView } from '@/domain/leads/success'

const dealer = 'Harbour City Motor Group'

describe('successView', () => {
  it('names the form and the car from the lead’s vehicle, with the reference', () => {
    expect(successView({ form: 'test-drive', reference: 'TD-ABCD2345' }, { dealer, vehicleName: '2016 Toyota HiLux' })).toEqual({
      summary: 'Your test drive request for the 2016 Toyota HiLux has been sent to Harbour City Motor Group.',
      reference: 'TD-ABCD2345',
      offer: null,
    })
  })

  it('says only that an enquiry was sent when there is no lead', () => {
    expect(successView(null, { dealer, vehicleName: null })).toEqual({ summary: `Your enquiry has been sent to ${dealer}.`, reference: null, offer: null })
  })

  it('shows an instant offer’s figure for the shopper’s own car, with what happens next', () => {
    const view = successView(
      { form: 'instant-offer', reference: 'OFR-ABCD2345', fields: { vehicle_description: '2019 Mazda CX-5 Maxx Sport' }, valuation: { offer: 18400, Year: 2019, Make: 'Mazda', Model: 'CX-5' } },
      { dealer, vehicleName: null },
    )
    expect(view.summary).toBe(`Your instant offer request for the 2019 Mazda CX-5 Maxx Sport has been sent to ${dealer}.`)
    expect(view.offer).toEqual({ amount: '$18,400', car: '2019 Mazda CX-5 Maxx Sport', next: INSTANT_OFFER_NEXT })
  })

  it('tells the shopper the buying team will call when the provider gave no offer', () => {
    const view = successView({ form: 'instant-offer', reference: 'OFR-ABCD2345', valuation: null, fields: {} }, { dealer, vehicleName: null })
    expect(view.offer).toEqual({ amount: null, car: null, next: INSTANT_OFFER_PENDING })
  })
})

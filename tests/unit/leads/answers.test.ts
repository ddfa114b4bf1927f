/** The lead screen's answer sections (issue 18): trade-in, finance and the rest, by field name. */
import { describe, expect, it } from 'vitest'

import { answerLabel, answersIn, sectionOf } from '@/domain/leads/answers'

describe('lead answers', () => {
  it('sorts the submitted fields into trade-in, finance and the rest, without the contact details', () => {
    const fields = { name: 'Jo', email: 'jo@example.com', message: 'Still there?', trade_in: 'Yes', trade_in_rego: 'ABC123', trade_in_km: 120000, payment_method: 'Finance', finance_estimate: 'est. $150/wk', handover: 'Pickup', terms_conditions: true }
    expect(answersIn(fields, 'trade-in').map((a) => a.key)).toEqual(['trade_in', 'trade_in_rego', 'trade_in_km'])
    expect(answersIn(fields, 'finance').map((a) => [a.label, a.value])).toEqual([
      ['Payment method', 'Finance'],
      ['Finance estimate', 'est. $150/wk'],
    ])
    expect(answersIn(fields, 'customer').map((a) => a.key)).toEqual(['message', 'handover'])
  })

  it('reads odd shapes safely', () => {
    expect(answersIn(null, 'customer')).toEqual([])
    expect(answersIn([1, 2], 'customer')).toEqual([])
    expect(answersIn({ extras: { tint: true, mats: false } }, 'customer')).toEqual([{ key: 'extras', label: 'Extras', value: 'Tint: Yes; Mats: No' }])
    expect(sectionOf('odometer')).toBe('trade-in')
    expect(answerLabel('vehicleMake')).toBe('Vehicle Make')
  })
})

/**
 * What the success page says about the lead a browser just sent (issue 34): what was sent, for which
 * car, its short reference, and for an instant offer the offer itself with what happens next. Pure:
 * src/lib/leads/success.ts reads the lead and its car.
 */
import { formatCurrencyAud, WHOLE_DOLLARS } from '../format/numbers'
import { sentSummary } from './reference'

/** What follows an offer, shared by the trade-in wizard's offer step and the instant offer's success page. */
export const OFFER_SUBJECT_TO_INSPECTION = 'The offer is subject to an inspection of the car.'
export const INSTANT_OFFER_NEXT = `${OFFER_SUBJECT_TO_INSPECTION} Our buying team will call you to arrange the inspection and the next steps.`
export const INSTANT_OFFER_PENDING = 'We could not price your car online just now. Our buying team will call you with an offer.'

export type SuccessLead = { form?: string | null; reference?: string | null; valuation?: unknown; fields?: unknown }
export type SuccessView = {
  summary: string
  reference: string | null
  /** Only for an instant offer: the figure (null when the provider gave none) and the words after it. */
  offer: { amount: string | null; car: string | null; next: string } | null
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})

/** The shopper's own car for an instant offer: the description they confirmed, else the provider's make and model. */
function offerCar(lead: SuccessLead): string | null {
  const valuation = record(lead.valuation)
  const fromProvider = [valuation.Year, valuation.Make, valuation.Model].filter((v) => v !== undefined && v !== null && v !== '').join(' ')
  return text(record(lead.fields).vehicle_description) ?? (fromProvider || null)
}

export function successView(lead: SuccessLead | null, input: { dealer: string; vehicleName: string | null }): SuccessView {
  if (!lead) return { summary: `Your enquiry has been sent to ${input.dealer}.`, reference: null, offer: null }
  if (lead.form !== 'instant-offer') {
    return { summary: sentSummary({ form: lead.form, vehicleName: input.vehicleName, dealer: input.dealer }), reference: text(lead.reference), offer: null }
  }
  const car = offerCar(lead)
  const figure = record(lead.valuation).offer
  const amount = typeof figure === 'number' && figure > 0 ? formatCurrencyAud(figure, WHOLE_DOLLARS) : null
  return {
    summary: sentSummary({ form: lead.form, vehicleName: car, dealer: input.dealer }),
    reference: text(lead.reference),
    offer: { amount, car, next: amount ? INSTANT_OFFER_NEXT : INSTANT_OFFER_PENDING },
  }
}

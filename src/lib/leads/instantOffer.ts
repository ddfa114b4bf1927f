/**
 * The instant offer's final update ("final update and lead submit"), made by the lead API
 * itself rather than by the browser: the figure the shopper is shown and the figure stored on the lead
 * (and in its email) are then one figure, from the provider, not one a browser could have edited.
 *
 * It runs before the lead is stored, as the spec orders it, but it can never cost the lead: when the
 * provider fails, the lead is stored without an offer and the shopper is told the buying team will call
 * with one.
 */
import type { Payload } from 'payload'

import { valuationProvider } from '../valuation'

export type InstantOfferValuation = Record<string, unknown> & { offer: number | null }

export async function instantOfferValuation(payload: Payload, fields: Record<string, unknown>): Promise<InstantOfferValuation | null> {
  const evalid = typeof fields.evalId === 'string' ? fields.evalId : ''
  if (!evalid) return null
  const name = [fields.name, fields.last_name].filter((v) => typeof v === 'string' && v.trim()).join(' ')
  const email = typeof fields.email === 'string' ? fields.email : undefined
  try {
    const [valuation] = await valuationProvider().updateEval({
      evalid,
      km: Number(fields.odometer),
      userEmail: email,
      cName: name || undefined,
      cEmail: email,
      cPhone: typeof fields.phone === 'string' ? fields.phone : undefined,
    })
    if (!valuation) return null
    const offer = typeof valuation.OfferPrice === 'number' && valuation.OfferPrice > 0 ? valuation.OfferPrice : null
    return { ...valuation, Registration: typeof fields.rego === 'string' ? fields.rego : valuation.Registration, offer }
  } catch (error) {
    // The error's kind only: a provider's message can quote the contact details it was sent.
    payload.logger.warn({ form: 'instant-offer', error: (error as Error | null)?.name ?? 'Error' }, 'The valuation provider gave no instant offer; the lead is stored without one')
    return null
  }
}

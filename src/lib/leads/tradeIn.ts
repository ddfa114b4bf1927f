/**
 * The trade-in stages after the first (the lead call is "also used for rego lookup,
 * adjustments and offer acceptance"). Each continues the lead by its random lead_id. The lead is stored
 * from the first stage on (staff see unfinished trade-ins), and delivered once the offer is accepted.
 */
import type { Payload } from 'payload'

import type { Lead } from '@/payload-types'
import { fieldErrors, validationFailure } from '@/domain/forms/errors'
import { tradeInStageSchema, type LeadEnvelope } from '@/domain/forms/lead'
import { MESSAGES, TRADE_IN_STAGES } from '@/domain/forms/messages'
import { adjustedOffer, type AdjustmentAnswers } from '@/domain/forms/tradeInChoices'
import type { SiteTenant } from '../site/tenant'
import { classifyLookup, valuationProvider, ValuationError, type Valuation } from '../valuation'
import { resolveFormConfig } from './formConfig'
import { findLeadByPublicId, queueDelivery, withTransaction } from './store'
import type { SubmitOutcome } from './outcome'

type StoredValuation = Valuation & { offer?: number | null; baseOffer?: number | null }
type Outcome = SubmitOutcome

const notFound: Outcome = { status: 404, body: { message: 'This trade-in could not be found. Please start again.' } }

export async function continueTradeIn(payload: Payload, tenant: SiteTenant, envelope: LeadEnvelope): Promise<Outcome> {
  const lead = envelope.lead_id ? await findLeadByPublicId(payload, tenant, envelope.lead_id) : null
  if (!lead || lead.form !== 'trade-in') return notFound
  const accepted = lead.subcategory === TRADE_IN_STAGES.accepted
  // A second "accept" (a double click, a retry after a lost answer) is the same success, not a new lead.
  if (accepted) return envelope.stage === 'accept' ? { status: 200, body: { lead_id: lead.publicId } } : { status: 409, body: { message: 'This offer has already been accepted.' } }

  const { config } = await resolveFormConfig(payload, tenant, envelope.form_ref)
  const checked = tradeInStageSchema(envelope.stage!, config, envelope.variant === 'used').safeParse(envelope.fields)
  if (!checked.success) return { status: 400, body: validationFailure(fieldErrors(checked.error)) }
  const fields = checked.data
  const stored = (lead.fields ?? {}) as Record<string, unknown>

  try {
    switch (envelope.stage) {
      case 'lookup':
        return await lookup(payload, lead, stored, fields)
      case 'adjustments': {
        const valuation = lead.valuation as StoredValuation | null
        if (!valuation?.EvalID) return { status: 400, body: validationFailure([{ field: 'rego', message: MESSAGES.stepIncomplete }]) }
        const offer = valuation.OfferPrice === null || valuation.OfferPrice === undefined ? null : adjustedOffer(valuation.OfferPrice, fields as AdjustmentAnswers)
        await update(payload, lead, {
          subcategory: TRADE_IN_STAGES.valued,
          fields: { ...stored, adjustmentAnswers: fields },
          valuation: { ...valuation, offer },
        })
        return { status: 200, body: { lead_id: lead.publicId, offer } }
      }
      case 'accept': {
        const valuation = lead.valuation as StoredValuation | null
        if (!valuation?.EvalID || !stored.adjustmentAnswers) return { status: 400, body: validationFailure([{ field: '_form', message: MESSAGES.stepIncomplete }]) }
        // The acceptance and its delivery job commit together, like a first submission.
        await withTransaction(payload, async (req) => {
          await payload.update({
            collection: 'leads',
            id: lead.id,
            data: { subcategory: TRADE_IN_STAGES.accepted, status: 'received', fields: { ...stored, offer_accepted: true, form_completed: true } },
            req,
            overrideAccess: true,
            depth: 0,
          })
          await queueDelivery(req, lead.id)
        })
        return { status: 200, body: { lead_id: lead.publicId, offer: valuation.offer ?? null, event_id: 18 } }
      }
      default:
        return notFound
    }
  } catch (error) {
    if (error instanceof ValuationError) return { status: 502, body: { message: MESSAGES.submitFailed } }
    throw error
  }
}

async function lookup(payload: Payload, lead: Lead, stored: Record<string, unknown>, fields: Record<string, unknown>): Promise<Outcome> {
  const provider = valuationProvider()
  const vin = typeof fields.vin === 'string' ? fields.vin : undefined
  const entries = vin ? await provider.manualEntry(vin, String(fields.desc ?? '')) : await provider.enterVin(String(fields.rego), String(fields.regoState))
  const result = classifyLookup(entries)
  const merged = { ...stored, rego: fields.rego, regoState: fields.regoState, kms: fields.kms }

  if (result.kind !== 'direct') {
    await update(payload, lead, { fields: merged })
    return result.kind === 'candidates'
      ? { status: 200, body: { lead_id: lead.publicId, match: 'candidates', candidates: result.candidates.map((c) => ({ vin: c.VIN ?? '', description: c.Description })) } }
      : { status: 200, body: { lead_id: lead.publicId, match: 'none' } }
  }
  const contact = lead.contact ?? {}
  const [valuation] = await provider.updateEval({
    evalid: result.entry.EvalID,
    km: Number(fields.kms),
    userEmail: contact.email ?? undefined,
    cName: [contact.name, contact.lastName].filter(Boolean).join(' '),
    cEmail: contact.email ?? undefined,
    cPhone: contact.phone ?? undefined,
  })
  if (!valuation) return { status: 200, body: { lead_id: lead.publicId, match: 'none' } }
  const withRego = { ...valuation, Registration: String(fields.rego), baseOffer: valuation.OfferPrice }
  await update(payload, lead, { fields: merged, valuation: withRego })
  return { status: 200, body: { lead_id: lead.publicId, match: 'direct', valuation: withRego, offer: valuation.OfferPrice } }
}

function update(payload: Payload, lead: Lead, data: Record<string, unknown>) {
  return payload.update({ collection: 'leads', id: lead.id, data, overrideAccess: true, depth: 0 })
}

/**
 * The lead API's request envelope (POST /api/leads) and the per-form field schema it applies. The
 * browser sends this shape and the server parses it with the same schemas, so a form and the API can
 * never disagree about a rule or its message.
 */
import * as z from '../validation/zodMini'

import { LEAD_API_FORMS } from '../leads/options'
import type { AnalyticsEventId } from './analytics'
import type { FormConfig } from './config'
import { enquirySchema } from './enquiry'
import { instantOfferLeadSchema } from './instantOffer'
import { minimalServiceSchema, serviceSchema } from './service'
import { testDriveSchema } from './testDrive'
import { CLICK_IDS, UTM_PARAMS, type Touch, type Touches } from '@/domain/marketing/touch'
import { tradeInAcceptSchema, tradeInAdjustmentsSchema, tradeInCreateSchema, tradeInLookupSchema } from './tradeIn'
import { TRADE_IN_STAGE_NAMES, type TradeInStage } from './tradeInChoices'


/** The honeypot: a field people never see (visually hidden, aria-hidden, tabindex -1) but bots fill. */
export const HONEYPOT_FIELD = 'website'
export const IDEMPOTENCY_HEADER = 'idempotency-key'

const shortText = (max: number) => z.string().check(z.trim(), z.maxLength(max))

/**
 * A visit's landing as the browser recorded it (src/domain/marketing/touch.ts); unknown keys are
 * dropped, and a touch that is not one is left out rather than costing the shopper their lead.
 */
const touchSchema = z.catch(
  z.optional(
    z.object({
      at: z.iso.datetime({ offset: true }),
      landing_page: shortText(500),
      referrer: z.optional(shortText(500)),
      ...Object.fromEntries([...UTM_PARAMS, ...CLICK_IDS].map((key) => [key, z.optional(shortText(200))])),
    }),
  ),
  undefined,
)

const touchFields = { first_touch: touchSchema, last_touch: touchSchema }

const attributionSchema = z.optional(
  z.object({
    source_page: z.optional(shortText(500)),
    visited_pages: z.optional(z.array(shortText(500)).check(z.maxLength(20))),
    linked_query_params: z.optional(z.record(shortText(60), shortText(200))),
    referrer: z.optional(shortText(500)),
    ...touchFields,
  }),
)

/**
 * The touches a reservation or an online purchase sends (their own endpoints' `attribution`); anything
 * else, or nothing, is no touches: where the shopper came from never costs them the car.
 */
export function touchesFromInput(input: unknown): Touches {
  const parsed = z.object(touchFields).safeParse(input ?? {})
  return parsed.success ? { first: parsed.data.first_touch as Touch | undefined, last: parsed.data.last_touch as Touch | undefined } : {}
}

export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'The idempotency key must be 8 to 100 letters, digits, - or _.'))

export const leadEnvelopeSchema = z.object({
  form: z.enum(LEAD_API_FORMS),
  variant: z.optional(z.enum(['standard', 'minimal', 'used'])),
  stage: z.optional(z.enum(TRADE_IN_STAGE_NAMES)),
  idempotency_key: z.optional(idempotencyKeySchema),
  lead_id: z.optional(z.string().check(z.regex(/^ld_[A-Za-z0-9_-]{10,40}$/))),
  car_id: z.optional(z.union([z.number().check(z.int(), z.positive()), z.pipe(z.string().check(z.regex(/^\d{1,12}$/)), z.transform(Number))])),
  // The form block a submission came from: its page's path and the block's id (see src/lib/leads/formConfig.ts).
  form_ref: z.optional(z.object({ path: z.string().check(z.maxLength(300)), block: z.string().check(z.maxLength(64)) })),
  fields: z.record(z.string().check(z.maxLength(60)), z.unknown()).check(z.refine((f) => Object.keys(f).length <= 60, 'Too many fields.')),
  attribution: attributionSchema,
  last_step: z.optional(z.boolean()),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
})
export type LeadEnvelope = z.infer<typeof leadEnvelopeSchema>

/** Any form's field schema, as the lead API applies it. */
type FieldSchema = z.ZodMiniType<Record<string, unknown>>

/** The field schema for one submission: the form, its variant and (for the trade-in) its stage. */
export function fieldSchemaFor(envelope: Pick<LeadEnvelope, 'form' | 'variant' | 'stage' | 'car_id'>, config: FormConfig): FieldSchema {
  switch (envelope.form) {
    case 'enquiry':
      return enquirySchema(config, { general: envelope.car_id === undefined })
    case 'test-drive':
      return testDriveSchema(config)
    case 'service':
      return envelope.variant === 'minimal' ? minimalServiceSchema(config) : serviceSchema(config)
    case 'instant-offer':
      return instantOfferLeadSchema(config)
    case 'trade-in':
      return tradeInStageSchema(envelope.stage ?? 'create', config, envelope.variant === 'used')
  }
}

export function tradeInStageSchema(stage: TradeInStage, config: FormConfig, askTradeIn: boolean): FieldSchema {
  switch (stage) {
    case 'create':
      return tradeInCreateSchema(config, { askTradeIn })
    case 'lookup':
      return tradeInLookupSchema()
    case 'adjustments':
      return tradeInAdjustmentsSchema()
    case 'accept':
      return tradeInAcceptSchema()
  }
}

/** The answer to a successful submission. */
export type LeadAnswer = {
  lead_id: string
  /** The analytics event the form fires for this lead, decided with the vehicle. */
  event_id?: AnalyticsEventId | null
  /** Trade-in stages answer with what the next step shows. */
  valuation?: unknown
  candidates?: { vin: string; description: string }[]
  offer?: number | null
  match?: 'direct' | 'candidates' | 'none'
}

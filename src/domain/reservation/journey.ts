/**
 * The online purchase journey (/checkout-journey?car_id=): Vehicle, Trade-in,
 * Finance, Delivery or pickup, Review, Deposit. Each step's answers are checked here, by the browser
 * before Next and by the server again when the Review step stores the journey as a lead.
 */
import * as z from '../validation/zodMini'

import { contactShape } from '../forms/contact'
import { mustAgree, postcode } from '../forms/fields'
import { MESSAGES } from '../forms/messages'

export const JOURNEY_STEPS = ['Vehicle', 'Trade-in', 'Finance', 'Delivery or pickup', 'Review', 'Deposit'] as const

export const JOURNEY_MESSAGES = {
  chooseOne: '* Please choose one option.',
  rego: '* Please enter the registration (2 to 9 letters or digits).',
  km: '* Please enter the kilometres as a whole number.',
  location: '* Please choose a pickup location.',
} as const

export const PAYMENT_METHODS = [
  { value: 'cash', label: 'Cash or my own funds' },
  { value: 'finance', label: 'Finance' },
  { value: 'not_sure', label: 'Not sure yet' },
] as const

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')
const choice = <T extends string>(values: readonly T[]) =>
  z.preprocess((v) => str(v), z.string().check(z.refine((v) => (values as readonly string[]).includes(v), JOURNEY_MESSAGES.chooseOne))) as unknown as z.ZodMiniType<T>
const needed = (max: number) => z.preprocess((v) => str(v), z.string().check(z.minLength(1, MESSAGES.required), z.maxLength(max, MESSAGES.tooLong(max))))

export const tradeInStepSchema = z.preprocess(
  (v) => (v && typeof v === 'object' ? v : {}),
  z.discriminatedUnion('has_trade_in', [
    z.object({ has_trade_in: z.literal('no') }),
    z.object({
      has_trade_in: z.literal('yes'),
      rego: z.preprocess((v) => str(v).toUpperCase().replace(/\s+/g, ''), z.string().check(z.regex(/^[A-Z0-9]{2,9}$/, JOURNEY_MESSAGES.rego))),
      make: needed(40),
      model: needed(40),
      km: z.preprocess(
        (v) => {
          const s = str(v).replace(/[,\s]|kms?$/gi, '')
          return /^\d{1,7}$/.test(s) ? Number(s) : Number.NaN
        },
        z.number(JOURNEY_MESSAGES.km).check(z.int(JOURNEY_MESSAGES.km), z.minimum(0, JOURNEY_MESSAGES.km), z.maximum(2_000_000, JOURNEY_MESSAGES.km)),
      ),
    }),
  ], { error: JOURNEY_MESSAGES.chooseOne }),
)

export const financeStepSchema = z.object({ payment_method: choice(PAYMENT_METHODS.map((m) => m.value)) })

/** Pickup at one of the dealer's locations (their ids), or delivery to a postcode. */
export function deliveryStepSchema(locationIds: readonly number[]) {
  return z.preprocess(
    (v) => (v && typeof v === 'object' ? v : {}),
    z.discriminatedUnion('handover', [
      z.object({
        handover: z.literal('pickup'),
        location_id: z.preprocess((v) => Number(str(v)), z.number().check(z.refine((n) => locationIds.includes(n), JOURNEY_MESSAGES.location))),
      }),
      z.object({ handover: z.literal('delivery'), delivery_postcode: postcode }),
    ], { error: JOURNEY_MESSAGES.chooseOne }),
  )
}

export const reviewStepSchema = z.object({ ...contactShape, terms_conditions: mustAgree })

export type JourneyAnswers = {
  tradeIn: z.infer<typeof tradeInStepSchema>
  finance: z.infer<typeof financeStepSchema>
  delivery: { handover: 'pickup'; location_id: number } | { handover: 'delivery'; delivery_postcode: string }
  contact: z.infer<typeof reviewStepSchema>
}

/** The whole journey, as the Review step sends it. */
export function journeySchema(locationIds: readonly number[]) {
  return z.object({
    tradeIn: tradeInStepSchema,
    finance: financeStepSchema,
    delivery: deliveryStepSchema(locationIds),
    contact: reviewStepSchema,
  })
}

/** The journey's answers flattened into the lead's fields (what the dealer reads). */
export function journeyLeadFields(a: JourneyAnswers, names: { location?: string | null; estimate?: string | null } = {}): Record<string, unknown> {
  const method = PAYMENT_METHODS.find((m) => m.value === a.finance.payment_method)?.label ?? a.finance.payment_method
  return {
    name: a.contact.name,
    last_name: a.contact.last_name,
    email: a.contact.email,
    phone: a.contact.phone,
    postcode: a.contact.postcode,
    terms_conditions: true,
    trade_in: a.tradeIn.has_trade_in === 'yes' ? 'Yes' : 'No',
    ...(a.tradeIn.has_trade_in === 'yes'
      ? { trade_in_rego: a.tradeIn.rego, trade_in_make: a.tradeIn.make, trade_in_model: a.tradeIn.model, trade_in_km: a.tradeIn.km }
      : {}),
    payment_method: method,
    ...(names.estimate ? { finance_estimate: names.estimate } : {}),
    handover: a.delivery.handover === 'pickup' ? 'Pickup' : 'Delivery',
    ...(a.delivery.handover === 'pickup'
      ? { pickup_location_id: a.delivery.location_id, pickup_location: names.location ?? undefined }
      : { delivery_postcode: a.delivery.delivery_postcode }),
  }
}

/** Where a car can be picked up: the dealer's sales locations (an empty type means sales), or every location when none is. */
export function pickupLocations<T extends { type?: string | null }>(locations: readonly T[]): T[] {
  const sales = locations.filter((l) => !l.type || l.type === 'sales')
  return sales.length > 0 ? sales : [...locations]
}

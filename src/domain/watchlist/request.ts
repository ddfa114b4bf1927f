/**
 * The body of POST /api/watchlist/save-car and /remove-car: JSON `{ phone_number, car_id }`.
 * car_id is the car's numeric id (a number or a string of digits); phone_number is the signed-in
 * shopper's mobile in any usual Australian form, normalised to +61… by the accounts rule
 * (src/domain/accounts/phone.ts), the form customers are stored in. Each wrong field gets its own message.
 */
import { z } from '../validation/zod'

import { normaliseMobile } from '../accounts/phone'

export const WATCHLIST_BODY_MESSAGES = {
  notObject: 'Send a JSON object with phone_number and car_id.',
  phone: 'phone_number must be an Australian mobile number, for example 0412 345 678.',
  carId: 'car_id must be the id of a car (a whole number).',
} as const

const watchlistBodySchema = z.object(
  {
    phone_number: z.preprocess(
      (v) => {
        const normalised = typeof v === 'string' || typeof v === 'number' ? normaliseMobile(String(v)) : null
        return normalised?.ok ? normalised.phone : null
      },
      z.string({ error: WATCHLIST_BODY_MESSAGES.phone }),
    ),
    car_id: z.preprocess(
      (v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,12}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN),
      z.number({ error: WATCHLIST_BODY_MESSAGES.carId }).int(WATCHLIST_BODY_MESSAGES.carId).positive(WATCHLIST_BODY_MESSAGES.carId).max(Number.MAX_SAFE_INTEGER, WATCHLIST_BODY_MESSAGES.carId),
    ),
  },
  { error: WATCHLIST_BODY_MESSAGES.notObject },
)

export type WatchlistBody = { phone: string; carId: number }

/** The body as `{ phone (+61 form), carId }`, or the first problem's message. */
export function parseWatchlistBody(raw: unknown): { ok: true; body: WatchlistBody } | { ok: false; message: string } {
  const parsed = watchlistBodySchema.safeParse(raw)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? WATCHLIST_BODY_MESSAGES.notObject }
  return { ok: true, body: { phone: parsed.data.phone_number, carId: parsed.data.car_id } }
}

/**
 * The body of POST /api/events. Our pages send { event_id, path, ...details } (src/lib/events/client.ts);
 * a dealer's own tag or an older page may name the id eventId, id or event, or send page_path, so those
 * are accepted too, as a number or a numeric string.
 */
import { z } from '@/domain/validation/zod'

import { ANALYTICS_EVENTS, ANALYTICS_EVENT_IDS, type AnalyticsEventId } from '@/domain/forms/analytics'

const id = z.union([z.number().int(), z.string().regex(/^\d{1,4}$/).transform(Number)])
const text = (max: number) => z.union([z.string().max(max), z.number().transform(String)]).optional()

export const eventBodySchema = z
  .object({
    event_id: id.optional(),
    eventId: id.optional(),
    id: id.optional(),
    event: z.union([z.number().int(), z.string().max(60)]).optional(),
    path: text(500),
    page_path: text(500),
    page: text(500),
    car_id: text(40),
    carId: text(40),
    lead_id: text(60),
    data: z.record(z.string().max(60), z.unknown()).optional(),
  })
  .passthrough()
  .transform((b, ctx) => {
    const numericEvent = typeof b.event === 'number' ? b.event : typeof b.event === 'string' && /^\d{1,4}$/.test(b.event) ? Number(b.event) : undefined
    const eventId = b.event_id ?? b.eventId ?? b.id ?? numericEvent
    if (eventId === undefined || !ANALYTICS_EVENT_IDS.includes(eventId as AnalyticsEventId)) {
      ctx.addIssue({ code: 'custom', message: `Unknown event. Known: ${ANALYTICS_EVENT_IDS.join(', ')}.` })
      return z.NEVER
    }
    // Whatever else a sender includes (amount, term...) is kept as data, bounded.
    const known = new Set(['event_id', 'eventId', 'id', 'event', 'path', 'page', 'page_path', 'car_id', 'carId', 'lead_id', 'data'])
    const extra = Object.fromEntries(Object.entries(b).filter(([k]) => !known.has(k)).slice(0, 20))
    const data = { ...extra, ...(b.data ?? {}) }
    return {
      eventId: eventId as AnalyticsEventId,
      name: ANALYTICS_EVENTS[eventId as AnalyticsEventId],
      path: b.path ?? b.page_path ?? b.page ?? null,
      carId: b.car_id ?? b.carId ?? null,
      leadId: b.lead_id ?? null,
      data: JSON.stringify(data).length <= 4000 ? data : {},
    }
  })

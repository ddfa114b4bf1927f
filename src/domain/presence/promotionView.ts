/**
 * What the site renders of a stored promotion, and which promotions to render when. Pure: no React,
 * no Payload, `now` always a parameter, so the server render, the browser gate and the unit tests all
 * apply one rule.
 *
 * Pages are cached until a CMS change, so a page may be served long after it was rendered. The server
 * therefore sends every promotion that may still run (not yet ended when the page was rendered, in the
 * right placement and for the right car type) with its window as two instants, and the browser shows
 * only those live by its own clock (see usePromotionGate.client.ts).
 */
import type { Media, Promotion } from '@/payload-types'
import {
  byPosition,
  promotionMatchesCarType,
  promotionWindow,
  type PromotionCarType,
  type PromotionPlacement,
} from '@/domain/presence/promotions'

/** A stored promotion as the site reads it (without its tenant). */
export type StoredPromotion = Omit<Promotion, 'tenant'>

type PromotionImage = { url: string; alt: string; width: number; height: number }

export type PromotionView = {
  id: number | string
  title: string
  description: string | null
  href: string | null
  linkLabel: string
  image: PromotionImage | null
  placement: PromotionPlacement
  carTypes: PromotionCarType[]
  position: number | null
  /** Epoch ms the first live instant (start of the start day in its zone); null: already running. */
  startsAt: number | null
  /** Epoch ms the first instant after it (end of the expiry day in its zone); null: never ends. */
  endsAt: number | null
}

export const DEFAULT_LINK_LABEL = 'Find out more'

function imageOf(media: number | Media | null | undefined): PromotionImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? 1920, height: media.height ?? 540 }
}

/**
 * The view of a stored promotion, or null when a date cannot be read: such a promotion never runs
 * (the domain rule), and NaN would not survive the JSON trip to the browser anyway.
 */
export function toPromotionView(doc: StoredPromotion): PromotionView | null {
  const { startsAt, endsAt } = promotionWindow({
    startDate: doc.startDate,
    startTimeZone: doc.startDate_tz,
    expiryDate: doc.expiryDate,
    expiryTimeZone: doc.expiryDate_tz,
  })
  if ((startsAt && Number.isNaN(startsAt.getTime())) || (endsAt && Number.isNaN(endsAt.getTime()))) return null
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description?.trim() || null,
    href: doc.link?.trim() || null,
    linkLabel: doc.linkLabel?.trim() || DEFAULT_LINK_LABEL,
    image: imageOf(doc.image),
    placement: doc.placement,
    carTypes: doc.carTypes ?? [],
    position: typeof doc.position === 'number' ? doc.position : null,
    startsAt: startsAt ? startsAt.getTime() : null,
    endsAt: endsAt ? endsAt.getTime() : null,
  }
}

type Window = Pick<PromotionView, 'startsAt' | 'endsAt'>

/** startsAt <= now < endsAt, each side open when null. */
export function isLiveAt(p: Window, now: number): boolean {
  return (p.startsAt === null || p.startsAt <= now) && (p.endsAt === null || now < p.endsAt)
}

/**
 * What the server sends for one placement: readable, in the placement, for the page's car type, not
 * ended at `now`, in position order. Upcoming ones are kept so the browser can start them on time.
 */
export function promotionCandidates(
  docs: readonly StoredPromotion[],
  options: { placement: PromotionPlacement; carType?: PromotionCarType | readonly PromotionCarType[] | null; now: number },
): PromotionView[] {
  return docs
    .filter((d) => d.placement === options.placement)
    .map(toPromotionView)
    .filter((v): v is PromotionView => v !== null)
    .filter((v) => promotionMatchesCarType(v, options.carType) && (v.endsAt === null || options.now < v.endsAt))
    .sort(byPosition)
}

/** The gate's decision: those live at `now`, in the given order, at most `limit`. */
export function gatePromotions<P extends Window>(list: readonly P[], now: number, limit?: number | null): P[] {
  const live = list.filter((p) => isLiveAt(p, now))
  return typeof limit === 'number' && Number.isFinite(limit) && limit >= 0 ? live.slice(0, Math.floor(limit)) : live
}

/** The next instant after `now` at which one of them starts or ends (when the gate must look again), or null. */
export function nextChangeAt(list: readonly Window[], now: number): number | null {
  let next: number | null = null
  for (const p of list) {
    for (const t of [p.startsAt, p.endsAt]) {
      if (t !== null && t > now && (next === null || t < next)) next = t
    }
  }
  return next
}

/**
 * setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days), so a far-off change is
 * re-checked at that horizon instead.
 */
export const MAX_TIMER_DELAY_MS = 2_147_483_647

/** Looking a little after a boundary, so it has surely passed by the time the timer fires. */
export const GATE_LATE_MS = 50

/** How long to wait before looking again, or null when nothing will change. */
export function gateDelay(list: readonly Window[], now: number): number | null {
  const next = nextChangeAt(list, now)
  return next === null ? null : Math.min(next - now + GATE_LATE_MS, MAX_TIMER_DELAY_MS)
}

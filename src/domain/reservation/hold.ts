/**
 * How long a paid reservation holds the car ("a refundable deposit holds a car
 * for 48 hours"; the hours are the dealer's `holdHours`), and how long an unpaid checkout may stay open
 * before it counts as abandoned.
 */
const HOUR_MS = 3_600_000

/** The hold ends holdHours after the payment. */
export function heldUntil(paidAt: Date, holdHours: number): Date {
  const hours = Number.isFinite(holdHours) && holdHours > 0 ? holdHours : 48
  return new Date(paidAt.getTime() + hours * HOUR_MS)
}

/** Whether a hold is over at `now` (a hold ending exactly now is over). */
export function holdIsOver(until: Date | string | null | undefined, now: Date): boolean {
  if (!until) return false
  const t = typeof until === 'string' ? Date.parse(until) : until.getTime()
  return Number.isFinite(t) && t <= now.getTime()
}

/** A hosted checkout stays payable for 30 minutes (the payment service's session lifetime). */
const CHECKOUT_SESSION_MINUTES = 30
/** A pending reservation is abandoned once its session has certainly closed (a little grace for clocks). */
export const ABANDON_AFTER_MINUTES = CHECKOUT_SESSION_MINUTES + 5

export function checkoutIsAbandoned(createdAt: Date | string, now: Date): boolean {
  const t = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime()
  return Number.isFinite(t) && now.getTime() - t >= ABANDON_AFTER_MINUTES * 60_000
}

/** 'Saturday 14 June, 3:05 pm' in the dealer's time zone: when the hold ends, for the confirmation page. */
export function formatHoldEnd(until: Date, timeZone = 'Australia/Brisbane'): string {
  return new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone }).format(until)
}

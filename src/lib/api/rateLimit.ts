/**
 * Per-address fixed-window rate limits for the public endpoints, in this process's memory: the count when
 * one web instance serves the site. Several instances count in Redis instead (sharedRateLimit.ts,
 * with REDIS_URL; endpoints call its takeToken). Limits come
 * from the environment so a benchmark or a busy dealer can raise them without a release:
 *   LEADS_RATE_LIMIT / LEADS_RATE_WINDOW_SECONDS (default 30 leads per 600 s per address per dealer:
 *   shoppers behind one mobile carrier's shared address send to many dealers, so one dealer's count
 *   never refuses another's shopper; reservations and online purchases count the same way),
 *   EVENTS_RATE_LIMIT / EVENTS_RATE_WINDOW_SECONDS (default 120 per 60 s),
 *   VALUATION_RATE_LIMIT / VALUATION_RATE_WINDOW_SECONDS (default 40 per 600 s), same for GEOCODE_,
 *   SIGN_IN_RATE_LIMIT / SIGN_IN_RATE_WINDOW_SECONDS (default 30 sign-in code checks per 600 s),
 *   CSP_REPORTS_RATE_LIMIT / CSP_REPORTS_RATE_WINDOW_SECONDS (default 30 violation reports per 60 s per
 *   address) and CSP_REPORTS_DEALER_ (600 per hour per dealer, whoever sends them), and
 *   PRIVACY_RATE_LIMIT / PRIVACY_RATE_WINDOW_SECONDS (default 10 exports or erasures per hour per admin user).
 */
type Window = { start: number; count: number }

const DEFAULTS = {
  LEADS: { limit: 30, windowS: 600 },
  EVENTS: { limit: 120, windowS: 60 },
  VALUATION: { limit: 40, windowS: 600 },
  GEOCODE: { limit: 40, windowS: 600 },
  SIGN_IN: { limit: 30, windowS: 600 },
  CSP_REPORTS: { limit: 30, windowS: 60 },
  CSP_REPORTS_DEALER: { limit: 600, windowS: 3600 },
  PRIVACY: { limit: 10, windowS: 3600 },
} as const
export type LimitName = keyof typeof DEFAULTS

const windows = new Map<string, Window>()
let lastSweep = 0

export function limitSettings(name: LimitName) {
  const limit = Number(process.env[`${name}_RATE_LIMIT`] ?? DEFAULTS[name].limit)
  const windowS = Number(process.env[`${name}_RATE_WINDOW_SECONDS`] ?? DEFAULTS[name].windowS)
  return {
    limit: Number.isFinite(limit) && limit > 0 ? limit : DEFAULTS[name].limit,
    windowMs: (Number.isFinite(windowS) && windowS > 0 ? windowS : DEFAULTS[name].windowS) * 1000,
  }
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterS: number }

export function takeTokenInMemory(name: LimitName, key: string, now = Date.now()): RateDecision {
  const { limit, windowMs } = limitSettings(name)
  // Forget finished windows now and then, so a flood of one-off addresses cannot grow the map forever.
  if (now - lastSweep > 60_000) {
    lastSweep = now
    for (const [k, w] of windows) if (now - w.start > 3_600_000) windows.delete(k)
  }
  const id = `${name}:${key}`
  const current = windows.get(id)
  if (!current || now - current.start >= windowMs) {
    windows.set(id, { start: now, count: 1 })
    return { allowed: true }
  }
  if (current.count >= limit) return { allowed: false, retryAfterS: Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) }
  current.count++
  return { allowed: true }
}

/** The key of a limit counted per dealer site: one address's leads to one dealer. */
export const perDealer = (tenantId: number | string, address: string) => `${tenantId}:${address}`

/** Tests start each case from a clean slate. */
export const resetRateLimits = () => windows.clear()


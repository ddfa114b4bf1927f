/**
 * What the forms keep in the browser: the stored user details that prefill the next form
 * (name, last_name, email, phone, postcode) and the attribution sent with a lead (pages visited
 * this session, the landing page's marketing query parameters, the first and last touch).
 *
 * Touches live in the session's storage, so they last the visit. With the shopper's consent to
 * marketing they are also kept across visits for 90 days (src/lib/tags/browser.ts keeps or deletes
 * that copy as the consent changes; a copy exists only while it holds, so one found here may be read
 * and updated).
 */
import { STORED_DETAILS_KEY, STORED_DETAIL_FIELDS } from '@/domain/forms/storedDetails'
import { nextTouches, touchFrom, type Touches } from '@/domain/marketing/touch'
import { KEPT_TOUCHES_KEY } from '@/lib/tags/browser'

const VISITS_KEY = 'forecourt:visited-pages'
const PARAMS_KEY = 'forecourt:linked-query-params'
const TOUCHES_KEY = KEPT_TOUCHES_KEY
/** The referrer belongs to the document's first page view: later client-side navigations keep it unchanged. */
let referrerUsed = false
const TRACKED_PARAMS = /^(utm_[a-z]+|gclid|fbclid|msclkid|campaign|source)$/i

export function readStoredDetails(): Record<string, string> {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORED_DETAILS_KEY) ?? '{}')
    return Object.fromEntries(STORED_DETAIL_FIELDS.filter((k) => typeof parsed?.[k] === 'string').map((k) => [k, parsed[k] as string]))
  } catch {
    return {}
  }
}

export function storeDetails(values: Record<string, unknown>) {
  try {
    const details = Object.fromEntries(STORED_DETAIL_FIELDS.filter((k) => typeof values[k] === 'string' && values[k]).map((k) => [k, values[k]]))
    if (Object.keys(details).length) localStorage.setItem(STORED_DETAILS_KEY, JSON.stringify({ ...readStoredDetails(), ...details }))
  } catch {
    /* private mode: nothing remembered */
  }
}

/** Notes this page in the session's visit list and keeps the first marketing parameters seen. */
export function recordVisit() {
  try {
    const landing = sessionStorage.getItem(VISITS_KEY) === null
    const referrer = referrerUsed ? '' : document.referrer
    referrerUsed = true
    const now = new Date()
    const kept = localStorage.getItem(TOUCHES_KEY)
    const stored = JSON.parse(sessionStorage.getItem(TOUCHES_KEY) ?? kept ?? 'null') as Touches | null
    const next = JSON.stringify(nextTouches(stored, touchFrom(window.location.href, referrer, now, landing), now))
    sessionStorage.setItem(TOUCHES_KEY, next)
    if (kept !== null) localStorage.setItem(TOUCHES_KEY, next)
    const visits: string[] = JSON.parse(sessionStorage.getItem(VISITS_KEY) ?? '[]')
    const here = window.location.pathname + window.location.search
    if (visits.at(-1) !== here) sessionStorage.setItem(VISITS_KEY, JSON.stringify([...visits, here].slice(-20)))
    const params = Object.fromEntries([...new URLSearchParams(window.location.search)].filter(([k]) => TRACKED_PARAMS.test(k)).slice(0, 20))
    if (Object.keys(params).length && !sessionStorage.getItem(PARAMS_KEY)) sessionStorage.setItem(PARAMS_KEY, JSON.stringify(params))
  } catch {
    /* storage off: attribution is best effort */
  }
}

/** The session's first and last touch alone (the reservation and the online purchase send these). */
export function touches(): { first_touch?: Touches['first']; last_touch?: Touches['last'] } {
  const { first_touch, last_touch } = attribution()
  return { first_touch, last_touch }
}

export function attribution() {
  const read = <T,>(key: string, fallback: T): T => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? fallback
    } catch {
      return fallback
    }
  }
  const touches = read<Touches>(TOUCHES_KEY, {})
  return {
    source_page: (window.location.pathname + window.location.search).slice(0, 500),
    visited_pages: read<string[]>(VISITS_KEY, []).slice(-20),
    linked_query_params: read<Record<string, string>>(PARAMS_KEY, {}),
    referrer: document.referrer.slice(0, 500) || undefined,
    first_touch: touches.first,
    last_touch: touches.last,
  }
}

/** One key per form fill: a double click or a retried request then makes one lead, not two. */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

/**
 * Browser analytics (spec 02 §7 "Analytics events by id ... Tracking only", spec 01 §8 "Analytics
 * failures: warnings only"). An event goes to `window.dataLayer` when the page has one, and to
 * POST /api/events with navigator.sendBeacon. Nothing here throws.
 */

const ANALYTICS_EVENT_NAME = 'forecourt_event'
export const ANALYTICS_ENDPOINT = '/api/events'

/** Event ids (spec 01 §7, spec 02 §7). */
export const ANALYTICS_EVENTS = {
  calculatorUsed: 26,
  financeModal: 9,
  testDriveOnlyEnquiry: 17,
  testDrive: 48,
  usedEnquiry: 15,
  newEnquiry: 14,
  tradeInOffer: 18,
} as const

export type AnalyticsData = Record<string, string | number | boolean | null | undefined>
type AnalyticsEvent = { event: typeof ANALYTICS_EVENT_NAME; event_id: number; page_path?: string } & AnalyticsData

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

function buildEvent(eventId: number, data: AnalyticsData = {}): AnalyticsEvent {
  const page_path = typeof window !== 'undefined' ? window.location?.pathname : undefined
  return { event: ANALYTICS_EVENT_NAME, event_id: eventId, ...(page_path ? { page_path } : {}), ...data }
}

/** Sends one event. Returns whether the beacon was queued (false when it could not be; a warning is logged). */
export function track(eventId: number, data: AnalyticsData = {}): boolean {
  if (typeof window === 'undefined') return false
  const event = buildEvent(eventId, data)
  try {
    if (Array.isArray(window.dataLayer)) window.dataLayer.push(event)
  } catch (error) {
    console.warn('Analytics: could not push to dataLayer', error)
  }
  try {
    const nav = typeof navigator !== 'undefined' ? navigator : undefined
    if (!nav || typeof nav.sendBeacon !== 'function') {
      console.warn('Analytics: sendBeacon is not available')
      return false
    }
    const queued = nav.sendBeacon(ANALYTICS_ENDPOINT, new Blob([JSON.stringify(event)], { type: 'application/json' }))
    if (!queued) console.warn(`Analytics: event ${eventId} was not queued`)
    return queued
  } catch (error) {
    console.warn(`Analytics: event ${eventId} failed`, error)
    return false
  }
}

/** A function that sends the event on its first call only (spec 02 §4: "fires a one-time analytics event"). */
export function once(eventId: number, data: AnalyticsData = {}): () => void {
  let sent = false
  return () => {
    if (sent) return
    sent = true
    track(eventId, data)
  }
}

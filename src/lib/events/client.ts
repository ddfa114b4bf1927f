'use client'
/**
 * The browser's one way to send analytics: every event (forms, calculators, phone reveal, favourites,
 * print, views) and the Core Web Vitals batches go to POST /api/events through `sendToEvents`.
 *
 * sendBeacon first, so a navigation (a lead's jump to /success, a shopper leaving) does not cancel the
 * request; a keepalive fetch when the browser refuses the beacon. Where the dealer turned it on, an
 * event is also pushed onto their dataLayer for Google Tag Manager, and reaches their marketing tags
 * under the ASC's name (src/lib/tags/browser.ts). Tracking only: nothing here throws,
 * and no cookie goes with it (the endpoint takes the dealer from the Host header).
 */
import { ANALYTICS_EVENTS, type AnalyticsEventId } from '@/domain/forms/analytics'
import { sendPlatformEvent } from '../tags/browser'
import { isDataLayerName, windowDataLayer, type DataLayerSetting } from './dataLayer'

export type { DataLayerSetting }
export const EVENTS_ENDPOINT = '/api/events'

type Details = Record<string, unknown>

/** Posts one JSON body to /api/events, as text/plain (a beacon's simple type: no preflight). */
export function sendToEvents(body: string): void {
  try {
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(EVENTS_ENDPOINT, new Blob([body], { type: 'text/plain' }))
    if (!sent) void fetch(EVENTS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain' } }).catch(() => undefined)
  } catch {
    /* tracking only */
  }
}

function pushToDataLayer(eventId: AnalyticsEventId, details: Details, dataLayer: DataLayerSetting | undefined) {
  // A setting that is no plain variable name writes nothing onto window.
  if (!dataLayer?.enabled || !isDataLayerName(dataLayer.name)) return
  try {
    windowDataLayer(dataLayer.name).push({ event: `forecourt_${eventId}`, forecourt_event_id: eventId, forecourt_event: ANALYTICS_EVENTS[eventId], ...details })
  } catch {
    /* tracking only */
  }
}

/** Sends one event (and pushes it onto the dealer's dataLayer when that is on). */
export function trackEvent(eventId: AnalyticsEventId, details: Details = {}, dataLayer?: DataLayerSetting): void {
  if (typeof window === 'undefined') return
  sendToEvents(JSON.stringify({ event_id: eventId, path: window.location.pathname, ...details }))
  pushToDataLayer(eventId, details, dataLayer)
  sendPlatformEvent(eventId, details)
}

/** A function that sends the event on its first call only (a calculator's first use, say). */
export function trackOnce(eventId: AnalyticsEventId, details: Details = {}, dataLayer?: DataLayerSetting): () => void {
  let sent = false
  return () => {
    if (sent) return
    sent = true
    trackEvent(eventId, details, dataLayer)
  }
}

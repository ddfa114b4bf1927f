'use client'
/**
 * Browser side of the analytics events: posts to /api/events (sendBeacon, so a navigation to /success
 * does not cancel it) and, where the dealer turned it on, pushes the same event onto their dataLayer
 * for Google Tag Manager. Tracking only: every failure is swallowed.
 */
import { ANALYTICS_EVENTS, type AnalyticsEventId } from '../../domain/forms/analytics'

export type DataLayerSetting = { enabled: boolean; name: string }

export function trackEvent(eventId: AnalyticsEventId, details: Record<string, unknown> = {}, dataLayer?: DataLayerSetting) {
  const body = JSON.stringify({ event_id: eventId, path: window.location.pathname, ...details })
  try {
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/events', new Blob([body], { type: 'text/plain' }))
    if (!sent) void fetch('/api/events', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined)
  } catch {
    /* tracking only */
  }
  if (dataLayer?.enabled && /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(dataLayer.name)) {
    try {
      const w = window as unknown as Record<string, unknown[] | undefined>
      const layer = (w[dataLayer.name] ??= [])
      layer.push({ event: `forecourt_${eventId}`, forecourt_event_id: eventId, forecourt_event: ANALYTICS_EVENTS[eventId], ...details })
    } catch {
      /* tracking only */
    }
  }
}

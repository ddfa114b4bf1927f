/**
 * Analytics events by id. Tracking only: a failure never blocks a form.
 */
export const ANALYTICS_EVENTS = {
  4: 'used vehicle view',
  9: 'finance modal',
  14: 'new enquiry',
  15: 'used enquiry',
  17: 'test drive only enquiry',
  18: 'trade-in offer',
  25: 'phone click',
  26: 'calculator used',
  39: 'save or favourite',
  48: 'test drive',
  49: 'search page view',
  60: 'history report',
  61: 'print',
} as const
export type AnalyticsEventId = keyof typeof ANALYTICS_EVENTS
export const ANALYTICS_EVENT_IDS = Object.keys(ANALYTICS_EVENTS).map(Number) as AnalyticsEventId[]

/**
 * Which event a completed lead fires: a car tagged 'Test Drive Only' fires 17; a test drive 48; an
 * enquiry about a used car 15, about a new (or demo) car 14; a trade-in or instant offer 18.
 */
export function leadEventId(lead: { form: string; carType?: string | null; carTag?: string | null }): AnalyticsEventId | null {
  if (lead.carTag && lead.carTag.trim().toLowerCase() === 'test drive only') return 17
  if (lead.form === 'test-drive') return 48
  if (lead.form === 'trade-in' || lead.form === 'instant-offer') return 18
  if (lead.form === 'enquiry' && lead.carType) return lead.carType === 'used' ? 15 : 14
  return null
}

/**
 * The stored user details that prefill forms, in localStorage under this key. Kept apart
 * from contact.ts (the zod schemas) because the browser reads them on every page (src/components/forms/
 * browser.ts, through the site layout's VisitTracker): importing them from contact.ts put zod in every
 * page's first-load JavaScript.
 */
export const STORED_DETAILS_KEY = 'forecourt:user-details'
export const STORED_DETAIL_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const

import type { Where } from 'payload'

/**
 * A site's own promotions and popups and those its dealer group shares with it (src/fields/sharedSites.ts).
 * The public reads filter by the resolved site's id itself, as every public read does.
 */
export const shownOnSite = (siteId: number): Where => ({ or: [{ tenant: { equals: siteId } }, { sites: { in: [siteId] } }] })

/**
 * A dealer's two ad feeds (Google vehicle ads TSV, Meta automotive catalog CSV), each with the cars it
 * had to leave out and why, built from src/lib/adFeeds/listings.ts by the pure builders in
 * src/domain/feeds.
 *
 * Cached per dealer (and origin) with the tags the rest of the site uses: `stock:{id}`, which every
 * vehicle change evicts (collections/Vehicles/hooks/revalidateVehicle.ts), and `tenant:{id}`, which a
 * change to the dealer, its locations (store codes, addresses) or its media evicts. So a changed car is
 * in the next feed fetched, and nothing else has to remember the feeds.
 */
import { gunzipSync, gzipSync } from 'node:zlib'

import { unstable_cache } from 'next/cache'

import { adTitle, type AdListing } from '@/domain/feeds/adInput'
import { buildGoogleVehicleFeed, toGoogleTsv } from '@/domain/feeds/googleVehicleAds'
import { buildMetaVehicleFeed, toMetaCsv } from '@/domain/feeds/metaVehicles'
import { stockTag, tenantTag } from '@/domain/cache/tags'
import type { SiteTenant } from '../site/tenant'
import { adSite, loadAdListings } from './listings'

const AD_CHANNELS = ['google', 'meta'] as const
export type AdChannel = (typeof AD_CHANNELS)[number]

/** A car a feed left out: enough for staff to find it and fix it. */
export type LeftOutCar = { id: number | string; name: string; stocknum: string | null; reasons: string[] }

type AdFeed = { body: string; rows: number; leftOut: LeftOutCar[] }
export type AdFeeds = Record<AdChannel, AdFeed>

/**
 * A backstop only: every stock and dealer change evicts the feeds at once through their tags. A bulk
 * import that turns revalidation off for its writes still reaches the feeds within the hour, and Meta
 * fetches at most hourly anyway (feeds.md §B).
 */
const REVALIDATE_SECONDS = 3600

function leftOut(listings: readonly AdListing[], rejected: ReadonlyArray<{ id: string | number; stocknum: string | null; reasons: string[] }>): LeftOutCar[] {
  const names = new Map(listings.map((l) => [String(l.car.id), adTitle(l.car)]))
  return rejected.map((r) => ({ id: r.id, name: names.get(String(r.id)) ?? String(r.id), stocknum: r.stocknum, reasons: r.reasons }))
}

/** Both feeds from listings already loaded (pure; the tests and the cached reader use it). */
function buildAdFeeds(listings: readonly AdListing[], tenant: SiteTenant, origin: string): AdFeeds {
  const site = adSite(tenant, origin)
  const google = buildGoogleVehicleFeed(listings, site)
  const meta = buildMetaVehicleFeed(listings, site)
  return {
    google: { body: toGoogleTsv(google.rows), rows: google.rows.length, leftOut: leftOut(listings, google.rejected) },
    meta: { body: toMetaCsv(meta.rows), rows: meta.rows.length, leftOut: leftOut(listings, meta.rejected) },
  }
}

/** Both feeds, read fresh from the database (no cache). */
export async function loadAdFeeds(tenant: SiteTenant, origin: string): Promise<AdFeeds> {
  return buildAdFeeds(await loadAdListings(tenant, origin), tenant, origin)
}

/**
 * Next's data cache refuses entries over 2 MB (and throws in development); a large dealer's files pass
 * that (thousands of rows with dealer comments and ten photo URLs each). The bodies are stored gzipped,
 * which text this repetitive shrinks about tenfold, and unpacked per request (milliseconds).
 */
type PackedFeeds = Record<AdChannel, Omit<AdFeed, 'body'> & { gz: string }>

const pack = (feeds: AdFeeds): PackedFeeds =>
  Object.fromEntries(AD_CHANNELS.map((c) => [c, { rows: feeds[c].rows, leftOut: feeds[c].leftOut, gz: gzipSync(feeds[c].body).toString('base64') }])) as PackedFeeds

const unpack = (packed: PackedFeeds): AdFeeds =>
  Object.fromEntries(
    AD_CHANNELS.map((c) => [c, { rows: packed[c].rows, leftOut: packed[c].leftOut, body: gunzipSync(Buffer.from(packed[c].gz, 'base64')).toString('utf8') }]),
  ) as AdFeeds

/** Both feeds of the dealer at this origin, cached until its stock or the dealer changes. */
export async function getAdFeeds(tenant: SiteTenant, origin: string): Promise<AdFeeds> {
  const packed = await unstable_cache(async () => pack(await loadAdFeeds(tenant, origin)), ['ad-feeds', String(tenant.id), origin], {
    tags: [stockTag(tenant.stockTenantId), tenantTag(tenant.id), tenantTag(tenant.stockTenantId)],
    revalidate: REVALIDATE_SECONDS,
  })()
  return unpack(packed)
}

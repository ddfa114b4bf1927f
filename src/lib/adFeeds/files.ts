/**
 * The two feed files a dealer site publishes (each switched on in the CMS, tenants/settings.ts group
 * `adFeeds`), how they are answered, and the staff report of what each one leaves out.
 */
import { getTenantByHost, siteOrigin, type SiteTenant } from '../site/tenant'
import { getAdFeeds, type AdChannel, type LeftOutCar } from './feeds'
import { hostParam } from '@/domain/security/percentDecoding'

type FeedFile = { path: string; contentType: string; setting: 'googleVehicleAdsFeed' | 'metaVehiclesFeed'; label: string }

const AD_FEED_FILES: Record<AdChannel, FeedFile> = {
  google: {
    path: '/feeds/google-vehicle-ads.tsv',
    contentType: 'text/tab-separated-values; charset=utf-8',
    setting: 'googleVehicleAdsFeed',
    label: 'Google vehicle ads',
  },
  meta: { path: '/feeds/meta-vehicles.csv', contentType: 'text/csv; charset=utf-8', setting: 'metaVehiclesFeed', label: 'Meta automotive catalog' },
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * The feed file for the dealer of this host. A dealer that has not switched the feed on answers 404,
 * like any other page it does not have, so nothing about its stock is published before it chooses to.
 */
export async function adFeedResponse(channel: AdChannel, params: Promise<{ host: string }>): Promise<Response> {
  const host = hostParam((await params).host)
  const tenant = await getTenantByHost(host)
  const file = AD_FEED_FILES[channel]
  if (!tenant || tenant.settings[file.setting] !== true) return notFound()
  const feeds = await getAdFeeds(tenant, siteOrigin(tenant, host))
  // Cached like the sitemap: the platforms fetch every few hours at most.
  return new Response(feeds[channel].body, { headers: { 'content-type': file.contentType, 'cache-control': 'public, max-age=300' } })
}

export type AdFeedChannelReport = { label: string; enabled: boolean; url: string; rows: number; leftOut: LeftOutCar[] }
export type AdFeedReport = Record<AdChannel, AdFeedChannelReport>

/** The dealer's public origin as its feeds use it: its first domain (its development address without one). */
function dealerOrigin(tenant: SiteTenant): string {
  return siteOrigin(tenant, tenant.primaryDomain ?? `${tenant.slug}.localhost`)
}

/**
 * What each feed publishes and leaves out, switched on or not (so staff can fix the cars before
 * switching a feed on). Read through the same cache as the files, which any stock change evicts.
 */
export async function adFeedReport(tenant: SiteTenant): Promise<AdFeedReport> {
  const origin = dealerOrigin(tenant)
  const feeds = await getAdFeeds(tenant, origin)
  const one = (channel: AdChannel): AdFeedChannelReport => ({
    label: AD_FEED_FILES[channel].label,
    enabled: tenant.settings[AD_FEED_FILES[channel].setting] === true,
    url: `${origin}${AD_FEED_FILES[channel].path}`,
    rows: feeds[channel].rows,
    leftOut: feeds[channel].leftOut,
  })
  return { google: one('google'), meta: one('meta') }
}

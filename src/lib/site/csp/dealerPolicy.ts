/**
 * The frame policy of one dealer's pages (src/domain/security/contentSecurityPolicy.ts
 * dealerFramePolicy), from its settings and its published pages, cached per dealer (tag `tenant:{id}`,
 * so a page or settings change recomputes it). The dealer layout renders it as a `<meta>` policy in the
 * page's head, and the server sends the same list in the Content-Security-Policy header
 * (src/domain/security/headFramePolicy.ts): the page's HTML is cached, the header is made per answer.
 */
import { unstable_cache } from 'next/cache'

import { dealerFramePolicy } from '@/domain/security/contentSecurityPolicy'
import { tagPolicySources, type SiteTag } from '@/domain/marketing/tags'
import { YOUTUBE_EMBED_HOSTS } from '@/domain/vehicle-page/externalVideo'
import { tenantTag } from '@/domain/cache/tags'
import { GOOGLE_EMBED_PLACE_URL } from '../../maps'
import { payloadClient, publicRead } from '../../payload'

type Settings = { mapProvider?: string | null; mapKey?: string | null }

/** `tags`: the dealer's tags switched on (SiteTenant.tags). */
export function getDealerFramePolicy(tenantId: number, settings: Settings, tags: readonly SiteTag[]): Promise<string> {
  const mapEmbedOrigin = settings.mapProvider === 'google-embed' && settings.mapKey?.trim() ? new URL(GOOGLE_EMBED_PLACE_URL).origin : null
  // The frames of the dealer's marketing tags (a chat's window, Google Ads' measurement frame).
  const tagFrames = tagPolicySources(tags).frame
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const pages = await payload.find({
        collection: 'pages',
        where: { tenant: { equals: tenantId } },
        limit: 1000,
        depth: 0,
        draft: false,
        pagination: false,
        // Only the booking blocks' frame address: the other blocks come back as their id and type.
        select: { layout: { serviceBooking: { frameUrl: true } } },
        ...publicRead,
      })
      const frameUrls = pages.docs.flatMap((page) =>
        (page.layout ?? []).flatMap((block) => ('frameUrl' in block && typeof block.frameUrl === 'string' && block.frameUrl ? [block.frameUrl] : [])),
      )
      return dealerFramePolicy({ youtubeHosts: YOUTUBE_EMBED_HOSTS, mapEmbedOrigin, frameUrls: [...frameUrls, ...tagFrames] })
    },
    ['dealer-frame-policy', String(tenantId), mapEmbedOrigin ?? '', ...tagFrames],
    { tags: [tenantTag(tenantId)] },
  )()
}

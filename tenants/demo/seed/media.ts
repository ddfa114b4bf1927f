/**
 * The demo dealers' images, uploaded from tenants/demo/seed/assets/ (nothing is downloaded).
 *
 * File names are `{dealer slug}-{role}.{ext}`: Payload keeps an upload's name (file names are unique
 * across the whole media collection, hence the slug prefix), so the name found on a second run is
 * the one given on the first. Heroes and banners are WebP made by scripts/make-demo-images.ts; logos
 * are hand-written SVG, which Payload stores as is (its sharp conversion applies to bitmaps only),
 * so they stay sharp at any size.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Media } from '@/payload-types'
import { findOrCreate, type SeedApi } from './api'
import type { Dealer, DealerSlug } from './dealers'

const ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'assets')

export type MediaRole = 'logo' | 'hero' | 'banner'

const ALT: Record<DealerSlug, Record<MediaRole, string>> = {
  'harbour-city': {
    logo: 'Harbour City Motor Group',
    hero: 'A white SUV on a palm-lined foreshore road, with high-rises across the water under a rising moon',
    banner: 'A hatchback raised on a workshop hoist, with tools on the wall behind',
  },
  'bayside-mazda': {
    logo: 'Bayside Mazda',
    hero: 'A red SUV on the beach road past a row of colourful bathing boxes and a pier',
    banner: 'A red hatchback on a winding coast road below a lighthouse',
  },
  'outback-used': {
    logo: 'Outback Used Cars & Caravans',
    hero: 'A ute towing a caravan along a red-dirt road at sunset, with a windmill and ranges behind',
    banner: 'A caravan with lit windows camped beside a fire under the Milky Way',
  },
}

const mediaFileName = (slug: DealerSlug, role: MediaRole) => `${slug}-${role}.${role === 'logo' ? 'svg' : 'webp'}`

/** Uploads (or finds) the dealer's logo, hero and banner; returns their media records by role. */
export async function seedDealerMedia(api: SeedApi, dealer: Dealer, tenantId: number): Promise<Record<MediaRole, Media>> {
  const slug = dealer.tenant.slug
  const result = {} as Record<MediaRole, Media>
  for (const role of ['logo', 'hero', 'banner'] as const) {
    const filename = mediaFileName(slug, role)
    result[role] = await findOrCreate(
      api,
      'media',
      { and: [{ tenant: { equals: tenantId } }, { filename: { equals: filename } }] },
      { alt: ALT[slug][role], tenant: tenantId },
      path.join(ASSETS_DIR, filename),
    )
  }
  return result
}

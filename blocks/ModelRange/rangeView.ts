/**
 * What a model card shows, worked out from a stored range model (pure: no React, no I/O), and the
 * small URL and layout rules of the range block. The domain rules themselves live in
 * src/domain/presence/range.ts.
 */
import type { Media, RangeModel } from '@/payload-types'
import {
  modelBadge,
  modelHref,
  normaliseBody,
  rangeGridRows,
  truncateDescription,
  type RangeBody,
} from '@/domain/presence/range'
import { formatAud } from '@/domain/vehicles/price'

/** The query parameter the range page filters by (/models?body={body name}). */
export const BODY_PARAM = 'body'

/** Catalogue images (/assets/models/*.webp) are 3:2. */
const CATALOGUE_IMAGE = { width: 960, height: 640 }

type RangeCardImage = { src: string; alt: string; width: number; height: number }

export type RangeCard = {
  id: string
  name: string
  href: string
  image: RangeCardImage | null
  /** 'From $33,990', or null without a price. */
  price: string | null
  badge: 'NEW' | 'COMING SOON' | null
  description: string
  /** Whitelisted bodies only, each once. */
  bodies: RangeBody[]
}

/** 'From $33,990'; null for a missing, zero or negative price. */
export function fromPriceText(price: number | null | undefined): string | null {
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? `From ${formatAud(Math.round(price))}` : null
}

function cardImage(doc: Pick<RangeModel, 'image' | 'imageUrl'>): RangeCardImage | null {
  const media = doc.image && typeof doc.image === 'object' ? (doc.image as Media) : null
  // The card names the model beside the image, so the image adds nothing for a screen reader.
  if (media?.url) return { src: media.url, alt: '', width: media.width ?? CATALOGUE_IMAGE.width, height: media.height ?? CATALOGUE_IMAGE.height }
  const url = doc.imageUrl?.trim()
  return url ? { src: url, alt: '', ...CATALOGUE_IMAGE } : null
}

/** A stored range model as its card. */
export function toRangeCard(doc: RangeModel, options: { useNewSlug: boolean }): RangeCard {
  const bodies = [...new Set((doc.bodies ?? []).map((b) => normaliseBody(b)).filter((b): b is RangeBody => b !== null))]
  return {
    id: String(doc.id),
    name: doc.name,
    href: modelHref({ slug: doc.slug, newSlug: doc.newSlug, overrideUrl: doc.overrideUrl }, options),
    image: cardImage(doc),
    price: fromPriceText(doc.fromPrice),
    badge: modelBadge(doc.status),
    description: truncateDescription(doc.shortDescription),
    bodies,
  }
}

/**
 * `href` with `?body=` set to `body` (other parameters and the hash kept), for history.replaceState
 * so the chosen category can be shared.
 */
export function hrefWithBody(href: string, body: string): string {
  const url = new URL(href, 'http://x')
  url.searchParams.set(BODY_PARAM, body)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * For each of `count` visible cards, how many cards share its row (the range's 4-to-a-row split that
 * never leaves one card alone: 5 → 3 + 2). The grid sizes each card from this.
 */
export function rowSizes(count: number): number[] {
  return rangeGridRows(count).flatMap((row) => row.map(() => row.length))
}

/**
 * Sample data: every block ships a `sample.ts` with realistic content, rendered by the block gallery
 * (/block-gallery, src/app/(site)/[host]/block-gallery) and walked by tests/e2e/block-gallery.spec.ts.
 * blocks/samples.ts maps every block type to its sample with a type that lists every block type, so a
 * block without sample data fails the type check.
 */
import type { Media } from '@/payload-types'
import type { BlockOf, LayoutBlock } from './types'

/** Every block type (slug) of the Pages layout. */
export type BlockSlug = LayoutBlock['blockType']

export type BlockSample<K extends BlockSlug> = {
  /** The block's data, as Payload would store it. */
  block: BlockOf<K>
  /**
   * What the block reads from the dealer besides its own data (locations, promotions, stock...), when
   * it does: with none of it the block renders nothing, and the gallery says so under its name.
   */
  readsFromDealer?: string
}

/**
 * An image for a sample: one of the model photos in public/assets/models (960 × 640), in the shape of
 * an uploaded Media document, so image blocks render without an upload in the database.
 */
export function sampleImage(file: string, alt: string): Media {
  return { id: 0, alt, url: `/assets/models/${file}`, filename: file, mimeType: 'image/webp', width: 960, height: 640, updatedAt: '2026-01-01T00:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z' }
}

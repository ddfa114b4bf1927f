/**
 * The block gallery's list: every block of the Pages layout (blocks/configs.ts, in the admin's order)
 * with its admin name and its sample data (blocks/samples.ts). The gallery page
 * (src/app/(site)/[host]/block-gallery) renders it under the host's dealer; tests/e2e/block-gallery.spec.ts
 * walks it, and tests/int/new-block.int.test.ts finds a scaffolded block in it.
 */
import { pageBlocks } from './configs'
import { blockSamples } from './samples'
import type { BlockSample, BlockSlug } from './sampleTypes'

export type GalleryEntry = { slug: BlockSlug; name: string; sample: BlockSample<BlockSlug> }

/** A block config's singular admin label (a plain string, or English of a translated one), else its slug. */
function nameOf(block: { slug: string; labels?: { singular?: unknown } }): string {
  const label = block.labels?.singular
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && 'en' in label && typeof label.en === 'string') return label.en
  return block.slug
}

export function galleryBlocks(): GalleryEntry[] {
  return pageBlocks.map((config) => {
    const slug = config.slug as BlockSlug
    return { slug, name: nameOf(config), sample: blockSamples[slug] as BlockSample<BlockSlug> }
  })
}

import type { ComponentType } from 'react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { galleryBlocks } from '@blocks/gallery'
import { blockComponents } from '@blocks/registry'
import type { LayoutBlock } from '@blocks/types'
import { blockGalleryEnabled } from '@/domain/blocks/gallery'
import { getTenantByHost, type SiteTenant } from '@/lib/site/tenant'
import './gallery.css'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string }> }

// Rendered on every request (never in the page cache or the front cache) and read by no search engine.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Block gallery', robots: { index: false, follow: false } }

/**
 * The block gallery (docs/blocks.md): every registered block with its sample data, one section per
 * block under its admin name, in the host dealer's theme and with its settings, so a developer sees a
 * new block alone and tests/e2e/block-gallery.spec.ts checks every block (axe, sideways scroll) on
 * every demo dealer. A 404 unless switched on (src/domain/blocks/gallery.ts). Not in the sitemap,
 * which lists CMS pages only.
 */
export default async function BlockGalleryPage({ params }: Props) {
  if (!blockGalleryEnabled(process.env)) notFound()
  const { host } = await params
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  const entries = galleryBlocks()
  return (
    <article className="page block-gallery" data-page="block-gallery">
      <div className="container">
        <h1 className="page__title">Block gallery</h1>
        <p>
          {entries.length} blocks with their sample data, as {tenant.name} shows them. See docs/blocks.md to add one.
        </p>
      </div>
      {entries.map((entry, i) => (
        <section key={entry.slug} className="block-gallery__block" data-block={entry.slug} aria-labelledby={`gallery-${entry.slug}`}>
          <div className="container">
            <h2 id={`gallery-${entry.slug}`} className="block-gallery__name">
              {entry.name} <code>{entry.slug}</code>
            </h2>
            {entry.sample.readsFromDealer ? <p className="block-gallery__note">Reads {entry.sample.readsFromDealer}: shows nothing where the dealer has none.</p> : null}
          </div>
          {/* index i + 1: rendered as a block below the page's first, so the gallery keeps the only h1. */}
          <GalleryBlock block={entry.sample.block} tenant={tenant} index={i + 1} />
        </section>
      ))}
    </article>
  )
}

function GalleryBlock({ block, tenant, index }: { block: LayoutBlock; tenant: SiteTenant; index: number }) {
  // As in RenderBlocks: the registry's type guarantees a component per blockType; the cast only narrows the union.
  const Component = blockComponents[block.blockType] as ComponentType<{ block: LayoutBlock; tenant: SiteTenant; index: number }>
  return <Component block={{ ...block, id: `gallery-${block.blockType}` }} tenant={tenant} index={index} />
}

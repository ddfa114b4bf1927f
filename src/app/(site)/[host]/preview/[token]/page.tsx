import type { Metadata } from 'next'
import { RichText } from '@payloadcms/richtext-lexical/react'

import { RenderBlocks } from '@blocks/RenderBlocks'
import type { LayoutBlock } from '@blocks/types'
import { toPopupView } from '@/components/popup/popupView'
import { PopupPreview } from '@/components/preview/PopupPreview.client'
import { RefreshOnSave } from '@/components/preview/RefreshOnSave.client'
import { PromotionGrid } from '@/components/promotions/PromotionGrid.client'
import { PromotionSlider } from '@/components/promotions/PromotionSlider.client'
import { toPromotionView } from '@/domain/presence/promotionView'
import { relationId } from '@/domain/relationId'
import { payloadClient } from '@/lib/payload'
import { verifyPreview, type PreviewClaims } from '@/lib/preview/token'
import { getTenantByHost } from '@/lib/site/tenant'
import type { Page, Popup, Promotion } from '@/payload-types'
import './preview.css'
import { decodeOrNull, hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string; token: string }> }

/** Blocks that render the page's h1 themselves when they come first (as on the live page). */
const HEADING_BLOCKS = new Set(['hero', 'heroSearch'])

// A draft is never cached: each request (and each refresh the admin asks for) reads the newest one.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** The record the token names, as its newest draft, when it belongs to this host's dealer. */
async function load(params: Props['params']) {
  const { host, token } = await params
  const tenant = await getTenantByHost(hostParam(host))
  const claims = verifyPreview(decodeOrNull(token) ?? '')
  // A token for another dealer is refused on this host, as an unknown one is.
  if (!tenant || !claims || claims.tenant !== tenant.id) return null
  const payload = await payloadClient()
  // Access is skipped on purpose: the signed token is the permission, for this one record.
  const doc = await payload.findByID({ collection: claims.collection, id: claims.id, draft: true, depth: 2, overrideAccess: true, disableErrors: true })
  if (!doc || relationId((doc as { tenant?: unknown }).tenant) !== tenant.id) return null
  return { tenant, claims, doc }
}

function Ribbon({ claims, status }: { claims: PreviewClaims; status: string | null | undefined }) {
  const until = new Date(claims.expiresAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' })
  return (
    <p className="preview-ribbon" role="status">
      <strong>Preview</strong> {status === 'published' ? 'of the published version' : 'of a draft: not on the live site yet'}. This link works until {until} (Sydney time).
    </p>
  )
}

function PromotionPreview({ doc }: { doc: Promotion }) {
  const view = toPromotionView(doc)
  if (!view) return <p className="container">This promotion&rsquo;s dates can&rsquo;t be read. Check the start and expiry days.</p>
  // Shown whatever its dates: the marketer is checking how it looks, not whether it is running.
  const always = { ...view, startsAt: null, endsAt: null }
  const now = Date.now()
  return (
    <div className="preview-sections">
      <section className="container" aria-labelledby="preview-banner">
        <h2 id="preview-banner">As a banner</h2>
        <PromotionSlider promotions={[always]} renderedAt={now} label="Promotion preview (banner)" priority />
      </section>
      <section className="container" aria-labelledby="preview-card">
        <h2 id="preview-card">As a card</h2>
        <PromotionGrid promotions={[always]} renderedAt={now} label="Promotion preview (card)" />
      </section>
    </div>
  )
}

export default async function PreviewPage({ params }: Props) {
  const found = await load(params)
  if (!found) {
    return (
      <article className="page container preview-refused">
        <h1 className="page__title">This preview link doesn&rsquo;t work here</h1>
        <p>It has expired, was changed, or is for another site. Ask for a new link from the admin (Share a preview).</p>
      </article>
    )
  }
  const { tenant, claims, doc } = found
  const status = (doc as { _status?: string | null })._status
  return (
    <article className="page preview" data-preview={claims.collection}>
      <RefreshOnSave />
      <Ribbon claims={claims} status={status} />
      {claims.collection === 'pages' ? (
        <>
          {HEADING_BLOCKS.has((doc as Page).layout?.[0]?.blockType ?? '') ? null : <h1 className="page__title container">{(doc as Page).title}</h1>}
          <RenderBlocks blocks={(doc as Page).layout as LayoutBlock[]} tenant={tenant} />
        </>
      ) : null}
      {claims.collection === 'promotions' ? (
        <>
          <h1 className="page__title container">{(doc as Promotion).title}</h1>
          <PromotionPreview doc={doc as Promotion} />
        </>
      ) : null}
      {claims.collection === 'popups' ? (
        <div className="container">
          <h1 className="page__title">Popup: {(doc as Popup).title}</h1>
          <PopupPreview popup={{ ...toPopupView(doc as Popup), body: (doc as Popup).content ? <RichText data={(doc as Popup).content!} /> : null }} />
        </div>
      ) : null}
    </article>
  )
}

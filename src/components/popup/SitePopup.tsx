import { RichText } from '@payloadcms/richtext-lexical/react'

import type { PhonePopupSettings } from '@/domain/presence/phonePopup'
import { getActivePopups } from '@/lib/site/popups'
import { PopupHost } from '../deferred/LayoutExtras.client'
import { toPopupView } from './popupView'

/**
 * The dealer's popups (server half): the cached active, unexpired list, with each body rendered here
 * so the browser gets HTML rather than the rich-text converters. PopupHost decides in the browser.
 */
export async function SitePopup({ tenantId, dealerSlug, phone }: { tenantId: number; dealerSlug: string; phone: PhonePopupSettings }) {
  const docs = await getActivePopups(tenantId)
  if (docs.length === 0) return null
  const popups = docs.map((doc) => ({ ...toPopupView(doc), body: doc.content ? <RichText data={doc.content} /> : null }))
  return <PopupHost dealerSlug={dealerSlug} popups={popups} phone={phone} />
}

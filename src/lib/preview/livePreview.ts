/**
 * The admin's live preview for pages, promotions and popups: the record's newest draft on its own
 * dealer's host, at phone, tablet and desktop sizes. Autosave (src/fields/versions.ts) saves each edit
 * as a draft and the admin then tells the preview to refresh (RefreshOnSave), so it follows the
 * marketer's typing.
 */
import type { LivePreviewConfig } from 'payload'

import { previewUrl } from './url'
import { LIVE_PREVIEW_MS, type PreviewCollection } from './token'

const PREVIEW_BREAKPOINTS: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'phone', label: 'Phone', width: 390, height: 844 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1366, height: 900 },
]

export const livePreviewFor = (collection: PreviewCollection): LivePreviewConfig => ({
  breakpoints: PREVIEW_BREAKPOINTS,
  url: ({ data, req }) => previewUrl(req, { collection, id: data?.id, tenant: data?.tenant, ttlMs: LIVE_PREVIEW_MS }),
})

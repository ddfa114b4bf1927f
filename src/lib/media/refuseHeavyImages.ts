import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/domain/relationId'
import { resolveTenantSettings, SETTING_GROUPS } from '@tenants/settings'

/** The longest side an upload keeps: twice the widest slot a page shows (the 1,920 px hero), rounded. */
export const MAX_IMAGE_EDGE = 2560

/** No dealer may set a lower limit: an image within it needs no look at the dealer's settings. */
const LOWEST_LIMIT_KB = SETTING_GROUPS.media.settings.maxImageKB.min

const kb = (bytes: number) => Math.ceil(bytes / 1024)

/** "1,500 KB" or "2.4 MB": the size as a marketer reads it. */
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${kb(bytes).toLocaleString('en-AU')} KB`)

/**
 * After Payload has resized (to fit MAX_IMAGE_EDGE) and re-encoded an upload, refuse one still heavier
 * than the dealer's limit (settings › Images), naming the limit, so no page ships a photo a phone would
 * wait on. GIF and documents (PDF) aren't re-encoded and are left to the upload rules (hooks/checkUpload.ts).
 */
export const refuseHeavyImages: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const size = typeof data?.filesize === 'number' ? data.filesize : null
  if (size === null || size === originalDoc?.filesize) return data
  if (typeof data.mimeType === 'string' && (/svg|gif/.test(data.mimeType) || !data.mimeType.startsWith('image/'))) return data
  // Most photos (and every feed photo run's many) are well within any limit: no settings read for them.
  if (size <= LOWEST_LIMIT_KB * 1024) return data
  const tenantId = relationId(data.tenant ?? originalDoc?.tenant)
  const tenant = tenantId ? await req.payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, disableErrors: true, select: { settings: true }, req }) : null
  const limitKB = resolveTenantSettings((tenant as { settings?: unknown } | null)?.settings).maxImageKB
  if (size <= limitKB * 1024) return data
  throw new ValidationError({
    collection: 'media',
    errors: [
      {
        path: 'file',
        message: `This image is ${sizeText(size)} even after resizing to ${MAX_IMAGE_EDGE.toLocaleString('en-AU')} px, over this site's limit of ${limitKB.toLocaleString('en-AU')} KB for images (too heavy for a phone). Save it smaller or as a JPEG or WebP at a lower quality, and upload it again.`,
      },
    ],
  })
}

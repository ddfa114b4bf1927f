import type { CollectionConfig } from 'payload'
import path from 'node:path'

import { mediaRead } from '@/access/media'
import { guardTenantAssignment, staffWrites } from '@/access/tenantScoped'
import { noVersions } from '@/access/versions'
import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '@/lib/cache/tenantHooks'
import { STORED_MIME_TYPES } from '@/domain/uploads'
import { checkUploadedFile } from '@/lib/media/checkUpload'
import { mediaFileHeaders } from './hooks/fileHeaders'
import { MAX_IMAGE_EDGE, refuseHeavyImages } from '@/lib/media/refuseHeavyImages'

/**
 * Uploaded images, per dealer. sharp makes the sizes each slot needs (card, hero, Open Graph);
 * next/image then serves the closest one. Files are public: they appear on the dealer's site.
 * An upload is resized to fit MAX_IMAGE_EDGE and saved as WebP; one still over the dealer's size limit
 * is refused (hooks/refuseHeavyImages.ts). Alt text is required on every image. Only JPEG, PNG, WebP,
 * AVIF, GIF, PDF and plain SVG drawings are taken, by content, under an overall size cap, with a
 * normalised name (hooks/checkUpload.ts, issues 21 and 33); every file is served sandboxed
 * (hooks/fileHeaders.ts).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: {
    // Staff see their dealers' media; anonymous callers only the media of the dealer their Host names
    // (src/access/media.ts); signed-in sales staff are refused like any other collection.
    read: mediaRead,
    ...staffWrites,
    ...noVersions,
  },
  hooks: {
    // The file's type by its bytes, the overall size cap and a safe name, before anything is stored.
    beforeOperation: [checkUploadedFile],
    beforeChange: [guardTenantAssignment, refuseHeavyImages],
    afterChange: [revalidateTenantAfterChange],
    afterDelete: [revalidateTenantAfterDelete],
  },
  upload: {
    staticDir: path.resolve(process.env.FORECOURT_DATA_DIR ?? '.data', 'media'),
    // Web images, PDF documents, and SVG drawings with nothing in them that runs or fetches. The type
    // is read from the file's bytes, an SVG's whole text checked (hooks/checkUpload.ts), not its name.
    mimeTypes: [...STORED_MIME_TYPES],
    focalPoint: true,
    // Phones never need more: the widest slot is the 1,920 px hero. Smaller uploads are left as they are.
    resizeOptions: { width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true },
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'og', width: 1200, height: 630, position: 'centre', formatOptions: { format: 'jpeg', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
    // Every file served sandboxed, from local disk and from S3 alike (both call this). Next's header
    // rules set the same policy in front of this handler (src/lib/site/securityHeaders.ts).
    modifyResponseHeaders: mediaFileHeaders,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'Describe the image for screen readers; use an empty description only for decoration.' },
    },
  ],
}

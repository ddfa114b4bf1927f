/** The sidebar's "Share a preview" for records with a preview (a ui field: nothing is stored). */
import type { Field } from 'payload'

export const sharePreviewField: Field = {
  name: 'sharePreview',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/src/admin/preview/SharePreview.client#SharePreview' } },
}

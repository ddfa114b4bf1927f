/**
 * Readable row headers in the admin (issue 17). A block or array config adds one line:
 *
 *   admin: { components: { Label: blockLabelFrom(['heading']) }, images: blockThumbnail('hero', 'Hero') }   (a block)
 *   admin: { components: { RowLabel: labelFrom(['question']) } }                                          (an array)
 *
 * Each names the fields that say what a row is, best first (see LabelCandidate in labelText.ts); the
 * header shows the first that is filled, else the row's type and number. Labels are admin-only: they
 * change neither the schema nor the generated types.
 */
import type { LabelCandidate } from './labelText'

export type { LabelCandidate } from './labelText'

/** The import-map paths of the two label components (resolved by `payload generate:importmap`). */
export const ARRAY_ROW_LABEL = '/src/admin/labels/ArrayRowLabel.client#ArrayRowLabel'
export const BLOCK_ROW_LABEL = '/src/admin/labels/BlockRowLabel.client#BlockRowLabel'

/** Props the label components take from the config (besides Payload's own: field, path...). */
export type LabelClientProps = { labelFields: LabelCandidate[] }

/** An array field's `admin.components.RowLabel`: the row's header reads the first filled candidate. */
export const labelFrom = (labelFields: LabelCandidate[]) => ({ path: ARRAY_ROW_LABEL, clientProps: { labelFields } satisfies LabelClientProps })

/** A block's `admin.components.Label`: its number and type, then the first filled candidate. */
export const blockLabelFrom = (labelFields: LabelCandidate[]) => ({ path: BLOCK_ROW_LABEL, clientProps: { labelFields } satisfies LabelClientProps })

/** Where a block's picker thumbnail is served from: public/admin/blocks/{slug}.svg. */
export const blockThumbnailUrl = (slug: string) => `/admin/blocks/${slug}.svg`

/** A block's `admin.images`: the schematic the "Add block" drawer shows for it. */
export const blockThumbnail = (slug: string, name: string) => ({ thumbnail: { url: blockThumbnailUrl(slug), alt: `${name} block: a sketch of its layout` } })

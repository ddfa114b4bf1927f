/**
 * The block registry: blockType → server component. Its type is derived from the generated Page
 * layout union, so a block config added to blocks/configs.ts (and to the generated types) without a
 * component here fails the type check.
 */
import type { ComponentType } from 'react'

import { CallToActionComponent } from './CallToAction/Component'
import { FAQComponent } from './FAQ/Component'
import { HeroComponent } from './Hero/Component'
import { ImageBannerComponent } from './ImageBanner/Component'
import { RichTextComponent } from './RichText/Component'
import type { BlockProps, LayoutBlock } from './types'

export type BlockRegistry = { [K in LayoutBlock['blockType']]: ComponentType<BlockProps<K>> }

export const blockComponents: BlockRegistry = {
  hero: HeroComponent,
  richText: RichTextComponent,
  imageBanner: ImageBannerComponent,
  faq: FAQComponent,
  cta: CallToActionComponent,
}

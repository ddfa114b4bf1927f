/**
 * Every page block's Payload config. The Pages collection imports this list; RenderBlocks maps each
 * slug to its component (blocks/registry.tsx), and that map is typed so a block here without a
 * component is a type error.
 */
import { CallToActionBlock } from './CallToAction/config'
import { FAQBlock } from './FAQ/config'
import { HeroBlock } from './Hero/config'
import { ImageBannerBlock } from './ImageBanner/config'
import { RichTextBlock } from './RichText/config'

export const pageBlocks = [HeroBlock, RichTextBlock, ImageBannerBlock, FAQBlock, CallToActionBlock]


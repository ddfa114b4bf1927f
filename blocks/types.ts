import type { Page } from '@/payload-types'
import type { SiteTenant } from '@/lib/site/tenant'

/** One block of a page's layout, as Payload stores it (a union keyed by blockType). */
export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockOf<K extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: K }>

/** What every block component receives: its own data, the dealer, and its position on the page. */
export type BlockProps<K extends LayoutBlock['blockType']> = { block: BlockOf<K>; tenant: SiteTenant; index: number }

import type { Page } from '@/payload-types'
import type { SiteTenant } from '@/lib/site/tenant'

/** One block of a page's layout, as Payload stores it (a union keyed by blockType). */
export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockOf<K extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: K }>

/**
 * Where a page is rendered, for blocks that read their address (the search results block). Routes
 * that own a URL space (/search/..., /special-offers) pass it; CMS pages at their own slug do not.
 */
export type PageContext = {
  host: string
  /** The route's own path: /search, /special-offers. */
  basePath: string
  /** Path segments below basePath: ['toyota', 'hilux'] for /search/toyota/hilux. */
  segments: string[]
  /** The address's query string (canonical, without `?`): carried in the path, see src/lib/search/queryPath.ts. */
  search: string
  /** The page's title, for a block that renders the page heading. */
  title?: string
}

/** What every block component receives: its own data, the dealer, its position on the page, and the page context when there is one. */
export type BlockProps<K extends LayoutBlock['blockType']> = { block: BlockOf<K>; tenant: SiteTenant; index: number; context?: PageContext }

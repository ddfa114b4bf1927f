import type { ComponentType } from 'react'

import type { SiteTenant } from '@/lib/site/tenant'
import { blockComponents } from './registry'
import type { LayoutBlock, PageContext } from './types'

/** Renders a page's ordered blocks with the component registered for each block type. */
export function RenderBlocks({ blocks, tenant, context }: { blocks: LayoutBlock[] | null | undefined; tenant: SiteTenant; context?: PageContext }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        // The registry's type guarantees a component per blockType; the cast only narrows the union.
        const Component = blockComponents[block.blockType] as ComponentType<{ block: LayoutBlock; tenant: SiteTenant; index: number; context?: PageContext }>
        return <Component key={block.id ?? index} block={block} tenant={tenant} index={index} context={context} />
      })}
    </>
  )
}

import { RichText } from '@payloadcms/richtext-lexical/react'

import type { BlockProps } from '../types'

export function RichTextComponent({ block }: BlockProps<'richText'>) {
  return (
    <section className={`rich-text container ${block.width === 'full' ? '' : 'container--reading'}`}>
      <RichText data={block.content} />
    </section>
  )
}

import type { BlockProps } from '../types'
import { FAQItems } from './Lazy.client'

export function FAQComponent({ block }: BlockProps<'faq'>) {
  const items = (block.items ?? []).map((item) => ({ question: item.question, answer: item.answer }))
  return (
    <section className="faq container container--reading">
      <h2>{block.heading}</h2>
      <FAQItems heading={block.heading} items={items} remember={Boolean(block.rememberOpen)} />
    </section>
  )
}

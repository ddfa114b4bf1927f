'use client'

import { useEffect, useId, useState } from 'react'

type Item = { question: string; answer: string }

const storageKey = (heading: string) => `faq-open:${heading}`

/**
 * Collapsible FAQ items (open or closed, optionally remembered per heading). Each
 * question is a button with aria-expanded; answers split into paragraphs on blank lines.
 */
export function FAQItems({ heading, items, remember }: { heading: string; items: Item[]; remember: boolean }) {
  const [open, setOpen] = useState<number[]>([])
  const id = useId()

  useEffect(() => {
    if (!remember) return
    try {
      const stored = JSON.parse(localStorage.getItem(storageKey(heading)) ?? '[]')
      if (Array.isArray(stored)) setOpen(stored.filter((n) => Number.isInteger(n) && n < items.length))
    } catch {
      /* unreadable storage: start closed */
    }
  }, [heading, items.length, remember])

  const toggle = (index: number) => {
    setOpen((current) => {
      const next = current.includes(index) ? current.filter((n) => n !== index) : [...current, index]
      if (remember) {
        try {
          localStorage.setItem(storageKey(heading), JSON.stringify(next))
        } catch {
          /* private mode: still works for this visit */
        }
      }
      return next
    })
  }

  return (
    <div className="faq__items">
      {items.map((item, index) => {
        const expanded = open.includes(index)
        return (
          <div key={index} className="faq__item">
            <h3 className="faq__question">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${id}-${index}`}
                onClick={() => toggle(index)}
              >
                {item.question}
                <span aria-hidden="true" className="faq__icon" />
              </button>
            </h3>
            <div id={`${id}-${index}`} className="faq__answer" hidden={!expanded}>
              {item.answer.split(/\n{2,}/).map((para, p) => (
                <p key={p}>{para}</p>
              ))}
            </div>
          </div>
        )
      })}
    </div>
  )
}

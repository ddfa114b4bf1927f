import type { ReactNode } from 'react'

import './forms.css'

/**
 * The frame of every form block: its heading and introduction, then the form. `anchor` gives the
 * section an id so a button elsewhere on the page (BOOK NOW) can scroll to it.
 */
export function FormSection({ heading, intro, kind, anchor, children }: { heading: string | null; intro: string | null; kind: string; anchor?: string; children: ReactNode }) {
  return (
    <section className={`form-block form-block--${kind}`} id={anchor} tabIndex={anchor ? -1 : undefined}>
      <div className="container container--reading">
        {heading ? <h2 className="form-block__heading">{heading}</h2> : null}
        {intro ? <p className="form-block__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}

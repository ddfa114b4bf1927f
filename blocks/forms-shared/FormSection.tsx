import type { ReactNode } from 'react'

import './forms.css'

/** The frame of every form block: its heading and introduction, then the form. */
export function FormSection({ heading, intro, kind, children }: { heading: string | null; intro: string | null; kind: string; children: ReactNode }) {
  return (
    <section className={`form-block form-block--${kind}`}>
      <div className="container container--reading">
        {heading ? <h2 className="form-block__heading">{heading}</h2> : null}
        {intro ? <p className="form-block__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}

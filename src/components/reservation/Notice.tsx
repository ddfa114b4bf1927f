/** A message page inside the dealer's chrome: a car that cannot be reserved, an unknown reservation. */
import type { ReactNode } from 'react'

export function Notice({ title, children, carHref, testId = 'reservation-notice' }: { title: string; children: ReactNode; carHref?: string | null; testId?: string }) {
  return (
    <article className="container container--reading rsv-page rsv-notice" data-testid={testId}>
      <h1>{title}</h1>
      <div className="rsv-notice__body">{children}</div>
      <p className="rsv-actions">
        {carHref ? (
          <a className="button button--primary" href={carHref}>
            Back to the car
          </a>
        ) : null}
        <a className="button button--secondary" href="/search/new-used-and-demo-cars">
          Search vehicles
        </a>
      </p>
    </article>
  )
}

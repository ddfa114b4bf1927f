'use client'
/**
 * The compare page's table (issue 19, item 4): one column per car, one row per fact, the rows where
 * the cars differ marked in words ('Differs') as well as by colour. Rendered on the server from the
 * cars of the address; in the browser a car can be removed without a reload (the address and this
 * browser's compare list follow, focus moves to the next car, a status line says what happened).
 * Opened without `ids`, the page shows the list this browser saved, if any.
 *
 * On a phone the cars are columns that swipe inside their own scroller (scroll-snap), the labels'
 * column stays in view (sticky), and the page itself never scrolls sideways (compare.css).
 */
import Image from 'next/image'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { compareHref, compareRows, focusIndexAfterRemoval, withoutId, type CompareValue } from '@/domain/compare'
import { COMPARE_KEY, removeSaved, useSavedIds } from '../vehicle/card/CardControls.client'
import type { CompareCar } from '@/domain/compare/compareModel'

type Props = {
  cars: CompareCar[]
  heading: string
  emptyText: string
  /** Where the empty state sends the shopper to pick cars (the dealer's search page). */
  searchHref: string
  /** Whether the address named cars (`ids`); without it, the browser's saved list is opened. */
  askedForIds: boolean
}

/** Features shown before 'Show all'. */
const FEATURES_SHOWN = 6

/** next/image resizes our own uploads and assets only. */
const optimisable = (url: string) => url.startsWith('/api/media/file/') || url.startsWith('/assets/')

function Cell({ value }: { value: CompareValue }) {
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">Not listed</span>
      </>
    )
  }
  if (typeof value === 'string') return <>{value}</>
  const first = value.slice(0, FEATURES_SHOWN)
  const rest = value.slice(FEATURES_SHOWN)
  return (
    <>
      <ul className="compare__features">
        {first.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className="compare__more">
          <summary>{rest.length} more</summary>
          <ul className="compare__features">
            {rest.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  )
}

export function CompareView({ cars: initialCars, heading, emptyText, searchHref, askedForIds }: Props) {
  const router = useRouter()
  const [cars, setCars] = useState(initialCars)
  const [status, setStatus] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const nameLinks = useRef(new Map<number, HTMLAnchorElement>())
  const focusNext = useRef<{ id: number } | 'heading' | null>(null)
  const saved = useSavedIds(COMPARE_KEY)

  // Opened as /compare: show the cars this browser picked (the server cannot know them).
  useEffect(() => {
    if (!askedForIds && initialCars.length === 0 && saved.length > 0) router.replace(compareHref(saved))
  }, [askedForIds, initialCars.length, saved, router])

  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    if (target === 'heading') headingRef.current?.focus()
    else nameLinks.current.get(target.id)?.focus()
  }, [cars])

  function remove(car: CompareCar) {
    const index = cars.findIndex((c) => c.id === car.id)
    const next = withoutId(cars, car.id)
    const focusIndex = focusIndexAfterRemoval(index, next.length)
    focusNext.current = focusIndex === null ? 'heading' : { id: next[focusIndex]!.id }
    setCars(next)
    removeSaved(COMPARE_KEY, car.id)
    // The address follows without a reload or a new render on the server.
    window.history.replaceState(window.history.state, '', compareHref(next.map((c) => c.id)))
    setStatus(
      `Removed the ${car.name}. ${next.length === 0 ? 'No cars left to compare.' : `${next.length} ${next.length === 1 ? 'car' : 'cars'} left to compare.`}`,
    )
  }

  const rows = compareRows(cars.map((c) => c.facts))
  const differing = rows.filter((r) => r.differs).length

  return (
    <section className="compare__section" aria-labelledby="compare-heading">
      <h1 id="compare-heading" className="compare__heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {cars.length === 0 ? (
        <div className="compare__empty" data-testid="compare-empty">
          <p>{emptyText}</p>
          <a className="button button--primary" href={searchHref}>
            Browse our cars
          </a>
        </div>
      ) : (
        <>
          <p className="compare__intro">
            {cars.length === 1
              ? 'Add another car to see them side by side.'
              : `${cars.length} cars side by side. ${differing === 0 ? 'They match on every row.' : `The ${differing === 1 ? 'row' : `${differing} rows`} where they differ ${differing === 1 ? 'is' : 'are'} marked Differs.`}`}{' '}
            {cars.length === 1 ? (
              <a href={searchHref}>Browse our cars</a>
            ) : null}
          </p>
          <div
            className="compare__scroller"
            role="region"
            aria-labelledby="compare-caption"
            tabIndex={0}
            data-testid="compare-scroller"
            style={{ ['--compare-cars' as string]: cars.length }}
          >
            <table className="compare__table">
              <caption id="compare-caption" className="visually-hidden">
                {`Comparing ${cars.map((c) => c.name).join(', ')}`}
              </caption>
              <thead>
                <tr>
                  <td className="compare__corner" />
                  {cars.map((car) => (
                    <th key={car.id} scope="col" className="compare__car" data-car-id={car.id}>
                      <a
                        className="compare__car-link"
                        href={car.href}
                        ref={(el) => {
                          if (el) nameLinks.current.set(car.id, el)
                          else nameLinks.current.delete(car.id)
                        }}
                      >
                        {car.image ? (
                          optimisable(car.image.url) ? (
                            <Image className="compare__image" src={car.image.url} alt="" width={320} height={240} sizes="(min-width: 48rem) 16rem, 70vw" />
                          ) : (
                            // eslint-disable-next-line @next/next/no-img-element -- an address next/image is not set up to resize
                            <img className="compare__image" src={car.image.url} alt="" width={320} height={240} loading="lazy" />
                          )
                        ) : null}
                        <span className="compare__car-name">{car.name}</span>
                      </a>
                      {car.available ? null : <span className="compare__sold">Sold</span>}
                      <button type="button" className="compare__remove" aria-label={`Remove the ${car.name} from the comparison`} onClick={() => remove(car)}>
                        Remove
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className={row.differs ? 'compare__row compare__row--differs' : 'compare__row'} data-row={row.key} data-differs={row.differs}>
                    <th scope="row" className="compare__label">
                      {row.label}
                      {row.differs ? (
                        <>
                          {' '}
                          <span className="compare__differs">Differs</span>
                        </>
                      ) : null}
                    </th>
                    {row.values.map((value, i) => (
                      <td key={cars[i]!.id}>
                        <Cell value={value} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

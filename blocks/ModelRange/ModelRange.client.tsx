'use client'

import Image from 'next/image'
import { useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useId, useState, type CSSProperties } from 'react'

import { SmartLink } from '@/components/SmartLink'
import { bodyButtonRows, modelsForBody, selectedCategory, type RangeCategory } from '@/domain/presence/range'
import { BODY_PARAM, hrefWithBody, rowSizes, type RangeCard } from './rangeView'

export type ModelRangeViewProps = {
  categories: RangeCategory[]
  cards: RangeCard[]
  display: 'grid' | 'carousel'
  /** Accessible name of the body buttons and the card list (the block's heading). */
  label: string
}

function ModelCard({ card, hidden, first, perRow }: { card: RangeCard; hidden: boolean; first: boolean; perRow: number | undefined }) {
  return (
    <li
      className="range-card"
      hidden={hidden}
      data-bodies={card.bodies.join(' ')}
      data-first-category={first ? '' : undefined}
      style={perRow ? ({ '--per-row': perRow } as CSSProperties) : undefined}
    >
      <SmartLink href={card.href} className="range-card__link">
        <div className="range-card__media">
          {card.image ? (
            <Image
              src={card.image.src}
              alt={card.image.alt}
              width={card.image.width}
              height={card.image.height}
              sizes="(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 90vw"
              quality={75}
              unoptimized={card.image.src.endsWith('.svg')}
            />
          ) : null}
          {card.badge ? <span className="range-card__badge">{card.badge}</span> : null}
        </div>
        <h3 className="range-card__name">{card.name}</h3>
        {card.price ? <p className="range-card__price">{card.price}</p> : null}
        {card.description ? <p className="range-card__text">{card.description}</p> : null}
      </SmartLink>
    </li>
  )
}

/**
 * The body buttons (a toggle group: exactly one pressed) and the model cards. `initial` is the
 * category to show; null means the address is not read yet (the server's render, and hydration): no
 * button is pressed and no card is `hidden`, so a visitor without JavaScript gets every model, while
 * with scripting the stylesheet shows the first category's cards only (ModelRange.css), sized as they
 * will be once the address is read. A visit without `?body=` then changes nothing on screen (the
 * range's hydration was a 0.2 layout shift of Harbour City's /models when it showed every model first).
 */
function ModelRangeView({ categories, cards, display, label, initial }: ModelRangeViewProps & { initial: string | null }) {
  const [selected, setSelected] = useState<string | null>(initial)
  const listId = useId()
  // The address changed under us (a menu link to /models?body=ute while on /models): follow it.
  useEffect(() => setSelected(initial), [initial])

  const showing = selected ?? categories[0]?.value ?? null
  const shown = new Set((showing === null ? cards : modelsForBody(cards, showing)).map((c) => c.id))
  const sizes = rowSizes(shown.size)
  let visibleIndex = 0
  const current = categories.find((c) => c.value === selected)

  const choose = (value: string) => {
    setSelected(value)
    // replaceState, not push: choosing a body is not a new page, but the address should be shareable.
    // A null state lets Next.js keep its own history state and learn the new address (useSearchParams).
    window.history.replaceState(null, '', hrefWithBody(window.location.href, value))
  }

  return (
    <>
      {categories.length > 0 ? (
        <div className="model-range__buttons" role="group" aria-label={`${label}: body type`}>
          {bodyButtonRows(categories).map((row) => (
            <div className="model-range__button-row" key={row[0]}>
              {row.map((i) => {
                const category = categories[i]!
                return (
                  <button
                    key={category.value}
                    type="button"
                    className="model-range__button"
                    aria-pressed={category.value === selected}
                    aria-controls={listId}
                    data-body={category.value}
                    onClick={() => choose(category.value)}
                  >
                    {category.label}
                  </button>
                )
              })}
            </div>
          ))}
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {current ? `Showing ${shown.size} ${current.label} model${shown.size === 1 ? '' : 's'}` : ''}
      </p>
      <div className={`model-range__viewport model-range__viewport--${display}`}>
        <ul id={listId} className={`model-range__list model-range__list--${display}`} aria-label={label} data-unread={selected === null ? '' : undefined}>
          {cards.map((card) => {
            const visible = shown.has(card.id)
            const perRow = visible && display === 'grid' ? sizes[visibleIndex++] : undefined
            return <ModelCard key={card.id} card={card} hidden={selected !== null && !visible} first={selected === null && visible} perRow={perRow} />
          })}
        </ul>
        {display === 'carousel' && shown.size > 1 ? (
          <p className="model-range__swipe" aria-hidden="true">
            Swipe
          </p>
        ) : null}
      </div>
    </>
  )
}

/** Reports the address's `?body=` (null when absent) whenever the address changes. */
function BodyFromQuery({ onRead }: { onRead: (body: string | null) => void }) {
  const requested = useSearchParams()?.get(BODY_PARAM) ?? null
  useEffect(() => onRead(requested), [requested, onRead])
  return null
}

/**
 * The range as the address asks for it: `?body=suv` selects that category, anything else the first.
 * Reading the query needs the browser on a cached page, so the server sends all models (as
 * {@link ModelRangeView} with nothing selected) and the selection follows once the address is read.
 * Only the reader waits for the browser (its own Suspense boundary): were the whole range behind
 * useSearchParams, Next would render all of it afresh in the browser instead of hydrating it, in one
 * blocking task of about 250 ms on a phone (Lighthouse's mobile preset, Bayside Mazda's home page).
 */
export function ModelRangeFromQuery(props: ModelRangeViewProps) {
  // undefined: the address is not read yet (the server's render, and hydration).
  const [requested, setRequested] = useState<string | null | undefined>(undefined)
  const initial = requested === undefined ? null : (selectedCategory(props.categories, requested)?.value ?? null)
  return (
    <>
      <Suspense fallback={null}>
        <BodyFromQuery onRead={setRequested} />
      </Suspense>
      <ModelRangeView {...props} initial={initial} />
    </>
  )
}

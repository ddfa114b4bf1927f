/**
 * A vehicle's result card: image with a location overlay, the tag by priority,
 * title, optional view count, price by priority, key specs, and buttons by availability. No hooks, so
 * it renders on the server (the vehicle page's similar cars) and inside the search UI alike; only
 * the favourite and compare toggles are client code.
 */
import { formatNumber } from '@/domain/format/numbers'
import Image from 'next/image'
import Link from 'next/link'
import type { CSSProperties, ReactNode } from 'react'

import { cardControls } from '@/domain/vehicles/eligibility'
import { displayPrice, formatAud } from '@/domain/vehicles/price'
import { cardTag } from '@/domain/vehicles/tags'
import { isAvailable, isSold } from '@/domain/vehicles/visibility'
import { ACTION_LABELS, VEHICLE_TYPE_NOUNS } from '@/domain/vehicles/actions'
import type { SearchRecord } from '@/domain/search/record'
import type { TenantSettings } from '@tenants/settings'
import { BODY_LABELS } from '@/domain/vehicles/options'
import { WatchlistButton } from '@/components/watchlist/WatchlistButton.client'
import { CardControls } from './CardControls.client'
import './VehicleCard.css'

export type CardSettings = Pick<
  TenantSettings,
  | 'evTag'
  | 'justArrivedDays'
  | 'justArrivedTagName'
  | 'soldTagName'
  | 'offersSubscription'
  | 'noPriceText'
  | 'seriesDisplay'
  | 'favourites'
  | 'watchlist'
  | 'compare'
  | 'compareUsedOnly'
>

export type CardVehicle = Pick<
  SearchRecord,
  | 'id'
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'price'
  | 'before_price'
  | 'offer_price'
  | 'subscription_price'
  | 'preorder'
  | 'price_type'
  | 'km'
  | 'car_type'
  | 'status'
  | 'sold'
  | 'tag'
  | 'reserved'
  | 'certified'
  | 'fuel'
  | 'transmission'
  | 'body'
  | 'item_type'
  | 'created_at_timestamp'
  | 'location_name'
  | 'primary_image_url'
  | 'thumbnails'
  | 'photos_count'
  | 'views'
>

export type VehicleCardProps = {
  vehicle: CardVehicle
  settings: CardSettings
  /** The render's clock (epoch ms), the same on server and browser so the just-arrived tag agrees. */
  now: number
  /** The first cards of a page load their image early (first 2 images prioritised). */
  priority?: boolean
  /** The image's width in its slot; the default suits the results grid. */
  sizes?: string
  headingLevel?: 2 | 3 | 4
  showViews?: boolean
  /** The title as shown, when it is more than text (the search results mark matched words); reads as the title. */
  titleContent?: ReactNode
}

const GRID_IMAGE_SIZES = '(min-width: 80rem) 20rem, (min-width: 64rem) 30vw, (min-width: 40rem) 50vw, 100vw'

/** 'Year make model badge', plus the series when the dealer shows series. */
export function vehicleTitle(v: Pick<CardVehicle, 'year' | 'make' | 'model' | 'badge' | 'series'>, seriesDisplay: boolean): string {
  return [v.year, v.make, v.model, v.badge, seriesDisplay ? v.series : null]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ')
}


/** Key specs in the card's order: kilometres, transmission, body, fuel. */
function cardSpecs(v: Pick<CardVehicle, 'km' | 'transmission' | 'body' | 'fuel'>): string[] {
  return [
    typeof v.km === 'number' ? `${formatNumber(v.km)} km` : null,
    v.transmission,
    v.body ? (BODY_LABELS[v.body] ?? v.body) : null,
    v.fuel,
  ].filter((s): s is string => Boolean(s))
}

/** next/image only resizes our own uploads and assets; anything else is shown as is. */
const optimisable = (url: string) => url.startsWith('/api/media/file/') || url.startsWith('/assets/')

function Price({ vehicle, settings }: { vehicle: CardVehicle; settings: CardSettings }) {
  const price = displayPrice(vehicle, settings)
  switch (price.kind) {
    case 'subscription':
      return (
        <p className="vehicle-card__price">
          <span className="vehicle-card__amount">{formatAud(price.amount)}</span>
          <span aria-hidden="true"> /wk</span>
          <span className="visually-hidden"> per week</span>
        </p>
      )
    case 'price':
      return (
        <p className="vehicle-card__price">
          {price.wasPrice ? (
            <s className="vehicle-card__was">
              <span className="visually-hidden">Was </span>
              {formatAud(price.wasPrice)}
            </s>
          ) : null}
          <span className="vehicle-card__amount">
            {price.wasPrice ? <span className="visually-hidden">Now </span> : null}
            {formatAud(price.amount)}
          </span>
          {vehicle.price_type ? <span className="vehicle-card__price-type">{vehicle.price_type}</span> : null}
        </p>
      )
    case 'preorder':
      return <p className="vehicle-card__price vehicle-card__amount">{price.label}</p>
    case 'text':
      return <p className="vehicle-card__price vehicle-card__no-price">{price.label}</p>
  }
}

export function VehicleCard({
  vehicle,
  settings,
  now,
  priority = false,
  sizes = GRID_IMAGE_SIZES,
  headingLevel = 3,
  showViews = false,
  titleContent,
}: VehicleCardProps) {
  const title = vehicleTitle(vehicle, settings.seriesDisplay)
  const tag = cardTag(vehicle, settings, now)
  const available = isAvailable(vehicle)
  const href = `/cars/${vehicle.slug}`
  const controls = cardControls(vehicle, settings)
  const specs = cardSpecs(vehicle)
  const Heading = `h${headingLevel}` as const
  const image = vehicle.primary_image_url
  const noun = VEHICLE_TYPE_NOUNS[vehicle.item_type] ?? 'vehicle'

  return (
    <article
      className="vehicle-card"
      data-available={available}
      data-vehicle-id={vehicle.id}
      style={{ '--card-controls': [controls.favourite, controls.compare, settings.watchlist].filter(Boolean).length } as CSSProperties}
    >
      <div className="vehicle-card__media">
        {image ? (
          optimisable(image) ? (
            <Image
              src={image}
              alt=""
              fill
              sizes={sizes}
              preload={priority}
              // The first cards of a search are its LCP: high priority, or the browser fetches them after the scripts.
              fetchPriority={priority ? 'high' : undefined}
              loading={priority ? 'eager' : 'lazy'}
              className="vehicle-card__image"
            />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- an address next/image is not set up to resize
            <img src={image} alt="" loading={priority ? 'eager' : 'lazy'} className="vehicle-card__image" />
          )
        ) : (
          <div className="vehicle-card__placeholder" aria-hidden="true">
            <span>Photos coming soon</span>
          </div>
        )}
        {tag ? (
          <span className="vehicle-card__tag" data-kind={tag.kind}>
            {tag.label}
          </span>
        ) : null}
        {vehicle.location_name ? (
          <span className="vehicle-card__location">
            <span className="visually-hidden">Location: </span>
            {vehicle.location_name}
          </span>
        ) : null}
      </div>
      <div className="vehicle-card__body">
        <Heading className="vehicle-card__title">
          {/* The title link covers the whole card (CSS), so the card is one tab stop plus its buttons. */}
          <Link href={href} prefetch={false} className="vehicle-card__link">
            {titleContent ?? title}
          </Link>
        </Heading>
        {showViews && vehicle.views > 0 ? <p className="vehicle-card__views">Viewed {formatNumber(vehicle.views)} times</p> : null}
        <Price vehicle={vehicle} settings={settings} />
        {specs.length ? (
          <ul className="vehicle-card__specs" aria-label="Key details">
            {specs.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : null}
        {available ? (
          <div className="vehicle-card__actions">
            <Link href={href} prefetch={false} className="button button--primary">
              {ACTION_LABELS.view_details}
              <span className="visually-hidden"> of the {title}</span>
            </Link>
            <Link href={`${href}#enquire`} prefetch={false} className="button button--secondary">
              {ACTION_LABELS.enquire}
              <span className="visually-hidden"> about the {title}</span>
            </Link>
          </div>
        ) : (
          <div className="vehicle-card__sold">
            <p>This {noun} has sold, but we have others like it. Would you like something similar?</p>
            <Link href={`${href}#similar`} prefetch={false} className="button button--primary">
              {ACTION_LABELS.find_similar}
              <span className="visually-hidden"> to the {title}</span>
            </Link>
          </div>
        )}
        {controls.favourite || controls.compare || settings.watchlist ? (
          <CardControls
            vehicle={{
              id: vehicle.id,
              name: title,
              slug: vehicle.slug,
              make: vehicle.make,
              model: vehicle.model,
              primary_image_url: vehicle.primary_image_url,
            }}
            favourite={controls.favourite}
            compare={controls.compare}
          >
            {/* Shown by the watchlist rule in the browser: a sold car only when the shopper saved it. */}
            {settings.watchlist ? <WatchlistButton carId={vehicle.id} name={title} sold={isSold(vehicle)} /> : null}
          </CardControls>
        ) : null}
      </div>
    </article>
  )
}

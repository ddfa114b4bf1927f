/**
 * The price-comparison panel and the market-price badge. Server-side:
 * the gauge is read through src/lib/autogauge while the (cached) vehicle page renders; when the car
 * is not eligible, the answer is empty or fails, or a hiding rule applies, nothing is rendered.
 */
import type { CSSProperties } from 'react'

import type { Vehicle } from '@/payload-types'
import { showMarketPriceBadge, type PriceGauge } from '@/domain/vehicle-page/comparison'
import { displayPrice, formatAud } from '@/domain/vehicles/price'
import { fetchPriceGauge, type AutogaugeProvider } from '@/lib/autogauge'
import type { SiteTenant } from '@/lib/site/tenant'
import './services.css'

type Props = { vehicle: Vehicle; tenant: SiteTenant; provider?: AutogaugeProvider }

const MARKET_PRICE_BADGE_TEXT = 'Below market price'

/** The price the page shows, when it is a price (a subscription, PREORDER or no-price text is not). */
export function shownPrice(vehicle: Vehicle, tenant: SiteTenant): number | null {
  const shown = displayPrice(
    {
      price: vehicle.price ?? 0,
      before_price: vehicle.before_price ?? null,
      offer_price: vehicle.offer_price ?? null,
      subscription_price: vehicle.subscription_price ?? null,
      preorder: Boolean(vehicle.preorder),
    },
    tenant.settings,
  )
  return shown.kind === 'price' ? shown.amount : null
}

/** Where a price sits on the bar, 0–100 %, clamped. */
export function gaugePercent(price: number, gauge: Pick<PriceGauge, 'marketRangeMin' | 'marketRangeMax'>): number {
  const span = gauge.marketRangeMax - gauge.marketRangeMin
  if (span <= 0) return 50
  return Math.round(Math.min(100, Math.max(0, ((price - gauge.marketRangeMin) / span) * 100)))
}

export function PriceGaugePanel({ gauge }: { gauge: PriceGauge }) {
  const at = gaugePercent(gauge.listingPrice, gauge)
  return (
    <section className="vs-gauge" aria-labelledby="vs-gauge-heading" data-testid="price-comparison">
      <h2 id="vs-gauge-heading" className="vs-heading">
        Price comparison
      </h2>
      <p className="vs-gauge__description">{gauge.description}</p>
      <div className="vs-gauge__bar" role="img" aria-label={`This car's price of ${formatAud(gauge.listingPrice)} against a market range of ${formatAud(gauge.marketRangeMin)} to ${formatAud(gauge.marketRangeMax)}`}>
        <span className="vs-gauge__marker" style={{ left: `${at}%`, '--gauge-at': at } as CSSProperties}>
          <span className="vs-gauge__price">{formatAud(gauge.listingPrice)}</span>
        </span>
      </div>
      <dl className="vs-gauge__range">
        <div>
          <dt>Market low</dt>
          <dd>{formatAud(gauge.marketRangeMin)}</dd>
        </div>
        <div>
          <dt>Market high</dt>
          <dd>{formatAud(gauge.marketRangeMax)}</dd>
        </div>
      </dl>
    </section>
  )
}

export async function PriceComparison({ vehicle, provider }: Props) {
  const gauge = await fetchPriceGauge(
    {
      id: vehicle.id,
      path: `/cars/${vehicle.slug ?? vehicle.id}`,
      price: vehicle.price ?? null,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      status: vehicle.status,
      sold: vehicle.sold,
      reserved: vehicle.reserved,
    },
    provider,
  )
  return gauge ? <PriceGaugePanel gauge={gauge} /> : null
}

/** "Below market price": more than $499 under the average market price and under the state average. */
export function MarketPriceBadge({ vehicle, tenant }: { vehicle: Vehicle; tenant: SiteTenant }) {
  const show = showMarketPriceBadge({
    price: shownPrice(vehicle, tenant),
    average_market_price: vehicle.market?.average_market_price ?? null,
    state_average_market_price: vehicle.market?.state_average_market_price ?? null,
  })
  return show ? (
    <span className="vs-market-badge" data-testid="market-price-badge">
      {MARKET_PRICE_BADGE_TEXT}
    </span>
  ) : null
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { FinanceCalculator } from '@/components/finance/Lazy.client'
import { getFinanceRules } from '@/lib/site/financeRules'
import type { BlockOf, LayoutBlock } from '@blocks/types'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { Media } from '@/components/Media'
import { getVisibleVehicle, vehicleImages } from '@/lib/site/vehicle'
import { FINANCE_CALCULATOR_ANCHOR } from '@/domain/finance/link'
import { breadcrumbTitle } from '@/domain/vehicle-page'
import { formatAud, reducedPrice } from '@/domain/vehicles/price'
import type { Vehicle } from '@/payload-types'
import { getPublishedPage, slugFromSegments } from '@/lib/site/content'
import { getTenantByHost, type SiteTenant } from '@/lib/site/tenant'
import './personalisedFinance.css'
import { hostParam } from '@/domain/security/percentDecoding'
import { dealerDataLayer } from '@/lib/events/dataLayer'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

/** The CMS page at the dealer's finance link (default /finance): the generic finance page. */
function financePageSlug(tenant: SiteTenant): string {
  const path = (tenant.settings.financeLink || '/finance').split(/[?#]/)[0]!
  return slugFromSegments(path.split('/').filter(Boolean))
}

/** The price finance is worked out on: the offer price when reduced, else the price. */
function financePrice(vehicle: Vehicle): number | null {
  const price = typeof vehicle.price === 'number' && Number.isFinite(vehicle.price) ? vehicle.price : 0
  const amount = reducedPrice({ price, offer_price: vehicle.offer_price ?? null })?.amount ?? price
  return amount > 0 ? amount : null
}

async function load({ params, searchParams }: Props) {
  const [{ host }, query] = await Promise.all([params, searchParams])
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  const carId = Array.isArray(query.car_id) ? query.car_id[0] : query.car_id
  // Only this dealer's visible cars: a bad id, another dealer's car or a hidden one gets the generic page.
  const vehicle = carId ? await getVisibleVehicle(tenant, carId) : null
  const page = await getPublishedPage(tenant.id, financePageSlug(tenant))
  if (!page && !vehicle) notFound()
  return { tenant, vehicle, page }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { tenant, vehicle, page } = await load(props)
  const title = vehicle ? `Finance for the ${breadcrumbTitle(vehicle, tenant.settings)}` : (page?.title ?? 'Finance')
  return { title: `${title} | ${tenant.name}`, robots: { index: false, follow: true }, alternates: { canonical: tenant.settings.financeLink || '/finance' } }
}

/**
 * /personalised/finance?car_id={id}: finance for one of the dealer's cars. The car (by
 * id or slug, this dealer's and visible only) heads the page, the calculator starts at its price and
 * its quote link carries the car; the dealer's finance page follows, its estimate and example worked
 * out on the car's price. Without such a car it is the dealer's finance page as it stands. Gated by the
 * dealer's "Personalised car finance needs sign-in" switch (src/proxy.ts).
 */
export default async function PersonalisedFinancePage(props: Props) {
  const { tenant, vehicle, page } = await load(props)
  const blocks = (page?.layout ?? []) as LayoutBlock[]
  if (!vehicle) {
    return (
      <article className="page" data-page="personalised/finance">
        <h1 className="page__title container">{page!.title}</h1>
        <RenderBlocks blocks={blocks} tenant={tenant} />
      </article>
    )
  }

  const name = breadcrumbTitle(vehicle, tenant.settings)
  const price = financePrice(vehicle)
  const carPath = `/cars/${encodeURIComponent(vehicle.slug ?? String(vehicle.id))}`
  const image = vehicleImages(vehicle)[0] ?? null
  const calculator = blocks.find((b): b is BlockOf<'financeCalculator'> => b.blockType === 'financeCalculator')
  // The page's own calculator gives way to the car's; its estimate and example use the car's price.
  const rest = blocks
    .filter((b) => b.blockType !== 'financeCalculator')
    .map((b): LayoutBlock => {
      if (price === null) return b
      if (b.blockType === 'financeEstimate') return { ...b, samplePrice: price }
      if (b.blockType === 'financeSummary') return { ...b, sampleAmount: price }
      return b
    })
  const rules = await getFinanceRules(tenant)
  const financeLink = tenant.settings.financeLink || '/finance'
  return (
    <article className="page" data-page="personalised/finance">
      <Breadcrumbs
        trail={[
          { label: 'Home', href: '/' },
          { label: page?.title ?? 'Finance', href: page ? financeLink : null },
          { label: name, href: null },
        ]}
      />
      <h1 className="page__title container">Finance for the {name}</h1>
      <section className="container personalised-finance__car" aria-label="The car">
        {image ? (
          <div className="personalised-finance__photo">
            <Media media={image} sizes="10rem" />
          </div>
        ) : null}
        <div>
          <p className="personalised-finance__name">{name}</p>
          {price !== null ? <p className="personalised-finance__price">{formatAud(price)}</p> : null}
          <a href={carPath}>Back to the car</a>
        </div>
      </section>
      <section className="fin-block container" id={FINANCE_CALCULATOR_ANCHOR} aria-label={calculator?.heading ? undefined : 'Finance calculator'}>
        <FinanceCalculator
          rules={rules}
          dealership={tenant.slug}
          financeLink={financeLink}
          dataLayer={dealerDataLayer(tenant.settings)}
          vehicle={{ id: vehicle.id, price, car_type: vehicle.car_type ?? null, vin: vehicle.vin ?? null }}
          providedAmount={null}
          variant={calculator?.variant === 'extras' ? 'extras' : 'standard'}
          extrasInput={calculator?.extrasInput === 'tradeIn' ? 'tradeIn' : 'deposit'}
          buttonLabel={calculator?.buttonLabel ?? 'Get Finance Quote'}
          showDisclaimer={calculator?.showDisclaimer !== false}
          heading={calculator?.heading ?? 'Finance calculator'}
          intro={calculator?.intro ?? null}
          disclaimerAnchor
        />
      </section>
      <RenderBlocks blocks={rest} tenant={tenant} />
    </article>
  )
}

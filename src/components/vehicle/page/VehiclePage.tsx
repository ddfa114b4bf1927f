/**
 * The vehicle detail page, composed on the server. Client code only
 * where the shopper interacts: share / favourite, the spec lists' toggles, dealer comments, the phone
 * reveal, the announcement bar, the sticky bars, the view count, the enquiry dialog and the calculators
 * (which load lazily). The gallery and the service parts (delivery, comparison, similar cars) plug in
 * through GallerySlot and ../slots.
 */
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { LocationMap } from '@/components/locations/LocationMap'
import type { LocationView } from '@/domain/presence/locationView'
import { Media } from '@/components/Media'
import { PromotionBanner } from '@/components/promotions/PromotionBanner'
import { showFuelCalculator, type FinanceRules } from '@/domain/finance'
import { WatchlistButton } from '@/components/watchlist/WatchlistButton.client'
import { VehicleCompare } from '@/components/compare/VehicleCompare.client'
import { passesCompareChecks } from '@/domain/compare/compareModel'
import { formatAud } from '@/domain/vehicles/price'
import type { SiteTenant } from '@/lib/site/tenant'
import type { Vehicle } from '@/payload-types'
import type { FormProps } from '../../forms/types'
import { DeliveryCalculatorSlot, MarketPriceBadgeSlot, PdfLinkSlot, PriceComparisonSlot, SimilarCarsSlot } from '../slots'
import { AnnouncementBar } from './AnnouncementBar.client'
import { DealerComments } from './DealerComments.client'
import { EnquiryDialog } from './EnquiryDialog.client'
import { GallerySlot } from './GallerySlot'
import { LazyFinanceCalculator, LazyFuelCalculator } from './LazyCalculators.client'
import { PhoneReveal } from './PhoneReveal.client'
import { RowsList } from './RowsList.client'
import { StickyBars } from './StickyBars.client'
import { VehicleTools } from './VehicleTools.client'
import { ViewTracker } from './ViewTracker.client'
import { ascItemCondition } from '@/domain/marketing/ascEvents'
import { TRADE_IN_VALUATION_LABEL, type VehiclePageModel } from '@/domain/vehicle-page/viewModel'
import '@/components/locations/locations.css'
import './vehicle-page.css'
import { dealerDataLayer } from '@/lib/events/dataLayer'

/** The marketing copy of the information sections (dealer-specific; these are the defaults). */
const SECTION_COPY: Record<'whats_included' | 'why_buy' | 'reserve_online' | 'protect_your_car', string[]> = {
  whats_included: ['A full safety inspection before delivery.', 'A detailed clean inside and out.', 'Two keys where supplied by the manufacturer.'],
  why_buy: [
    'Locally owned and operated, with a team that knows every car on the lot.',
    'Finance, insurance and trade-ins arranged in one visit.',
    'Clear pricing and no-pressure advice.',
  ],
  reserve_online: ['Reserve this car online with a refundable deposit and we will hold it for 48 hours while you arrange your visit.'],
  protect_your_car: ['Ask us about extended warranty, paint and interior protection, and tyre and rim cover for this car.'],
}

/**
 * A caravan's version of the copy that would read wrong on one (no keys, no engine): what a caravan
 * buyer is promised instead. Other sections are the same for every vehicle.
 */
const CARAVAN_SECTION_COPY: Partial<typeof SECTION_COPY> = {
  whats_included: [
    'A full pre-delivery check of the chassis, brakes, gas, water and electrics.',
    'A detailed clean inside and out.',
    'A handover walk-through of every system before you tow it away.',
  ],
  reserve_online: ['Reserve this caravan online with a refundable deposit and we will hold it for 48 hours while you arrange your visit.'],
  protect_your_car: ['Ask us about extended warranty, caravan insurance, and annex and awning cover for this caravan.'],
}

/** The section copy for the vehicle's kind. */
const sectionCopy = (itemType: string | null | undefined, id: keyof typeof SECTION_COPY): string[] =>
  (itemType === 'caravan' ? CARAVAN_SECTION_COPY[id] : undefined) ?? SECTION_COPY[id]

const VEHICLE_DISCLAIMER =
  'While every effort has been made to ensure the accuracy of this information, some details, including pictures, specifications, features and price, may differ. Please confirm with the dealer before purchase. Finance estimates are a guide only and are subject to credit approval.'

/** The price by the price rule; `badge` (the market-price badge) follows the sidebar's price. */
function PriceBlock({ model, large = false, badge = null }: { model: VehiclePageModel; large?: boolean; badge?: React.ReactNode }) {
  const p = model.price
  const cls = `vp-price${large ? ' vp-price--large' : ''}`
  switch (p.kind) {
    case 'subscription':
      return (
        <p className={cls}>
          <span className="vp-price__amount">{formatAud(p.amount)}</span>
          <span aria-hidden="true"> /wk</span>
          <span className="visually-hidden"> per week</span>
        </p>
      )
    case 'price':
      return (
        <p className={cls}>
          {p.wasPrice ? (
            <s className="vp-price__was">
              <span className="visually-hidden">Was </span>
              {formatAud(p.wasPrice)}
            </s>
          ) : null}
          <span className="vp-price__amount">
            {p.wasPrice ? <span className="visually-hidden">Now </span> : null}
            {formatAud(p.amount)}
          </span>
          {model.priceType ? <span className="vp-price__type">{model.priceType}</span> : null}
          {badge}
        </p>
      )
    case 'preorder':
      return (
        <p className={cls}>
          <span className="vp-price__amount">{p.label}</span>
        </p>
      )
    case 'text':
      return <p className={`${cls} vp-price--text`}>{p.label}</p>
  }
}

const ICONS: Record<string, string> = {
  km: 'M12 3a9 9 0 1 0 9 9h-2a7 7 0 1 1-7-7zm0 4 1 6h-2zm5-3 1.5 1.5-4 4-1.5-1.5z',
  transmission: 'M5 3a2 2 0 0 1 1 3.7V11h5V6.7a2 2 0 1 1 2 0V11h5V6.7a2 2 0 1 1 2 0V13h-7v4.3a2 2 0 1 1-2 0V13H6v4.3a2 2 0 1 1-2 0V6.7A2 2 0 0 1 5 3z',
  body: 'M3 14l2-5h14l2 5v4h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H3zm4-3-1 3h12l-1-3z',
}

function Icon({ name }: { name: string }) {
  const d = ICONS[name]
  if (!d) return null
  return (
    <svg className="vp-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  )
}

function Section({ id, title, children, className }: { id: string; title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`vp-section${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`} className="vp-section__heading">
        {title}
      </h2>
      {children}
    </section>
  )
}

type Props = {
  tenant: SiteTenant
  vehicle: Vehicle
  model: VehiclePageModel
  /** The car's location as the location components read it (map, directions), or null. */
  locationView: LocationView | null
  formProps: FormProps
  financeRules: FinanceRules
}

export function VehiclePage({ tenant, vehicle, model, locationView, formProps, financeRules }: Props) {
  const m = model
  const dataLayer = dealerDataLayer(tenant.settings)
  const slotProps = { vehicle, tenant }
  const updatedAt = Date.parse(vehicle.updatedAt)
  const keyIcons = m.keyInformation
  const stickyLinks = m.sticky.showButtons
    ? [
        { label: 'Get Finance', href: m.financeHref },
        ...(tenant.settings.tradeIn ? [{ label: TRADE_IN_VALUATION_LABEL, href: m.tradeInHref }] : []),
      ]
    : []
  const mobileLinks = m.available ? [{ label: 'Enquire', href: '#vehicle-actions' }, { label: 'Get Finance', href: m.financeHref }] : [{ label: 'Find Similar', href: '#vehicle-sold' }]
  const fuel = m.showCalculators && showFuelCalculator(vehicle)

  return (
    <div className="vp" data-testid="vehicle-page" data-vehicle-id={m.id}>
      {m.announcement ? <AnnouncementBar text={m.announcement.text} directionsUrl={m.announcement.directionsUrl ?? (m.location ? '#vehicle-map' : null)} /> : null}
      <Breadcrumbs trail={m.breadcrumbs} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: m.jsonLd }} />

      <div className="container vp__grid">
        <div className="vp__gallery">
          <GallerySlot vehicle={vehicle} />
        </div>

        <aside className="vp__side" aria-labelledby="vehicle-title">
          <div className="vp-side">
            <h1 id="vehicle-title" className="vp-side__title">
              {m.name}
            </h1>
            {m.badge || m.series ? (
              <p className="vp-side__badge">
                {[m.badge, m.series].filter(Boolean).join(' · ')}
              </p>
            ) : null}
            {m.reserved ? (
              <p className="vp-reserved" data-testid="vehicle-reserved">
                Reserved
              </p>
            ) : null}
            <PriceBlock model={m} large badge={<MarketPriceBadgeSlot {...slotProps} />} />
            {m.location ? (
              <p className="vp-side__location">
                <a href="#vehicle-map">{m.location.name}</a>
              </p>
            ) : null}
            {keyIcons.length > 0 ? (
              <ul className="vp-keyfacts" aria-label="Key facts">
                {keyIcons.map((r) => (
                  <li key={r.key} className="vp-keyfacts__item">
                    <Icon name={r.key} />
                    <span className="visually-hidden">{r.label}: </span>
                    {r.value}
                  </li>
                ))}
              </ul>
            ) : null}
            <ViewTracker
              slug={m.slug}
              photosCount={(vehicle.images ?? []).length}
              updatedAt={Number.isFinite(updatedAt) ? updatedAt : null}
              websiteId={tenant.id}
              viewed={m.viewed}
              used={vehicle.car_type === 'used'}
              ascItem={{
                vin: vehicle.vin,
                stockNumber: vehicle.stocknum,
                condition: ascItemCondition(vehicle.car_type),
                year: vehicle.year,
                make: vehicle.make,
                model: vehicle.model,
                price: m.financePrice ?? null,
                variant: vehicle.badge,
                color: vehicle.colour,
                bodyType: vehicle.simple_body ?? null,
              }}
            />

            {m.available ? (
              <div className="vp-actions" id="vehicle-actions" data-testid="vehicle-actions">
                {m.actions.map((a) =>
                  a.kind === 'enquiry' ? (
                    <EnquiryDialog key={a.id} carId={m.id} title={`Enquire about the ${m.name}`} triggerLabel={a.label} formProps={formProps} />
                  ) : (
                    <a
                      key={a.id}
                      className={`button ${a.id === 'get_finance' || a.id === 'test_drive' ? 'button--primary' : 'button--secondary'}`}
                      href={a.href}
                      {...(a.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {a.label}
                      {a.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
                    </a>
                  ),
                )}
                {m.reserveNote ? <p className="vp-actions__note">{m.reserveNote}</p> : null}
              </div>
            ) : (
              <section className="vp-sold" id="vehicle-sold" aria-labelledby="vehicle-sold-heading" data-testid="vehicle-sold-panel">
                <h2 id="vehicle-sold-heading" className="vp-sold__heading">
                  SOLD
                </h2>
                <p className="vp-sold__message">{m.soldMessage}</p>
                <EnquiryDialog
                  carId={m.id}
                  title="Find Me Something Similar"
                  triggerLabel="Find Me Something Similar"
                  formProps={formProps}
                  intro={`Tell us what you are after and we will find you something like the ${m.name}.`}
                />
              </section>
            )}

            <VehicleTools name={m.name} slug={m.slug} carId={m.id} favourite={m.favourite} printHref={m.printHref} />
            {tenant.settings.compare && passesCompareChecks(vehicle, tenant.settings) ? (
              <VehicleCompare vehicle={{ id: m.id, name: m.name, slug: m.slug, make: vehicle.make, model: vehicle.model, primary_image_url: m.image?.url ?? null }} />
            ) : null}
            {tenant.settings.watchlist ? <WatchlistButton carId={m.id} name={m.name} sold={vehicle.status === 'sold' || vehicle.sold === true} variant="labelled" /> : null}
            <PdfLinkSlot {...slotProps} />
          </div>
        </aside>

        <div className="vp__body">
          {m.featured.length > 0 ? (
            <Section id="vehicle-key-information" title="Key Information">
              <RowsList rows={m.featured} label="key information" />
            </Section>
          ) : null}

          {m.usedCar ? (
            <Section id="vehicle-used-car" title="Registration and History">
              <dl className="vp-rows__list">
                {m.usedCar.registration ? (
                  <div className="vp-rows__row">
                    <dt>Registration</dt>
                    <dd>{m.usedCar.registration}</dd>
                  </div>
                ) : null}
                {m.usedCar.regoExpiry ? (
                  <div className="vp-rows__row">
                    <dt>Rego</dt>
                    <dd>{m.usedCar.regoExpiry.text}</dd>
                  </div>
                ) : null}
              </dl>
              {m.usedCar.historyReportUrl ? (
                <p>
                  <a href={m.usedCar.historyReportUrl} target="_blank" rel="noopener noreferrer">
                    View the history report<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </p>
              ) : null}
            </Section>
          ) : null}

          {m.sections.map((s) => {
            const id = `vehicle-${s.id.replace(/_/g, '-')}`
            switch (s.id) {
              case 'dealer_comments':
                return (
                  <Section key={s.id} id={id} title={s.title}>
                    <DealerComments text={m.comments} />
                  </Section>
                )
              case 'features':
                return (
                  <Section key={s.id} id={id} title={s.title}>
                    <ul className="vp-features">
                      {m.features.map((f) => (
                        <li key={f}>{f}</li>
                      ))}
                    </ul>
                  </Section>
                )
              case 'reserve_online':
                if (!tenant.settings.reserve || !m.available || m.reserved) return null
                return (
                  <Section key={s.id} id={id} title={s.title}>
                    {sectionCopy(m.itemType, 'reserve_online').map((p) => (
                      <p key={p}>{p}</p>
                    ))}
                  </Section>
                )
              default:
                return (
                  <Section key={s.id} id={id} title={s.title} className={s.id === 'why_buy' ? 'vp-section--panel' : undefined}>
                    <ul className="vp-ticks">
                      {sectionCopy(m.itemType, s.id).map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  </Section>
                )
            }
          })}

          {fuel ? (
            <Section id="vehicle-fuel" title="Fuel Cost Calculator">
              <LazyFuelCalculator vehicle={{ simple_fuel: vehicle.simple_fuel ?? null, variant: { fuelconsumptioncombined: vehicle.variant?.fuelconsumptioncombined ?? null } }} />
            </Section>
          ) : null}

          <DeliveryCalculatorSlot {...slotProps} />

          {m.caravan.length > 0 ? (
            <Section id="vehicle-caravan-specifications" title="Caravan Specifications">
              <RowsList rows={m.caravan} label="caravan specifications" />
            </Section>
          ) : null}

          {m.specifications.length + m.summary.length > 0 ? (
            <Section id="vehicle-specifications" title="All Specifications">
              <RowsList rows={[...m.specifications, ...m.summary]} label="specifications" />
            </Section>
          ) : null}

          {m.showCalculators ? (
            <section className="vp-section" id="finance-calculator" aria-labelledby="vehicle-finance-heading">
              <h2 id="vehicle-finance-heading" className="vp-section__heading">
                Finance Calculator
              </h2>
              <div className="vp-quote" data-testid="vehicle-request-quote">
                <p>Get a finance quote tailored to you for this {m.itemType === 'car' ? 'car' : m.itemType}.</p>
                <a className="button button--primary" href={m.financeHref}>
                  Request a Quote
                </a>
              </div>
              <LazyFinanceCalculator
                rules={financeRules}
                dealership={tenant.slug}
                financeLink={tenant.settings.financeLink}
                dataLayer={dataLayer}
                vehicle={{ id: m.id, price: m.financePrice, car_type: vehicle.car_type, vin: vehicle.vin ?? null }}
                buttonLabel="Get Finance Quote"
                headingLevel={3}
                showDisclaimer
                disclaimerAnchor
              />
            </section>
          ) : null}

          <PriceComparisonSlot {...slotProps} />

          <Section id="vehicle-disclaimer" title="Disclaimer" className="vp-section--small">
            <p>{VEHICLE_DISCLAIMER}</p>
          </Section>

          <SimilarCarsSlot {...slotProps} />

          {m.location ? (
            <Section id="vehicle-location" title="Location">
              {locationView ? (
                <LocationMap tenant={tenant} location={locationView} id="vehicle-map" />
              ) : (
                <div id="vehicle-map">
                  <p>{m.location.name}</p>
                </div>
              )}
            </Section>
          ) : null}

          <Section id="vehicle-phone" title="Call Us" className="vp-phone">
            {m.phone ? (
              <PhoneReveal
                phone={m.phone.number}
                revealedByDefault={m.phone.revealed}
                carId={m.id}
                dealershipId={m.location?.id ?? null}
                websiteId={tenant.id}
                dataLayer={dataLayer}
              />
            ) : (
              <p>Please use the enquiry form and we will call you.</p>
            )}
          </Section>
        </div>
      </div>

      <PromotionBanner tenantId={tenant.id} placement="vehicle-banner" carType={vehicle.car_type} />

      <StickyBars
        name={m.name}
        details={[
          m.keyInformation.find((r) => r.key === 'body')?.value,
          m.keyInformation.find((r) => r.key === 'transmission')?.value,
        ].filter((d): d is string => Boolean(d))}
        price={<PriceBlock model={m} />}
        estimate={m.sticky.estimate}
        links={stickyLinks}
        image={m.image ? <Media media={m.image} sizes="96px" className="vp-sticky__img" /> : null}
        mobileLinks={mobileLinks}
      />
    </div>
  )
}

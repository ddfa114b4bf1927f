/**
 * The printable vehicle page (/print?car_id={slug}): the key details, the first photo, the price, the
 * specifications, dealer comments and the dealer's contact details, laid out for paper (print.css hides
 * the site chrome and buttons when printing).
 */
import type { Vehicle } from '@/payload-types'
import type { SiteTenant } from '@/lib/site/tenant'
import { PdfDownloadButton } from './PdfDownloadButton.client'
import { PrintButton } from './PrintButton.client'
import { vehicleFacts } from './vehicleFacts'
import './services.css'

export function PrintVehicle({ vehicle, tenant, now }: { vehicle: Vehicle; tenant: SiteTenant; now: number }) {
  const facts = vehicleFacts(vehicle, tenant, now)
  const d = facts.dealer
  return (
    <article className="vs-print container" data-vehicle-id={vehicle.id}>
      <div className="vs-print__actions vs-print__no-print">
        <PrintButton />
        <PdfDownloadButton slug={facts.slug} />
        <a className="button button--secondary" href={`/cars/${facts.slug}`}>
          Back to the vehicle
        </a>
      </div>
      <header className="vs-print__header">
        <p className="vs-print__dealer">{d.name}</p>
        <h1 className="vs-print__title">{facts.title}</h1>
        <p className="vs-print__price">
          {facts.wasPrice ? (
            <s className="vs-print__was">
              <span className="visually-hidden">Was </span>
              {facts.wasPrice}
            </s>
          ) : null}{' '}
          <strong data-testid="print-price">{facts.price}</strong>
          {facts.priceType ? <span className="vs-print__price-type"> {facts.priceType}</span> : null}
        </p>
      </header>
      {facts.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a plain image prints reliably (no lazy loading)
        <img className="vs-print__photo" src={facts.photo.url} alt={facts.photo.alt || facts.title} width={facts.photo.width} height={facts.photo.height} />
      ) : null}
      {facts.specs.length ? (
        <section className="vs-print__section">
          <h2>Key details</h2>
          <dl className="vs-print__specs">
            {facts.specs.map((row) => (
              <div key={row.key + row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {facts.comments.length ? (
        <section className="vs-print__section">
          <h2>Dealer comments</h2>
          {facts.comments.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ) : null}
      <section className="vs-print__section vs-print__contact">
        <h2>Contact the dealer</h2>
        <p>
          <strong>{d.name}</strong>
          {d.location && d.location !== d.name ? `, ${d.location}` : null}
        </p>
        {d.address ? <p>{d.address}</p> : null}
        {d.phone ? <p>Phone: {d.phone}</p> : null}
        {d.email ? <p>Email: {d.email}</p> : null}
        {d.licences.length ? <p>Dealer licence: {d.licences.join(', ')}</p> : null}
      </section>
    </article>
  )
}

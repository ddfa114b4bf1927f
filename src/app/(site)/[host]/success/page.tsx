import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import '@/components/forms/forms.css'
import { getTenantByHost } from '@/lib/site/tenant'
import { leadSuccess } from '@/lib/leads/success'
import { payloadClient } from '@/lib/payload'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ lead?: string }> }

export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } }

/** Where every completed lead form lands (/success after a completed lead). */
export default async function SuccessPage({ params, searchParams }: Props) {
  const { host } = await params
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  // What this browser's lead was, its short reference and (instant offer) the offer; nothing of the
  // shopper's own details is shown.
  const { summary, reference, offer } = await leadSuccess(await payloadClient(), tenant, (await searchParams).lead)
  return (
    <article className="success-page container container--reading" data-page="success">
      <div className="success-page__icon" aria-hidden="true">
        ✓
      </div>
      <h1>Thank you</h1>
      <p data-testid="success-summary">{summary}</p>
      <p>
        We will be in touch soon
        {tenant.contact.phone ? (
          <>
            {' '}
            — or call us now on <a href={`tel:${tenant.contact.phone.replace(/[^\d+]/g, '')}`}>{tenant.contact.phone}</a>
          </>
        ) : null}
        .
      </p>
      {offer ? (
        <section className="offer" aria-labelledby="success-offer" data-testid="success-offer">
          <h2 id="success-offer">Your instant offer</h2>
          {offer.amount ? (
            <p className="offer__amount">
              {offer.car ? <>Our offer for your {offer.car}: </> : <>Our offer: </>}
              <strong>{offer.amount}</strong>
            </p>
          ) : null}
          <p className="form-note">{offer.next}</p>
        </section>
      ) : null}
      {reference ? (
        <p className="success-page__ref" data-testid="success-reference">
          Your reference: <strong>{reference}</strong>
        </p>
      ) : null}
      <div className="success-page__actions">
        <a className="button button--primary" href="/">
          Back to home
        </a>
        <a className="button button--secondary" href="/search/new-used-and-demo-cars">
          Search vehicles
        </a>
      </div>
    </article>
  )
}

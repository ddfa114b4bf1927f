import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import '../../../../../blocks/forms-shared/forms.css'
import { getTenantByHost } from '@/lib/site/tenant'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ lead?: string }> }

export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } }

/** Where every completed lead form lands (spec 01 §2, spec 02 §2.1: /success after a completed lead). */
export default async function SuccessPage({ params, searchParams }: Props) {
  const { host } = await params
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  const lead = (await searchParams).lead
  const reference = typeof lead === 'string' && /^ld_[A-Za-z0-9_-]{10,40}$/.test(lead) ? lead : null
  return (
    <article className="success-page container container--reading" data-page="success">
      <div className="success-page__icon" aria-hidden="true">
        ✓
      </div>
      <h1>Thank you</h1>
      <p>
        Your enquiry has been sent to {tenant.name}. We will be in touch soon
        {tenant.contact.phone ? (
          <>
            {' '}
            — or call us now on <a href={`tel:${tenant.contact.phone.replace(/[^\d+]/g, '')}`}>{tenant.contact.phone}</a>
          </>
        ) : null}
        .
      </p>
      {reference ? <p className="success-page__ref">Your reference: {reference}</p> : null}
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

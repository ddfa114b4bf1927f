import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import '../../../../../blocks/forms-shared/forms.css'
import { getTenantByHost } from '@/lib/site/tenant'
import { findLeadByPublicId } from '@/lib/leads/store'
import { payloadClient } from '@/lib/payload'
import { sentSummary } from '@/domain/leads/reference'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ lead?: string }> }

export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } }

/** Where every completed lead form lands (spec 01 §2, spec 02 §2.1: /success after a completed lead). */
export default async function SuccessPage({ params, searchParams }: Props) {
  const { host } = await params
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  const leadId = (await searchParams).lead
  // The lead this browser just sent (its unguessable lead_id), this dealer's only: what it was and its
  // short reference. Nothing of the shopper's own details is shown.
  const lead = typeof leadId === 'string' && /^ld_[A-Za-z0-9_-]{10,40}$/.test(leadId) ? await findLeadByPublicId(await payloadClient(), tenant.id, leadId) : null
  const vehicleName = lead?.title?.includes(': ') ? lead.title.split(': ').slice(1).join(': ') : null
  const summary = lead ? sentSummary({ form: lead.form, vehicleName, dealer: tenant.name }) : `Your enquiry has been sent to ${tenant.name}.`
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
      {lead?.reference ? (
        <p className="success-page__ref" data-testid="success-reference">
          Your reference: <strong>{lead.reference}</strong>
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

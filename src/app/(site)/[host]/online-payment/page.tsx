import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import '@/components/accounts/accounts.css'
import { getTenantByHost } from '@/lib/site/tenant'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string }> }

export const metadata: Metadata = { title: 'Online payment', robots: { index: false, follow: false } }

/**
 * /online-payment: always behind sign-in (the proxy sends signed-out visitors to
 * /sign-in?type=online-payment), so this cached page only ever reaches signed-in shoppers.
 */
export default async function OnlinePaymentPage({ params }: Props) {
  const { host } = await params
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  return (
    <div className="container container--reading account-page" data-page="online-payment">
      <h1>Online payment</h1>
      <p>
        Pay a deposit or the balance for your car with {tenant.name} online. To reserve a car, open it from our stock and choose Reserve
        Now; your receipt and the car&apos;s hold are shown on the car&apos;s checkout page.
      </p>
      <p>
        Questions about a payment?{' '}
        {tenant.contact.phone ? (
          <>
            Call us on <a href={`tel:${tenant.contact.phone.replace(/[^\d+]/g, '')}`}>{tenant.contact.phone}</a>.
          </>
        ) : (
          <a href="/contact">Contact us</a>
        )}
      </p>
    </div>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import '@/components/accounts/accounts.css'
import { SignOutButton } from '@/components/accounts/SignOutButton.client'
import { formatMobile } from '@/domain/accounts/phone'
import { getSignedInCustomer } from '@/lib/customers/session'
import { getTenantByHost } from '@/lib/site/tenant'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string }> }

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Sign out', robots: { index: false, follow: false } }

/**
 * /sign-out: a page with a Sign out button (a POST; a plain link that signed people out would be
 * followed by prefetchers and other sites' pages). After signing out it says so.
 */
export default async function SignOutPage({ params }: Props) {
  const { host } = await params
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  const customer = await getSignedInCustomer(tenant.id)
  return (
    <div className="container container--reading account-page" data-page="sign-out">
      {customer ? (
        <>
          <h1>Sign out</h1>
          <p>You are signed in to {tenant.name} as {formatMobile(customer.phone)}.</p>
          <SignOutButton className="button button--primary" />
        </>
      ) : (
        <>
          <h1>You are signed out</h1>
          <p>
            <a href="/">Back to the home page</a> or <a href="/sign-in">sign in again</a>.
          </p>
        </>
      )}
    </div>
  )
}

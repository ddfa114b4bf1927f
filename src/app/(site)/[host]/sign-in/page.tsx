import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import '@/components/forms/forms.css'
import '@/components/accounts/accounts.css'
import { SignInForm } from '@/components/accounts/SignInForm.client'
import { safeRedirectPath } from '@/domain/accounts/redirects'
import { signInCopy } from '@/domain/accounts/signInCopy'
import { getSignedInCustomer } from '@/lib/customers/session'
import { getTenantByHost } from '@/lib/site/tenant'
import { hostParam } from '@/domain/security/percentDecoding'

type Query = { type?: string | string[]; redirect?: string | string[]; back?: string | string[] }
type Props = { params: Promise<{ host: string }>; searchParams: Promise<Query> }

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ host }, query] = await Promise.all([params, searchParams])
  const tenant = await getTenantByHost(hostParam(host))
  return { title: `${signInCopy(first(query.type)).heading} | ${tenant?.name ?? 'Sign in'}`, robots: { index: false, follow: false } }
}

/**
 * /sign-in?type=&redirect=&back=: phone-number sign-in with a texted code.
 * Rendered per request (it reads the session cookie): a shopper already signed in goes straight on.
 * Both targets are same-site paths only; anything else falls back to the home page.
 */
export default async function SignInPage({ params, searchParams }: Props) {
  const [{ host }, query] = await Promise.all([params, searchParams])
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  const redirectTo = safeRedirectPath(first(query.redirect))
  const back = safeRedirectPath(first(query.back))
  if (await getSignedInCustomer(tenant.id)) redirect(redirectTo)
  const copy = signInCopy(first(query.type))
  return (
    <div className="container container--reading sign-in-page" data-page="sign-in">
      <SignInForm heading={copy.heading} intro={copy.intro} redirectTo={redirectTo} back={back} />
    </div>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import '@/components/accounts/accounts.css'
import { formatMobile } from '@/domain/accounts/phone'
import { payloadClient } from '@/lib/payload'
import { getTenantByHost } from '@/lib/site/tenant'
import { UNSUBSCRIBE_API_PATH } from '@/lib/unsubscribe/links'
import { findSuppression } from '@/lib/unsubscribe/store'
import { verifyUnsubscribeToken, type UnsubscribeClaims } from '@/lib/unsubscribe/token'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ t?: string | string[] }> }

export const dynamic = 'force-dynamic'
// The token is in the address: never sent on as a Referer.
export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false, follow: false }, referrer: 'no-referrer' }

/** What the shopper stops, in their words. */
function whatStops(claims: UnsubscribeClaims, dealer: string): string {
  if (claims.list === 'alerts') return `watchlist alerts from ${dealer} (price drops, and cars you saved selling or being reserved), by email or text message`
  if (claims.list === 'auto-replies') return `automatic replies from ${dealer} when you send an enquiry`
  return `all alerts and automatic messages from ${dealer}`
}

const shown = (claims: UnsubscribeClaims) => (claims.channel === 'sms' ? formatMobile(claims.address) : claims.address)

/**
 * /pages/unsubscribe?t={token}: the link in every alert and auto-reply email. It says
 * what will stop and asks; only the Unsubscribe button (a POST to /api/unsubscribe, src/lib/unsubscribe/endpoint.ts)
 * changes anything, since mail scanners open links. Once unsubscribed it says so. A bad, expired or
 * other dealer's link says why and changes nothing.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const [{ host }, query] = await Promise.all([params, searchParams])
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  const token = Array.isArray(query.t) ? query.t[0] : query.t
  const check = verifyUnsubscribeToken(token, { tenant: tenant.id })

  if (!check.ok) {
    const why =
      check.reason === 'expired'
        ? 'This unsubscribe link has expired.'
        : check.reason === 'other-dealer'
          ? `This unsubscribe link is not for ${tenant.name}, so nothing has changed here. Please use the link in the email it came in.`
          : 'This unsubscribe link is not complete or not valid, so nothing has changed.'
    return (
      <div className="container container--reading account-page" data-page="unsubscribe" data-state="invalid">
        <h1>This link does not work</h1>
        <p>{why}</p>
        <p>
          Use the unsubscribe link in a more recent email from {tenant.name}
          {tenant.contact.phone ? `, or call us on ${tenant.contact.phone}` : ''}
          {tenant.contact.email ? (
            <>
              {' '}
              or email <a href={`mailto:${tenant.contact.email}`}>{tenant.contact.email}</a>
            </>
          ) : null}
          . To stop text messages, reply STOP to any of them.
        </p>
        <p>
          <a href="/">Back to the home page</a>
        </p>
      </div>
    )
  }

  const { claims } = check
  const done = await findSuppression(await payloadClient(), tenant.id, claims.list, [{ channel: claims.channel, address: claims.address }])
  return (
    <div className="container container--reading account-page" data-page="unsubscribe" data-state={done ? 'unsubscribed' : 'confirm'}>
      {done ? (
        <>
          <h1>You are unsubscribed</h1>
          <p role="status">
            <strong style={{ overflowWrap: 'anywhere' }}>{shown(claims)}</strong> will get no more {whatStops(claims, tenant.name)}.
          </p>
          <p>
            <a href="/">Back to the home page</a>
          </p>
        </>
      ) : (
        <>
          <h1>Unsubscribe</h1>
          <p>
            <strong style={{ overflowWrap: 'anywhere' }}>{shown(claims)}</strong> will stop getting {whatStops(claims, tenant.name)}.
          </p>
          <form method="post" action={UNSUBSCRIBE_API_PATH}>
            <input type="hidden" name="t" value={token} />
            <button type="submit" className="button button--primary">
              Unsubscribe
            </button>
          </form>
          <p>
            <a href="/">No, take me to the home page</a>
          </p>
        </>
      )}
    </div>
  )
}

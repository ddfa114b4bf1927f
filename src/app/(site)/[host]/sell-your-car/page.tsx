import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import DealerPage, { generateMetadata as dealerPageMetadata } from '../[[...slug]]/page'
import { getPublishedPage } from '@/lib/site/content'
import { getTenantByHost } from '@/lib/site/tenant'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** This route's own address, and the page it sends shoppers to when the dealer has no page here. */
const SLUG = 'sell-your-car'
const TARGET = 'sell-my-car'

async function load(params: Props['params']) {
  const { host } = await params
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  return { host, tenant, own: await getPublishedPage(tenant.id, SLUG) }
}

const asDealerPage = (host: string) => ({ params: Promise.resolve({ host, slug: [SLUG] }) })

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, own } = await load(params)
  return own ? dealerPageMetadata(asDealerPage(host)) : {}
}

/**
 * /sell-your-car (a second address for /sell-my-car): a dealer's own page at this address
 * when it has one; otherwise a permanent redirect to its /sell-my-car page (the instant offer), the
 * query string kept; a 404 when it has neither. Gated with /sell-my-car by the "Sell my car needs
 * sign-in" switch (src/proxy.ts).
 */
export default async function SellYourCar({ params, searchParams }: Props) {
  const { host, tenant, own } = await load(params)
  if (own) return DealerPage(asDealerPage(host))
  if (!(await getPublishedPage(tenant.id, TARGET))) notFound()
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams)) for (const v of [value ?? []].flat()) query.append(key, v)
  const qs = query.toString()
  permanentRedirect(`/${TARGET}${qs ? `?${qs}` : ''}`)
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CompareView } from '@/components/compare/CompareView.client'
import { compareCar } from '@/domain/compare/compareModel'
import { parseCompareIds } from '@/domain/compare'
import { getCompareVehicles } from '@/lib/compare/load'
import { getTenantLocations } from '@/lib/site/locations'
import { getTenantByHost, siteOrigin } from '@/lib/site/tenant'
import { getFinanceRules } from '@/lib/site/financeRules'
import '@/components/compare/compare.css'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Which cars shows depends on the query (and, with none, on this browser's saved list).
export const dynamic = 'force-dynamic'

async function dealer(rawHost: string) {
  const tenant = await getTenantByHost(hostParam(rawHost))
  // The page belongs to the compare control: a dealer without it has no compare page.
  if (!tenant || !tenant.settings.compare) notFound()
  return tenant
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await dealer((await params).host)
  return { title: `${tenant.settings.compareHeading} | ${tenant.name}`, robots: { index: false, follow: true } }
}

/**
 * /compare?ids=12,34: two to four of the dealer's cars side by side (issue 19, item 4). Works signed
 * out. Ids that are malformed, of another dealer's car, or of a car the site does not show (hidden,
 * sold before the window) are left out without an error; with none left the page explains how to pick
 * cars. Without an `ids` query the browser opens the list it saved (src/components/compare).
 */
export default async function ComparePage({ params, searchParams }: Props) {
  const [{ host }, query] = await Promise.all([params, searchParams])
  const tenant = await dealer(host)
  const ids = parseCompareIds(query.ids)
  const now = Date.now()
  const vehicles = await getCompareVehicles(tenant, ids, now)
  const [locations, rules] = vehicles.length > 0 ? await Promise.all([getTenantLocations(tenant), getFinanceRules(tenant)]) : [[], null]
  const origin = siteOrigin(tenant, hostParam(host))
  const cars = vehicles.map((vehicle) =>
    compareCar({ vehicle, tenant, locations, now, origin, sampleRate: rules?.interest.defaultRate ?? null, comparisonRate: rules?.comparisonRate ?? null }),
  )
  return (
    <div className="container compare" data-page="compare">
      <CompareView
        key={cars.map((c) => c.id).join(',')}
        cars={cars}
        heading={tenant.settings.compareHeading}
        emptyText={tenant.settings.compareEmptyText}
        searchHref={tenant.settings.headerSearchPath}
        askedForIds={query.ids !== undefined}
      />
    </div>
  )
}

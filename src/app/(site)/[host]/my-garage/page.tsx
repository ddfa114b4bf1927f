import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GarageFavourites, GarageViewed } from '@/components/watchlist/GarageLocalLists.client'
import { SavedCars } from '@/components/watchlist/SavedCars.client'
import { SignOutButton } from '@/components/accounts/SignOutButton.client'
import { signedInPage } from '@/components/watchlist/accountPage'
import { formatMobile } from '@/domain/accounts/phone'
import { GARAGE_PAGE_PATH, WATCHLIST_PAGE_PATH } from '@/domain/watchlist/button'
import { payloadClient } from '@/lib/payload'
import { listWatchlist } from '@/lib/watchlist/store'

type Props = { params: Promise<{ host: string }> }

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'My Garage', robots: { index: false, follow: false } }

/**
 * My Garage (issue 8): the signed-in shopper's watchlist (from the server), favourites
 * and recently viewed cars (from this browser), their stored details and Sign out. A 404 where the
 * dealer turned the garage off.
 */
export default async function MyGaragePage({ params }: Props) {
  const { tenant, customer } = await signedInPage((await params).host, GARAGE_PAGE_PATH)
  if (!tenant.settings.garage) notFound()
  const entries = tenant.settings.watchlist ? await listWatchlist(await payloadClient(), tenant, customer) : []
  const details: [string, string | null | undefined][] = [
    ['Name', [customer.name, customer.lastName].filter(Boolean).join(' ') || null],
    ['Mobile', customer.phone ? formatMobile(customer.phone) : null],
    ['Email', customer.email],
    ['Postcode', customer.postcode],
  ]
  return (
    <div className="container garage" data-page="my-garage">
      <h1>My Garage</h1>

      {tenant.settings.watchlist ? (
        <section className="garage__section" aria-labelledby="garage-watchlist-heading" data-testid="garage-watchlist">
          <h2 id="garage-watchlist-heading" className="garage__heading" tabIndex={-1}>
            Watchlist
          </h2>
          <SavedCars
            entries={entries}
            phone={customer.phone}
            headingId="garage-watchlist-heading"
            emptyText="No saved cars yet. Save a car with its bookmark button and we will tell you when its price drops."
          />
          {entries.length > 0 ? (
            <p>
              <a href={WATCHLIST_PAGE_PATH}>Open your watchlist</a>
            </p>
          ) : null}
        </section>
      ) : null}

      {tenant.settings.favourites ? (
        <section className="garage__section" aria-labelledby="garage-favourites-heading" data-testid="garage-favourites">
          <h2 id="garage-favourites-heading">Favourites</h2>
          <GarageFavourites />
        </section>
      ) : null}

      <section className="garage__section" aria-labelledby="garage-viewed-heading" data-testid="garage-viewed">
        <h2 id="garage-viewed-heading">Recently viewed</h2>
        <GarageViewed />
      </section>

      <section className="garage__section" aria-labelledby="garage-details-heading" data-testid="garage-details">
        <h2 id="garage-details-heading">Your details</h2>
        <dl className="garage-details">
          {details.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value || 'Not given'}</dd>
            </div>
          ))}
        </dl>
        <SignOutButton className="button button--secondary" />
      </section>
    </div>
  )
}

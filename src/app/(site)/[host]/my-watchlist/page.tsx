import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SavedCars } from '@/components/watchlist/SavedCars.client'
import { signedInPage } from '@/components/watchlist/accountPage'
import { GARAGE_PAGE_PATH, WATCHLIST_PAGE_PATH } from '@/domain/watchlist/button'
import { payloadClient } from '@/lib/payload'
import { listWatchlist } from '@/lib/watchlist/store'

type Props = { params: Promise<{ host: string }> }

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'My Watchlist', robots: { index: false, follow: false } }

/** The watchlist page, the toasts' View List target: the signed-in shopper's saved cars. */
export default async function MyWatchlistPage({ params }: Props) {
  const { tenant, customer } = await signedInPage((await params).host, WATCHLIST_PAGE_PATH)
  if (!tenant.settings.watchlist) notFound()
  const entries = await listWatchlist(await payloadClient(), tenant, customer)
  return (
    <div className="container garage" data-page="my-watchlist">
      <section className="garage__section" aria-labelledby="watchlist-heading">
        <h1 id="watchlist-heading" className="garage__heading" tabIndex={-1}>
          My Watchlist
        </h1>
        <p>
          We will text you when one of these cars drops in price, is reserved or sells.
          {tenant.settings.garage ? (
            <>
              {' '}
              See your favourites and recently viewed cars in <a href={GARAGE_PAGE_PATH}>My Garage</a>.
            </>
          ) : null}
        </p>
        <SavedCars
          entries={entries}
          phone={customer.phone}
          headingId="watchlist-heading"
          headingLevel={1}
          emptyText="Your watchlist is empty. Save a car with its bookmark button and it will appear here."
        />
      </section>
    </div>
  )
}

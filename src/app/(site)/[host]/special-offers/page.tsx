import type { Metadata } from 'next'

import { OFFERS_ROUTE, SearchPage, searchPageMetadata } from '../../../../../blocks/SearchResults/SearchPage'

type Props = {
  params: Promise<{ host: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// The offers page: the dealer's 'special-offers' CMS page with its results limited to offers.
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { host } = await params
  return searchPageMetadata(OFFERS_ROUTE, host, [], await searchParams)
}

export default async function SpecialOffersPage({ params, searchParams }: Props) {
  const { host } = await params
  return <SearchPage route={OFFERS_ROUTE} host={host} segments={[]} searchParams={await searchParams} />
}

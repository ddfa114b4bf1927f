import type { Metadata } from 'next'

import { OFFERS_ROUTE, SearchPage, searchPageMetadata } from '@blocks/SearchResults/SearchPage'

type Props = { params: Promise<{ host: string; path?: string[] }> }

// The offers page: the dealer's 'special-offers' CMS page with its results limited to offers. Cached
// like /search (see search/[[...path]]/page.tsx); its only path segments are the query string's
// (`/special-offers/_q/…`, written by src/proxy.ts), any other is a 404.
export const dynamic = 'force-static'
export const dynamicParams = true
export const revalidate = 300
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, path } = await params
  return searchPageMetadata(OFFERS_ROUTE, host, path ?? [])
}

export default async function SpecialOffersPage({ params }: Props) {
  const { host, path } = await params
  return <SearchPage route={OFFERS_ROUTE} host={host} segments={path ?? []} />
}

import type { Metadata } from 'next'

import { SEARCH_ROUTE, SearchPage, searchPageMetadata } from '@blocks/SearchResults/SearchPage'

type Props = { params: Promise<{ host: string; path?: string[] }> }

// /search, /search/{car type}-cars, /search/{make}, /search/{make}/{model}, /search/{location-slug}.
// Served like the other pages (issue 19 item 3): rendered on first request per address and kept in the
// page cache until the dealer's stock or pages change (tags stock:{id}, tenant:{id}) or the revalidate
// time passes. The query string never reaches the page: src/proxy.ts rewrites it into the path
// (`/search/toyota/_q/…`, src/lib/search/queryPath.ts). force-static makes what the results UI reads
// of the request on the server (react-instantsearch-nextjs calls headers() and useSearchParams())
// empty instead of making the page dynamic; nothing on it depends on them.
export const dynamic = 'force-static'
export const dynamicParams = true
// Five minutes bounds what depends on the clock (cars leaving the sold window, promotions' days).
export const revalidate = 300
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, path } = await params
  return searchPageMetadata(SEARCH_ROUTE, host, path ?? [])
}

export default async function SearchRoutePage({ params }: Props) {
  const { host, path } = await params
  return <SearchPage route={SEARCH_ROUTE} host={host} segments={path ?? []} />
}

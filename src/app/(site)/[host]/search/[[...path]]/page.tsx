import type { Metadata } from 'next'

import { SEARCH_ROUTE, SearchPage, searchPageMetadata } from '../../../../../../blocks/SearchResults/SearchPage'

type Props = {
  params: Promise<{ host: string; path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// /search, /search/{car type}-cars, /search/{make}, /search/{make}/{model}, /search/{location-slug}.
// Each reads the query string, so it renders per request.
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { host, path } = await params
  return searchPageMetadata(SEARCH_ROUTE, host, path ?? [], await searchParams)
}

export default async function SearchRoutePage({ params, searchParams }: Props) {
  const { host, path } = await params
  return <SearchPage route={SEARCH_ROUTE} host={host} segments={path ?? []} searchParams={await searchParams} />
}

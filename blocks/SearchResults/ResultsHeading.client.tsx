'use client'

import { useInstantSearch } from 'react-instantsearch'

import { searchHeading } from '@/lib/search/uiHeading'
import type { SearchUiState } from '@/domain/search/routing'
import { useSearchUi } from './uiContext'
import { useItemNoun } from './useCounts'

type Props = { id: string; heading: { level: 1 | 2; text: string | null; fallback: string; dynamic: boolean } }

/**
 * The block's heading. As the page heading of a search route it names what is shown ('Used Toyota
 * HiLux for sale') and follows the filters, the same words as the document title the server wrote.
 */
export function ResultsHeading({ id, heading }: Props) {
  const { indexUiState } = useInstantSearch()
  const { settings } = useSearchUi()
  const noun = useItemNoun()
  const text = heading.dynamic
    ? searchHeading(indexUiState as SearchUiState, { fallback: heading.text ?? heading.fallback, usedOnly: settings.stockUsedOnly, noun })
    : (heading.text ?? heading.fallback)
  const Tag = heading.level === 1 ? 'h1' : 'h2'
  return (
    <Tag id={id} className="search-results__heading">
      {text}
    </Tag>
  )
}

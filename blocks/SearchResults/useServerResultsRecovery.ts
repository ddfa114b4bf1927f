'use client'

import { useEffect } from 'react'
import { useInstantSearch } from 'react-instantsearch'

import { UNAVAILABLE_FLAG } from './searchClient'

/**
 * True while the results are the server's stand-in for a search that failed during server rendering;
 * the browser then searches again once, straight after hydration.
 */
export function useServerResultsRecovery(results: unknown): boolean {
  const { refresh } = useInstantSearch()
  const raw = (results as unknown as { _rawResults?: Record<string, unknown>[] } | undefined)?._rawResults
  const unavailable = Boolean(raw?.some((r) => r?.[UNAVAILABLE_FLAG]))
  useEffect(() => {
    if (unavailable) refresh()
  }, [unavailable, refresh])
  return unavailable
}

'use client'

import type { MouseEvent } from 'react'
import { usePagination } from 'react-instantsearch'

import { goToResults, useSearchUi } from './uiContext'

/**
 * Page links at the dealer's page size. Each is a real link to its page's address (crawlable, opens in
 * a new tab); a plain click changes the page in place and moves to the top of the results.
 */
export function Pagination() {
  const ui = useSearchUi()
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({ padding: 2 })
  if (nbPages <= 1) return null

  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    refine(page)
    goToResults(ui)
  }
  const link = (page: number, label: string, rel?: string) => (
    <a href={createURL(page)} rel={rel} className="pagination__link" onClick={go(page)}>
      {label}
    </a>
  )

  return (
    <nav className="pagination" aria-label="Pages of results">
      <ul className="pagination__list">
        <li>
          {isFirstPage ? (
            <span className="pagination__link" aria-disabled="true">
              Previous
            </span>
          ) : (
            link(currentRefinement - 1, 'Previous', 'prev')
          )}
        </li>
        {pages.map((page) => (
          <li key={page}>
            {page === currentRefinement ? (
              <span className="pagination__link" aria-current="page">
                <span className="visually-hidden">Page </span>
                {page + 1}
              </span>
            ) : (
              <a href={createURL(page)} className="pagination__link" aria-label={`Page ${page + 1}`} onClick={go(page)}>
                {page + 1}
              </a>
            )}
          </li>
        ))}
        <li>
          {isLastPage ? (
            <span className="pagination__link" aria-disabled="true">
              Next
            </span>
          ) : (
            link(currentRefinement + 1, 'Next', 'next')
          )}
        </li>
      </ul>
    </nav>
  )
}

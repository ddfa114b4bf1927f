'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { suggestionUrl, textQueryUrl, type Suggestion } from '@/domain/search-suggestions'
import { emptyDictionary, parseSearchUrl, type SearchUiState } from '@/lib/search/routing'
import { SuggestionsCombobox } from '../search-suggestions/SuggestionsCombobox.client'
import './HeaderSearch.css'

const SEARCH_PATH = '/search'

/**
 * What the dealer's header search address already says (its car type, for /search/used-cars), so a
 * typed query or a suggestion searches inside it. Anything else starts from all stock.
 */
function baseStateOf(path: string): SearchUiState {
  try {
    const url = new URL(path, 'http://x')
    if (url.pathname !== SEARCH_PATH && !url.pathname.startsWith(`${SEARCH_PATH}/`)) return {}
    const state = parseSearchUrl(url.pathname, url.search, {
      basePath: SEARCH_PATH,
      pathSegments: true,
      defaultSort: 'vehicles',
      dictionary: emptyDictionary(),
    })
    if (!state) return {}
    delete state.query
    delete state.page
    return state
  } catch {
    return {}
  }
}

const SearchIcon = () => (
  <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </svg>
)

/**
 * The header's search. Before the page's scripts run it is the magnifier link to the dealer's search
 * address; then the magnifier opens a search field under the bar with make, model and body suggestions
 * as the shopper types. Enter searches the typed text; Escape (with no suggestions showing) closes it.
 */
export function HeaderSearch({ path, label }: { path: string; label: string }) {
  const router = useRouter()
  const [ready, setReady] = useState(false)
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const panelId = useId()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => setReady(true), [])
  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])
  // A press outside the field and its button closes it.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) toggle.current?.focus()
  }
  const go = (href: string) => {
    close(false)
    router.push(href)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    go(text.trim() ? textQueryUrl(text, baseStateOf(path)) : path)
  }
  const onChoose = (suggestion: Suggestion) => {
    setText('')
    go(suggestionUrl(suggestion, baseStateOf(path)))
  }

  return (
    <>
      {ready ? (
        <button
          ref={toggle}
          type="button"
          className="site-header__icon site-header__search"
          aria-label={label}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <SearchIcon />
        </button>
      ) : (
        <a className="site-header__icon site-header__search" href={path} aria-label={label}>
          <SearchIcon />
        </a>
      )}
      <div ref={panel} id={panelId} className="header-search" hidden={!open}>
        <form className="header-search__form container" role="search" action={SEARCH_PATH} method="get" onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            {label}
          </label>
          <SuggestionsCombobox
            inputId={inputId}
            inputRef={input}
            name="query"
            value={text}
            onValueChange={setText}
            onChoose={onChoose}
            onEscape={() => close(true)}
            placeholder="Make, model or keyword"
            className="header-search__field"
          />
          <button type="submit" className="button button--primary header-search__submit">
            Search
          </button>
        </form>
      </div>
    </>
  )
}

'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { suggestionUrl, textQueryUrl, type Suggestion } from '@/domain/search-suggestions'
import { emptyDictionary, parseSearchUrl, type SearchUiState } from '@/domain/search/routing'
import { SuggestionsCombobox } from '../search-suggestions/SuggestionsCombobox.client'

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

/**
 * The header search's field, with make, model and body suggestions as the shopper types (HeaderSearch
 * loads it the first time the magnifier is used). Enter searches the typed text; Escape (with no
 * suggestions showing) closes it. Focus goes to the field each time the panel opens.
 */
export function HeaderSearchPanel({ path, label, open, onClose }: { path: string; label: string; open: boolean; onClose: (refocus: boolean) => void }) {
  const router = useRouter()
  const [text, setText] = useState('')
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  const go = (href: string) => {
    onClose(false)
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
        onEscape={() => onClose(true)}
        placeholder="Make, model or keyword"
        className="header-search__field"
      />
      <button type="submit" className="button button--primary header-search__submit">
        Search
      </button>
    </form>
  )
}

'use client'

import { formatNumber } from '@/domain/format/numbers'
import { Fragment, useEffect, useId, useReducer, useRef, useState, type KeyboardEvent, type Ref } from 'react'

import {
  comboboxReducer,
  facetQueryOf,
  flattenGroups,
  initialComboboxState,
  keyAction,
  optionId,
  SUGGESTION_DEBOUNCE_MS,
  suggestionsAnnouncement,
  type Suggestion,
  type SuggestionGroup,
} from '@/domain/search-suggestions'
import './suggestions.css'

export type SuggestionsComboboxProps = {
  /** The input's id, for the caller's <label htmlFor>. */
  inputId: string
  /** The input's name: the query of the form's no-JavaScript GET. */
  name?: string
  value: string
  onValueChange: (value: string) => void
  /** A suggestion was chosen (Enter on the active option, or a click). */
  onChoose: (suggestion: Suggestion) => void
  /** Escape with the list already closed: the caller may close what holds the field. */
  onEscape?: () => void
  placeholder?: string
  className?: string
  inputClassName?: string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A text field with make, model and body suggestions as the shopper types: the WAI-ARIA 1.2 combobox
 * pattern (the input is the combobox; a listbox of grouped options; aria-activedescendant while focus
 * stays in the input; a polite status announcing how many suggestions there are). Enter with no option
 * active leaves the key to the form, which searches the typed text.
 */
export function SuggestionsCombobox({
  inputId,
  name,
  value,
  onValueChange,
  onChoose,
  onEscape,
  placeholder,
  className,
  inputClassName,
  inputRef,
}: SuggestionsComboboxProps) {
  const listboxId = useId()
  const [groups, setGroups] = useState<SuggestionGroup[]>([])
  const [state, dispatch] = useReducer(comboboxReducer, initialComboboxState)
  const [announcement, setAnnouncement] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(0)
  const options = flattenGroups(groups)

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (state.open && state.active >= 0) document.getElementById(optionId(listboxId, state.active))?.scrollIntoView({ block: 'nearest' })
  }, [state.open, state.active, listboxId])

  const ask = (text: string) => {
    const query = facetQueryOf(text)
    const ticket = ++latest.current
    if (!query) {
      setGroups([])
      dispatch({ type: 'results', count: 0 })
      setAnnouncement('')
      return
    }
    import('./suggestionsClient')
      .then(({ fetchSuggestions }) => fetchSuggestions(query))
      .then((next) => {
        // Only the answer to the latest text, and only while the shopper is still in the field (which
        // may have had focus before the page's scripts ran: no focus event to go by).
        if (ticket !== latest.current || document.activeElement?.id !== inputId) return
        const count = flattenGroups(next).length
        setGroups(next)
        dispatch({ type: 'results', count })
        setAnnouncement(suggestionsAnnouncement(count))
      })
      .catch(() => {})
  }

  const onChange = (text: string) => {
    onValueChange(text)
    dispatch({ type: 'typed' })
    clearTimeout(timer.current)
    timer.current = setTimeout(() => ask(text), SUGGESTION_DEBOUNCE_MS)
  }

  const choose = (suggestion: Suggestion) => {
    clearTimeout(timer.current)
    latest.current++
    dispatch({ type: 'close' })
    setAnnouncement('')
    onChoose(suggestion)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      const option = state.open && state.active >= 0 ? options[state.active] : undefined
      if (option) {
        event.preventDefault()
        choose(option)
      }
      return
    }
    const action = keyAction(event.key, event.altKey)
    if (!action) return
    if (action.type === 'escape') {
      if (state.open) {
        event.preventDefault()
        dispatch(action)
      } else {
        onEscape?.()
      }
      return
    }
    if (state.count > 0) {
      event.preventDefault()
      dispatch(action)
    }
  }

  const open = state.open && options.length > 0
  const activeId = open && state.active >= 0 ? optionId(listboxId, state.active) : undefined
  let index = 0

  return (
    <div className={`suggest${className ? ` ${className}` : ''}`}>
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        className={`suggest__input${inputClassName ? ` ${inputClassName}` : ''}`}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={200}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => dispatch({ type: 'focus' })}
        onBlur={() => dispatch({ type: 'close' })}
      />
      <div
        role="listbox"
        id={listboxId}
        aria-label="Suggestions"
        className="suggest__list"
        hidden={!open}
        // A click on an option must not take focus from the input first (that would close the list).
        onMouseDown={(e) => e.preventDefault()}
      >
        {groups.map((group) => (
          <ul key={group.facet} role="group" aria-labelledby={`${listboxId}-${group.facet}`} className="suggest__group">
            <li role="presentation" id={`${listboxId}-${group.facet}`} className="suggest__group-label">
              {group.label}
            </li>
            {group.items.map((s) => {
              const i = index++
              return (
                <li
                  key={`${s.facet}:${s.value}`}
                  id={optionId(listboxId, i)}
                  role="option"
                  aria-selected={i === state.active}
                  className="suggest__option"
                  onMouseMove={() => i !== state.active && dispatch({ type: 'hover', index: i })}
                  onClick={() => choose(s)}
                >
                  <span className="suggest__label">
                    {s.parts.map((p, k) => (p.match ? <mark key={k}>{p.text}</mark> : <Fragment key={k}>{p.text}</Fragment>))}
                  </span>
                  {s.count > 0 ? (
                    <span className="suggest__count">
                      <span className="visually-hidden">, </span>
                      {formatNumber(s.count)}
                      <span className="visually-hidden"> in stock</span>
                    </span>
                  ) : null}
                </li>
              )
            })}
          </ul>
        ))}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announcement}
      </div>
    </div>
  )
}

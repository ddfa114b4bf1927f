'use client'

import dynamic from 'next/dynamic'
import { useEffect, useId, useRef, useState } from 'react'

import './HeaderSearch.css'
import { useHydrated } from '@/components/hydration/useHydrated.client'

// The field and its suggestions (the combobox, the search address rules: about 8 KB gzip of a vehicle
// page's first scripts) load the first time the shopper uses the magnifier, or points at it, rather
// than with every page: most visits never open it, and every dealer page's first scripts carried it.
const loadPanel = () => import('./HeaderSearchPanel.client').then((m) => m.HeaderSearchPanel)
const HeaderSearchPanel = dynamic(loadPanel, { ssr: false })

const SearchIcon = () => (
  <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </svg>
)

/**
 * The header's search. Before the page's scripts run it is the magnifier link to the dealer's search
 * address; then the magnifier opens a search field under the bar (HeaderSearchPanel) with make, model
 * and body suggestions as the shopper types.
 */
export function HeaderSearch({ path, label }: { path: string; label: string }) {
  const ready = useHydrated()
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, and kept: what was typed stays when it is closed and reopened.
  const [used, setUsed] = useState(false)
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

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
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => {
            setUsed(true)
            setOpen((o) => !o)
          }}
        >
          <SearchIcon />
        </button>
      ) : (
        <a className="site-header__icon site-header__search" href={path} aria-label={label}>
          <SearchIcon />
        </a>
      )}
      <div ref={panel} id={panelId} className="header-search" hidden={!open}>
        {used ? <HeaderSearchPanel path={path} label={label} open={open} onClose={close} /> : null}
      </div>
    </>
  )
}

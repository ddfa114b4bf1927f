'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import { popupToOpen, rememberClosed, type PopupView } from './popupView'

// The dialog (and its motion library) loads only when a popup actually opens, not on every page.
const PopupDialog = dynamic(() => import('./PopupDialog.client').then((m) => m.PopupDialog), { ssr: false })

export type PopupEntry = PopupView & { body: ReactNode }

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * Opens the first popup the shopper has not closed (per dealer, in this browser) and that has not
 * expired by the browser's clock, at most once per page load. Nothing renders on the server: whether
 * it shows depends on this browser's storage.
 */
export function PopupHost({ dealerSlug, popups }: { dealerSlug: string; popups: PopupEntry[] }) {
  const [open, setOpen] = useState<PopupEntry | null>(null)
  const opened = useRef(false)
  // The layout stays mounted across client navigations: look again when the path changes.
  const pathname = usePathname()

  useEffect(() => {
    if (opened.current) return
    const popup = popupToOpen(popups, { dealerSlug, pathname: window.location.pathname, now: Date.now(), store: browserStorage() })
    if (popup) {
      opened.current = true
      setOpen(popup)
    }
  }, [pathname, popups, dealerSlug])

  const onClosed = useCallback(() => {
    if (open) rememberClosed(browserStorage(), dealerSlug, open.id, Date.now())
    setOpen(null)
  }, [open, dealerSlug])

  return open ? <PopupDialog popup={open} onClosed={onClosed} /> : null
}

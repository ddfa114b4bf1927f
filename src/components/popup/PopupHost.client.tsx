'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { PHONE_MEDIA_QUERY, phonePopupWait, type PhonePopupSettings } from '@/domain/presence/phonePopup'
import { popupToOpen, rememberClosed, type PopupEntry } from './popupView'

// The dialog (and its motion library) loads only when a popup actually opens, not on every page.
const PopupDialog = dynamic(() => import('./PopupDialog.client').then((m) => m.PopupDialog), { ssr: false })

export type { PopupEntry } from './popupView'

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
 * it shows depends on this browser's storage. On a phone it never opens on arrival: it waits for the
 * dealer's delay or the first scroll (src/domain/presence/phonePopup.ts) and opens as a bottom sheet.
 */
export function PopupHost({ dealerSlug, popups, phone }: { dealerSlug: string; popups: PopupEntry[]; phone: PhonePopupSettings }) {
  const [open, setOpen] = useState<{ popup: PopupEntry; sheet: boolean } | null>(null)
  const opened = useRef(false)
  // The layout stays mounted across client navigations: look again when the path changes.
  const pathname = usePathname()
  const { phonePopupDelaySeconds, phonePopupOnScroll } = phone

  useEffect(() => {
    if (opened.current) return
    const popup = popupToOpen(popups, { dealerSlug, pathname: window.location.pathname, now: Date.now(), store: browserStorage() })
    if (!popup) return
    if (!window.matchMedia(PHONE_MEDIA_QUERY).matches) {
      opened.current = true
      setOpen({ popup, sheet: false })
      return
    }
    const wait = phonePopupWait({ phonePopupDelaySeconds, phonePopupOnScroll })
    const show = () => {
      stop()
      if (opened.current) return
      opened.current = true
      setOpen({ popup, sheet: true })
    }
    const onScroll = () => {
      if (wait.scrollPx && window.scrollY >= wait.scrollPx(window.innerHeight)) show()
    }
    const timer = wait.delayMs !== null ? window.setTimeout(show, wait.delayMs) : null
    if (wait.scrollPx) window.addEventListener('scroll', onScroll, { passive: true })
    // Leaving the page (a client navigation) before then cancels the wait.
    function stop() {
      if (timer !== null) window.clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
    }
    return stop
  }, [pathname, popups, dealerSlug, phonePopupDelaySeconds, phonePopupOnScroll])

  const onClosed = useCallback(() => {
    if (open) rememberClosed(browserStorage(), dealerSlug, open.popup.id, Date.now())
    setOpen(null)
  }, [open, dealerSlug])

  return open ? <PopupDialog popup={open.popup} sheet={open.sheet} onClosed={onClosed} /> : null
}

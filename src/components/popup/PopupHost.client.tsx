'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { PHONE_MEDIA_QUERY, POPUP_SETTLE_MS, phonePopupWait, popupMustWait, type PhonePopupSettings } from '@/domain/presence/phonePopup'
import { readPopupScene } from './popupScene'
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
 * It never opens over another open dialog or menu or the unanswered consent banner, and a phone's sheet never while the page's main call
 * to action is on screen: it waits for those to clear.
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
    const sheet = window.matchMedia(PHONE_MEDIA_QUERY).matches
    const cleanups: (() => void)[] = []
    const stop = () => cleanups.splice(0).forEach((fn) => fn())

    // Opens now if the page allows (src/domain/presence/phonePopup.ts popupMustWait); otherwise watches
    // the page (menus and dialogs opening and closing, scrolling) and opens once it has been clear a moment.
    const openWhenClear = () => {
      stop()
      if (opened.current) return
      const show = () => {
        stop()
        opened.current = true
        setOpen({ popup, sheet })
      }
      if (!popupMustWait(readPopupScene(document, window, sheet))) return show()
      let settle: number | null = null
      // While something is in the way no timer runs; once it clears, one timer, which unrelated changes
      // to the page do not restart.
      const recheck = () => {
        if (opened.current) return
        if (popupMustWait(readPopupScene(document, window, sheet))) {
          if (settle !== null) window.clearTimeout(settle)
          settle = null
          return
        }
        settle ??= window.setTimeout(() => {
          settle = null
          if (!opened.current && !popupMustWait(readPopupScene(document, window, sheet))) show()
          else recheck()
        }, POPUP_SETTLE_MS)
      }
      const observer = new MutationObserver(recheck)
      observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open', 'aria-modal', 'aria-expanded', 'hidden', 'data-open'] })
      window.addEventListener('scroll', recheck, { passive: true })
      cleanups.push(() => {
        observer.disconnect()
        window.removeEventListener('scroll', recheck)
        if (settle !== null) window.clearTimeout(settle)
      })
    }

    if (!sheet) {
      openWhenClear()
      return stop
    }
    const wait = phonePopupWait({ phonePopupDelaySeconds, phonePopupOnScroll })
    const onScroll = () => {
      if (wait.scrollPx && window.scrollY >= wait.scrollPx(window.innerHeight)) openWhenClear()
    }
    const timer = wait.delayMs !== null ? window.setTimeout(openWhenClear, wait.delayMs) : null
    if (wait.scrollPx) window.addEventListener('scroll', onScroll, { passive: true })
    // Leaving the page (a client navigation) before then cancels the wait.
    cleanups.push(() => {
      if (timer !== null) window.clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
    })
    return stop
  }, [pathname, popups, dealerSlug, phonePopupDelaySeconds, phonePopupOnScroll])

  const onClosed = useCallback(() => {
    if (open) rememberClosed(browserStorage(), dealerSlug, open.popup.id, Date.now())
    setOpen(null)
  }, [open, dealerSlug])

  return open ? <PopupDialog popup={open.popup} sheet={open.sheet} onClosed={onClosed} /> : null
}

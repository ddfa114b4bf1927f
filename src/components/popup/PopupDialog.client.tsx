'use client'

import { motion, useReducedMotion } from 'framer-motion'
import Image from 'next/image'
import Link from 'next/link'
import { useEffect, useId, useRef, type CSSProperties } from 'react'

import type { PopupEntry } from './popupView'
import './popup.css'

/**
 * One popup as a modal dialog (native <dialog> with showModal: the page behind is inert, focus stays
 * inside). Escape, the Close button, a click on the backdrop and following its link all close it, and
 * every way ends in the dialog's close event, so the host records it exactly once. Focus moves to
 * Close on opening and back to where it was on closing.
 */
export function PopupDialog({ popup, sheet = false, onClosed }: { popup: PopupEntry; sheet?: boolean; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const reduceMotion = useReducedMotion()

  useEffect(() => {
    const el = dialog.current
    if (!el || el.open) return
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    el.showModal()
    closeButton.current?.focus()
    // No cleanup: an open dialog removed from the page leaves the top layer by itself, and closing it
    // here would fire a close event (and record a close) on a mere re-mount.
  }, [])

  const close = () => dialog.current?.close()
  const onClose = () => {
    const back = opener.current
    if (back && back.isConnected && back !== document.body) back.focus({ preventScroll: true })
    onClosed()
  }
  const style = { '--popup-max-width': `${popup.maxWidth}px` } as CSSProperties

  return (
    <dialog
      ref={dialog}
      className={sheet ? 'popup popup--sheet' : 'popup'}
      data-site-popup=""
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      style={style}
      onClose={onClose}
      // A click on the dialog element itself is a click on its backdrop: the card fills the element.
      onClick={(e) => {
        if (e.target === e.currentTarget) close()
      }}
    >
      <motion.div
        className="popup__card"
        initial={reduceMotion ? false : sheet ? { opacity: 0, y: 48 } : { opacity: 0, scale: 0.96 }}
        animate={sheet ? { opacity: 1, y: 0 } : { opacity: 1, scale: 1 }}
        transition={{ duration: 0.18, ease: 'easeOut' }}
      >
        <button ref={closeButton} type="button" className="popup__close" onClick={close}>
          Close <span aria-hidden="true">×</span>
        </button>
        {popup.image ? (
          <div className="popup__media">
            <Image src={popup.image.url} alt={popup.image.alt} width={popup.image.width} height={popup.image.height} sizes={`min(${popup.maxWidth}px, 100vw)`} />
          </div>
        ) : null}
        <div className="popup__body">
          <h2 id={titleId} className="popup__title">
            {popup.title}
          </h2>
          {popup.body ? <div className="popup__content">{popup.body}</div> : null}
          {popup.href ? (
            /^(https?:|mailto:|tel:)/.test(popup.href) ? (
              <a href={popup.href} className="button button--primary popup__cta" onClick={close}>
                {popup.linkLabel}
              </a>
            ) : (
              <Link href={popup.href} prefetch={false} className="button button--primary popup__cta" onClick={close}>
                {popup.linkLabel}
              </Link>
            )
          ) : null}
        </div>
      </motion.div>
    </dialog>
  )
}

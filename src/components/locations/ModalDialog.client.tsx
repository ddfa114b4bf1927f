'use client'
/**
 * A button that opens a modal dialog (the native <dialog> with showModal: the page behind is inert,
 * Escape closes it). Labelled by its heading, closed by its Close button, Escape or a click on the
 * backdrop, and focus goes back to the button that opened it. The content mounts only while open, so a
 * page of location cards does not carry a hidden form per card.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { useHydrated } from '@/components/hydration/useHydrated.client'

type Props = {
  title: string
  /** The opening button's text. */
  triggerLabel: ReactNode
  triggerClassName?: string
  children: ReactNode
  /** Wider dialogs for forms. */
  size?: 'small' | 'large'
}

export function ModalDialog({ title, triggerLabel, triggerClassName = 'button button--secondary', children, size = 'small' }: Props) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const titleId = `dlg${useId().replace(/[^a-zA-Z0-9]/g, '')}`

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  // Fired for every way of closing (button, Escape, backdrop): sync the state, return focus.
  function onClose() {
    setOpen(false)
    triggerRef.current?.focus()
  }

  return (
    <>
      <button ref={triggerRef} type="button" className={triggerClassName} aria-haspopup="dialog" disabled={!hydrated} onClick={() => setOpen(true)}>
        {triggerLabel}
      </button>
      <dialog
        ref={dialogRef}
        className={`loc-dialog loc-dialog--${size}`}
        aria-modal="true"
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={(e) => {
          // A click on the backdrop lands on the <dialog> itself, outside its inner box.
          if (e.target === e.currentTarget) setOpen(false)
        }}
      >
        <div className="loc-dialog__box">
          <div className="loc-dialog__head">
            <h2 id={titleId} className="loc-dialog__title">
              {title}
            </h2>
            <button type="button" className="loc-dialog__close" onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close</span>
            </button>
          </div>
          {open ? <div className="loc-dialog__body">{children}</div> : null}
        </div>
      </dialog>
    </>
  )
}

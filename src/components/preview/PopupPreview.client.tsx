'use client'

import { useState } from 'react'

import { PopupDialog } from '@/components/popup/PopupDialog.client'
import type { PopupEntry } from '@/components/popup/PopupHost.client'

/** A popup's preview: open at once, as a shopper would first see it, and openable again after closing. */
export function PopupPreview({ popup }: { popup: PopupEntry }) {
  const [open, setOpen] = useState(true)
  return open ? (
    <PopupDialog popup={popup} onClosed={() => setOpen(false)} />
  ) : (
    <button type="button" className="button" onClick={() => setOpen(true)}>
      Show the popup again
    </button>
  )
}

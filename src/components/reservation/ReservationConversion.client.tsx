'use client'

import { useEffect } from 'react'

import { sendConversion } from '@/lib/tags/browser'

/**
 * A paid reservation's ad conversion (Google Ads, Meta), sent once per reservation from the page that
 * confirms it: a reload or a later visit to the same confirmation does not count it again.
 */
export function ReservationConversion({ reference }: { reference: string }) {
  useEffect(() => {
    const key = `forecourt:converted:${reference}`
    try {
      if (localStorage.getItem(key)) return
      localStorage.setItem(key, '1')
    } catch {
      /* storage refused: sent, perhaps again on a reload */
    }
    sendConversion('reservation', reference)
  }, [reference])
  return null
}

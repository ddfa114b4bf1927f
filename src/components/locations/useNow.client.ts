'use client'
/**
 * The current instant, known only after hydration and refreshed every minute. Location pages are
 * cached (ISR) for as long as their content is unchanged, so anything about "today" (open now, this
 * week's holidays) is worked out in the shopper's browser, on the location's own clock, never baked
 * into the cached HTML. Null during the server render and the first client render.
 */
import { useEffect, useState } from 'react'

const MINUTE_MS = 60_000

export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    setNow(new Date())
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS)
    return () => window.clearInterval(timer)
  }, [])
  return now
}

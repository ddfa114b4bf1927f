'use client'

import { useEffect, useMemo, useState } from 'react'

import { gateDelay, gatePromotions, type PromotionView } from '@/domain/presence/promotionView'

type Window = Pick<PromotionView, 'startsAt' | 'endsAt'>

/**
 * The promotions live by the browser's clock, re-checked whenever one starts or ends while the page is
 * open and whenever the tab comes back into view (background tabs throttle timers).
 *
 * The first render uses `renderedAt`, the server's clock when it rendered the (possibly long-cached)
 * HTML, so hydration matches that HTML; the browser's own clock takes over right after.
 */
export function usePromotionGate<P extends Window>(list: readonly P[], renderedAt: number, limit?: number | null): P[] {
  const [now, setNow] = useState(renderedAt)
  // Re-arm only when the windows themselves change, not on every new array from a parent render.
  const windowsKey = list.map((p) => `${p.startsAt ?? ''}-${p.endsAt ?? ''}`).join(',')

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const look = () => {
      clearTimeout(timer)
      const t = Date.now()
      setNow(t)
      const delay = gateDelay(list, t)
      if (delay !== null) timer = setTimeout(look, delay)
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') look()
    }
    look()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
    // windowsKey stands for `list`'s windows (the timer reads only those); `list` itself may be a new
    // array on every render, which would restart the timer each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [windowsKey])

  return useMemo(() => gatePromotions(list, now, limit), [list, now, limit])
}

'use client'

import { useEffect, useRef, useState } from 'react'

import { CAR_NOUN, CARAVAN_NOUN, countAt, showMeLabel } from '@/domain/vehicles/counts'
import { useItemNoun, useResultCount } from './useCounts'

/**
 * 'Show Me N cars': the count of the filtered results, counting up or down to each new
 * total over 2 s; pressing it takes the shopper to the results (and closes the drawer on a phone).
 */
export function ShowMeButton({ onShow }: { onShow: () => void }) {
  const noun = useItemNoun() === 'caravans' ? CARAVAN_NOUN : CAR_NOUN
  const target = useResultCount()
  const [shown, setShown] = useState(target)
  const from = useRef(target)

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      from.current = target
      setShown(target)
      return
    }
    // One frame at a time (requestAnimationFrame), from wherever the counter is now to the new total.
    const start = performance.now()
    const origin = from.current
    let frame = requestAnimationFrame(function step(now) {
      const value = countAt(origin, target, now - start)
      from.current = value
      setShown(Math.round(value))
      if (value !== target) frame = requestAnimationFrame(step)
    })
    return () => cancelAnimationFrame(frame)
  }, [target])

  return (
    // The accessible name is the final count, not each animation frame.
    <button type="button" className="button button--primary show-me" aria-label={showMeLabel(target, noun)} onClick={onShow}>
      {showMeLabel(shown, noun)}
    </button>
  )
}

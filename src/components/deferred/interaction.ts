/**
 * The shopper's first sign of life on a page: a touch, a key, a pointer over the page, a scroll, a
 * focus or a step back or forward in the page's history. Deferred islands (HydrateOnInteraction) load and hydrate their code only then, so a page's
 * heavy widgets cost nothing while it loads: their server HTML is on screen from the first paint, and
 * the script that makes them work arrives when someone is there to use it.
 *
 * Browser only. One promise for the page: every island wakes together.
 */
import { EARLY_INTERACTION_FLAG, WAKE_EVENTS } from '@/domain/performance/wakeEvents'

let woken = false
let wake: Promise<void> | null = null

/** Resolves on the first interaction anywhere on the page (at once if there has been one). */
export function firstInteraction(): Promise<void> {
  if (wake) return wake
  wake = new Promise<void>((resolve) => {
    if ((window as unknown as Record<string, unknown>)[EARLY_INTERACTION_FLAG]) {
      woken = true
      return resolve()
    }
    const done = () => {
      if (woken) return
      woken = true
      for (const type of WAKE_EVENTS) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of WAKE_EVENTS) window.addEventListener(type, done, { capture: true, passive: true })
  })
  return wake
}

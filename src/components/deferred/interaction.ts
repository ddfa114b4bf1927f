/**
 * The shopper's first sign of life on a page: a touch, a key, a pointer over the page, a scroll, a
 * focus or a step back or forward in the page's history. Deferred islands (HydrateOnInteraction) load and hydrate their code only then, so a page's
 * heavy widgets cost nothing while it loads: their server HTML is on screen from the first paint, and
 * the script that makes them work arrives when someone is there to use it.
 *
 * Browser only. One promise for the page: every island wakes together.
 */
// click, input and change too: assistive technology and autofill can act without any pointer or key event.
// popstate too: Back or Forward to an address the page itself pushed (a search's filters) changes what
// the page shows without a new document, and a widget still waiting would keep showing the old state
// (seen in search.spec's Back test when restoring the scroll position fired no scroll event).
export const WAKE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'click', 'input', 'change', 'popstate'] as const

/**
 * Set by the page's script loader (src/domain/performance/deferredScripts.ts) when the shopper showed
 * a sign of life before this code arrived: a page whose scripts wait for its LCP image may be touched
 * or scrolled first, and that counts as the first interaction.
 */
export const EARLY_INTERACTION_FLAG = '__forecourtInteracted'

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

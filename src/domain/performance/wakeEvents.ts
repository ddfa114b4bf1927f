/**
 * What counts as a shopper's first sign of life on a page, shared by the deferred islands
 * (src/components/deferred/interaction.ts) and the inline script loader (deferredScripts.ts).
 *
 * click, input and change too: assistive technology and autofill can act without any pointer or key
 * event. popstate too: Back or Forward to an address the page itself pushed (a search's filters)
 * changes what the page shows without a new document, and a widget still waiting would keep showing
 * the old state (seen in search.spec's Back test when restoring the scroll position fired no scroll event).
 */
export const WAKE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'click', 'input', 'change', 'popstate'] as const

/**
 * Set on window by the page's script loader when the shopper showed a sign of life before the page's
 * code arrived: a page whose scripts wait for its LCP image may be touched or scrolled first, and that
 * counts as the first interaction.
 */
export const EARLY_INTERACTION_FLAG = '__forecourtInteracted'

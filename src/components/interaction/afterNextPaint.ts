/**
 * Runs `work` after the browser has painted what the current event changed. A shopper's tap is judged
 * by the time to that paint (INP): a filter or a sort that re-renders the whole search page inside
 * its handler kept the tapped control unchanged on screen for 150-300 ms at a phone's speed. Shown
 * first, the control answers at once, and the search's work follows in a task of its own.
 * (A frame callback runs just before the paint; a task queued from it runs just after.)
 */
export function afterNextPaint(work: () => void): void {
  // A hidden page paints no frames, and would never run it.
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(work, 0)
    return
  }
  requestAnimationFrame(() => setTimeout(work, 0))
}

/**
 * Arrow-key handling shared by the gallery, the fullscreen viewer and the 360 spin ("Gallery
 * and viewer": "left and right arrow keys (codes 37 previous, 39 next)"). One place decides what a key
 * means so the three viewers can never disagree.
 */

/** Key code 37 (left arrow) goes to the previous slide or frame. */
export const KEY_PREVIOUS = 37
/** Key code 39 (right arrow) goes to the next slide or frame. */
export const KEY_NEXT = 39

/** A step request: a key code, a `KeyboardEvent.key` name, or an explicit direction. */
export type StepInput = number | 'previous' | 'next' | 'ArrowLeft' | 'ArrowRight' | (string & {})

/**
 * -1 for previous (37, 'ArrowLeft', 'previous'), +1 for next (39, 'ArrowRight', 'next'), 0 for anything
 * else, so an unrelated key never moves a viewer.
 */
export function stepDirection(input: StepInput): -1 | 0 | 1 {
  if (input === KEY_PREVIOUS || input === 'previous' || input === 'ArrowLeft') return -1
  if (input === KEY_NEXT || input === 'next' || input === 'ArrowRight') return 1
  return 0
}

/**
 * `index` wrapped into 0 … count-1 (negative indexes count back from the end). A count below 1 gives
 * 0: there is nothing to show, and 0 is the only index a UI can safely render.
 */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isFinite(count) || count < 1 || !Number.isFinite(index)) return 0
  const n = Math.floor(count)
  const i = Math.trunc(index)
  return ((i % n) + n) % n
}

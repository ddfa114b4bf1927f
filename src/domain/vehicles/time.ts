/**
 * Time helpers shared by the vehicle rules. Every rule takes `now` as a value (a Date or epoch
 * milliseconds) so results are deterministic and testable; nothing here reads the clock.
 */

/** One day in milliseconds. */
export const DAY_MS = 86_400_000

/** A point in time as the rules accept it: a Date or epoch milliseconds. */
export type Instant = Date | number

/** Epoch milliseconds of an {@link Instant}. */
export function toMs(now: Instant): number {
  return now instanceof Date ? now.getTime() : now
}

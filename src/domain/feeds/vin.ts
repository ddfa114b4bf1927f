/**
 * The VIN rule for stock feeds (feeds.md §A, §C).
 *
 * A modern VIN is 17 capitals and digits without I, O or Q (ISO 3779), the same rule the Vehicles
 * collection enforces. Cars built before 1989 in Australia carry shorter chassis numbers instead; a
 * feed setting (`allowChassisNumbers`) accepts 6–17 letters and digits for them, so a dealer with
 * classic stock is not told every older car is broken.
 *
 * No check digit is tested: the 9th-character check digit is a North American rule, and many
 * Australian-delivered cars legitimately fail it.
 */
import { VIN_PATTERN } from '../vehicles/validation'



/** An older car's chassis number: 6 to 17 letters and digits (any letter; older makers used I, O and Q). */
const CHASSIS_NUMBER_PATTERN = /^[A-Z0-9]{6,17}$/

export type VinOptions = {
  /** Accept a 6–17 character chassis number where there is no 17-character VIN (a feed setting). */
  allowChassisNumbers?: boolean
}

/** Upper case, without the spaces and dashes people type into VINs. */
export function normaliseVin(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase()
}

/** Whether a (normalised) value is a 17-character VIN. */
export function isVin17(value: string | null | undefined): value is string {
  return typeof value === 'string' && VIN_PATTERN.test(value)
}

/**
 * `true` when `value` (already normalised, see {@link normaliseVin}) is a VIN, or a chassis number
 * when the feed allows them; otherwise a sentence naming the value.
 */
export function checkVin(value: string, options: VinOptions = {}): true | string {
  if (VIN_PATTERN.test(value)) return true
  if (options.allowChassisNumbers) {
    return CHASSIS_NUMBER_PATTERN.test(value)
      ? true
      : `VIN "${value}" is neither a 17-character VIN nor a chassis number of 6 to 17 letters and digits.`
  }
  return `VIN "${value}" is not 17 letters and digits (no I, O or Q).`
}

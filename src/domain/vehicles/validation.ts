/** Field rules for vehicles, with messages a dealer can act on. */

/** VINs are 17 characters, digits and capitals except I, O and Q (ISO 3779). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

export const validateVin = (value: unknown): true | string =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && VIN_PATTERN.test(value))
    ? true
    : 'A VIN has 17 letters and digits (no I, O or Q).'

export const validateYear = (value: unknown): true | string => {
  const max = new Date().getFullYear() + 2
  return typeof value === 'number' && Number.isInteger(value) && value >= 1900 && value <= max
    ? true
    : `Enter a year from 1900 to ${max}.`
}

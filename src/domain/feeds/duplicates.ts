/**
 * Repeated stock numbers and VINs in one file. The first row wins; later rows are skipped with a
 * reason naming the first line, because two rows for one car would flip it between two versions
 * on every run, and Google disapproves every offer of a repeated VIN (feeds.md §A).
 *
 * Stock numbers compare ignoring case and surrounding spaces; VINs ignoring case, spaces and dashes.
 */
import { normaliseVin } from './vin'

export type DuplicateTracker = {
  /**
   * Record a row's identifiers. Returns `null` for a first sighting, or the reason the row is
   * skipped. A skipped row's identifiers are not recorded.
   */
  check(line: number, ids: { stocknum?: string | null; vin?: string | null }): string | null
}

export function createDuplicateTracker(): DuplicateTracker {
  const stocknums = new Map<string, number>()
  const vins = new Map<string, number>()
  return {
    check(line, { stocknum, vin }) {
      const s = stocknum?.trim().toUpperCase() || ''
      const v = vin ? normaliseVin(vin) : ''
      const firstStock = s ? stocknums.get(s) : undefined
      if (firstStock !== undefined) return `Stock number "${stocknum!.trim()}" on line ${line} was already on line ${firstStock}; line ${line} is skipped.`
      const firstVin = v ? vins.get(v) : undefined
      if (firstVin !== undefined) return `VIN "${v}" on line ${line} was already on line ${firstVin}; line ${line} is skipped.`
      if (s) stocknums.set(s, line)
      if (v) vins.set(v, line)
      return null
    },
  }
}

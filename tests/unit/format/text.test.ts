/**
 * Sorting names without ICU's collator (src/domain/format/text.ts) gives the collator's order for the
 * make, model and body names the hero search sorts, and ISO dates sort by date.
 */
import { describe, expect, it } from 'vitest'

import { compareCodePoints, compareFolded, compareNames } from '@/domain/format/text'

const MAKES = ['Toyota', 'Škoda', 'Citroën', 'BMW', 'bmw', 'Alfa Romeo', 'Mercedes-Benz', 'MG', 'Mazda', 'Land Rover', 'LDV', 'Hyundai', 'Kia', 'Great Wall', 'GWM', 'Ssangyong', 'Subaru', 'Abarth', 'Audi']
const MODELS = ['CX-5', 'CX-30', 'CX-9', 'BT-50', 'Mazda3', 'Mazda2', 'MX-5', 'Colorado Z71', 'Colorado', 'i30', 'i30 N', 'Model 3', 'Model Y', 'RAV4', 'Rav4 Cruiser']

describe('compareFolded', () => {
  it('sorts names as the en-AU collator does, ignoring case and accents', () => {
    for (const list of [MAKES, MODELS]) {
      const collator = (a: string, b: string) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' })
      expect([...list].sort(compareFolded).map((s) => s.toLowerCase())).toEqual([...list].sort(collator).map((s) => s.toLowerCase()))
    }
    expect(compareFolded('Citroën', 'citroen')).toBe(0)
    expect(compareFolded('Škoda', 'Subaru')).toBeLessThan(0)
  })
})

describe('compareNames', () => {
  it('orders distinct names as localeCompare does', () => {
    const distinct = [...new Set(MAKES.map((m) => m.toLowerCase()))].map((m) => MAKES.find((x) => x.toLowerCase() === m)!)
    expect([...distinct].sort(compareNames)).toEqual([...distinct].sort((a, b) => a.localeCompare(b, 'en-AU')))
    expect(compareNames('BMW', 'bmw')).not.toBe(0)
  })
})

describe('compareCodePoints', () => {
  it('sorts ISO dates by date', () => {
    expect(['2026-01-02', '2025-12-25', '2025-12-31'].sort(compareCodePoints)).toEqual(['2025-12-25', '2025-12-31', '2026-01-02'])
  })
})

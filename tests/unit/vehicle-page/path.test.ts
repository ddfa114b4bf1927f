import { describe, expect, it } from 'vitest'

import { vehiclePath } from '@/domain/vehicle-page/path'

describe('vehiclePath', () => {
  it('is /cars/{slug}, encoded, or /cars/{id} for a car without a slug', () => {
    expect(vehiclePath('2022-mazda-cx-5-abc123')).toBe('/cars/2022-mazda-cx-5-abc123')
    expect(vehiclePath({ slug: 'a b/c', id: 4 })).toBe('/cars/a%20b%2Fc')
    expect(vehiclePath({ slug: null, id: 42 })).toBe('/cars/42')
  })
})

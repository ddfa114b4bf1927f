/** The stock generator and the catalogue it draws from: pure properties, no database. */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BODY_TYPES } from '@/domain/vehicles/options'
import { VIN_PATTERN as COLLECTION_VIN_PATTERN } from '@/domain/vehicles/validation'
import { contrastRatio } from '@tenants/demo/inventory/art/colour'
import { lettermarkColour, lettersFor } from '@tenants/demo/catalog/logos'
import { logoPath, MANUFACTURERS } from '@tenants/demo/catalog/manufacturers'
import { CATALOG_MODELS, modelImagePath } from '@tenants/demo/catalog/models'
import { generateStock, streamStock, type StockVehicle } from '@tenants/demo/inventory/generate'
import { isValidVin } from '@tenants/demo/inventory/identifiers'
import { libraryImages, STOCK_ASSETS_DIR } from '@tenants/demo/inventory/images'
import { DEMO_STOCK_PROFILES, HARBOUR_CITY_STOCK, OUTBACK_USED_STOCK } from '@tenants/demo/inventory/profiles'
import { soldDaysAgo } from '@tenants/demo/inventory/variety'
import { LOCATIONS } from '@tenants/demo/seed/locations'

const NOW = Date.UTC(2026, 10, 21, 2, 0, 0)
const YEAR = new Date(NOW).getUTCFullYear()
const PUBLIC = path.resolve(__dirname, '../../public')
const stock = Object.fromEntries(DEMO_STOCK_PROFILES.map((p) => [p.dealer, generateStock(p, { now: NOW })])) as Record<string, StockVehicle[]>
const all = Object.values(stock).flat()

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length

describe('stock generator', () => {
  it('is deterministic: the same profile and clock give the same vehicles', () => {
    expect(generateStock(HARBOUR_CITY_STOCK, { now: NOW })).toEqual(stock['harbour-city'])
    expect(generateStock({ ...HARBOUR_CITY_STOCK, seed: 1 }, { now: NOW })).not.toEqual(stock['harbour-city'])
  })

  it('makes the default counts, with unique stock numbers per dealer', () => {
    for (const profile of DEMO_STOCK_PROFILES) {
      const cars = stock[profile.dealer]!
      expect(cars).toHaveLength(profile.count)
      expect(new Set(cars.map((c) => c.stocknum)).size).toBe(profile.count)
    }
  })

  it('gives every vehicle a valid, unique VIN (17 characters, no I, O or Q, correct check digit)', () => {
    for (const car of all) {
      expect(car.vin).toMatch(COLLECTION_VIN_PATTERN)
      expect(isValidVin(car.vin!), car.vin!).toBe(true)
    }
    expect(new Set(all.map((c) => c.vin)).size).toBe(all.length)
  })

  it('puts realistic kilometres on new, demo and used vehicles, rising with age', () => {
    for (const car of all.filter((c) => c.car_type === 'new')) expect(car.km).toBeLessThanOrEqual(50)
    for (const car of all.filter((c) => c.car_type === 'demo')) expect(car.km).toBeGreaterThanOrEqual(500)
    const usedCars = all.filter((c) => c.car_type === 'used' && c.item_type === 'car')
    const kmAt = (from: number, to: number) => mean(usedCars.filter((c) => YEAR - c.year >= from && YEAR - c.year <= to).map((c) => c.km!))
    const [young, middle, old] = [kmAt(1, 3), kmAt(4, 7), kmAt(8, 16)]
    expect(young).toBeLessThan(middle)
    expect(middle).toBeLessThan(old)
    // About 15,000 km a year on average.
    expect(mean(usedCars.map((c) => c.km! / Math.max(1, YEAR - c.year)))).toBeGreaterThan(11_000)
    expect(mean(usedCars.map((c) => c.km! / Math.max(1, YEAR - c.year)))).toBeLessThan(19_000)
    for (const van of all.filter((c) => c.item_type === 'caravan')) expect(van.km).toBeNull()
  })

  it('prices by age: used cheaper than new, older cheaper still; was-prices above the price', () => {
    const used = all.filter((c) => c.car_type === 'used' && c.item_type === 'car')
    expect(mean(used.filter((c) => YEAR - c.year <= 3).map((c) => c.price!))).toBeGreaterThan(mean(used.filter((c) => YEAR - c.year >= 8).map((c) => c.price!)))
    for (const car of all) {
      if (car.before_price) expect(car.before_price).toBeGreaterThan(car.price!)
      if (car.offer_price) expect(car.offer_price).toBeLessThan(car.price!)
      if (!car.preorder) expect(car.price, car.stocknum!).toBeGreaterThan(0)
      // Dealer pricing: ends in 990 (or 490 under $10,000) unless it is a pre-order without a price.
      if (car.price) expect(String(car.price)).toMatch(/[49]90$/)
    }
  })

  it('keeps EV-specific fields empty for battery-electric vehicles', () => {
    const evs = all.filter((c) => c.simple_fuel === 'Electric')
    expect(evs.length).toBeGreaterThan(0)
    for (const ev of evs) {
      expect(ev.engine_size).toBeNull()
      expect(ev.engine_size_litres).toBeNull()
      expect(ev.variant?.fuelconsumptioncombined).toBeNull()
    }
  })

  it('shows each dealer every state the site handles', () => {
    for (const profile of DEMO_STOCK_PROFILES) {
      const cars = stock[profile.dealer]!
      const has = (p: (c: StockVehicle) => boolean) => cars.some(p)
      const label = profile.dealer
      expect(has((c) => (soldDaysAgo(c, NOW) ?? Infinity) < 3), `${label} sold inside the window`).toBe(true)
      expect(has((c) => (soldDaysAgo(c, NOW) ?? 0) > 3), `${label} sold outside the window`).toBe(true)
      expect(has((c) => Boolean(c.reserved)), `${label} reserved`).toBe(true)
      expect(has((c) => c.status === 'coming_soon'), `${label} coming soon`).toBe(true)
      expect(has((c) => Boolean(c.certified)), `${label} certified`).toBe(true)
      expect(has((c) => Boolean(c.subscription_price)), `${label} subscription`).toBe(true)
      expect(has((c) => c.show_on_dealer_website === false), `${label} hidden`).toBe(true)
      for (const fuel of ['Electric', 'Hybrid', 'PHEV'] as const) expect(has((c) => c.simple_fuel === fuel), `${label} ${fuel}`).toBe(true)
      const sellsNew = !profile.usedOnly
      expect(has((c) => c.tag === 'Test Drive Only'), `${label} Test Drive Only`).toBe(sellsNew)
      expect(has((c) => Boolean(c.preorder)), `${label} preorder`).toBe(sellsNew)
      expect(has((c) => c.item_type === 'caravan'), `${label} caravans`).toBe(label === 'outback-used')
      if (profile.usedOnly) expect(cars.every((c) => c.car_type === 'used')).toBe(true)
    }
  })

  it('sells new cars only of the franchise makes, at the sites that hold that franchise', () => {
    for (const profile of DEMO_STOCK_PROFILES) {
      for (const car of stock[profile.dealer]!.filter((c) => c.car_type !== 'used')) {
        expect(Object.keys(profile.newMakes)).toContain(car.make)
        expect(profile.locations.find((l) => l.slug === car.location)?.newMakes).toContain(car.make)
      }
    }
  })

  it('refers only to images that exist, four per photographed vehicle, main photo first', () => {
    const library = new Set(libraryImages().map((i) => i.file))
    for (const car of all) {
      if (!car.images.length) continue
      expect(car.images).toHaveLength(4)
      expect(car.images[0]).toMatch(/-front34\.webp$/)
      for (const file of car.images) {
        expect(library.has(file), file).toBe(true)
        expect(existsSync(path.join(STOCK_ASSETS_DIR, file)), file).toBe(true)
      }
    }
  })

  it('uses only the whitelisted bodies and the sites the seed creates', () => {
    const sites = new Set(Object.values(LOCATIONS).flat().map((l) => l.slug))
    for (const car of all) {
      if (car.simple_body) expect(BODY_TYPES).toContain(car.simple_body)
      expect(sites.has(car.location), car.location).toBe(true)
    }
  })

  it('streams large stock deterministically, by index', () => {
    const a = [...streamStock(OUTBACK_USED_STOCK, { now: NOW, start: 5000, count: 50 })]
    const b = [...streamStock(OUTBACK_USED_STOCK, { now: NOW, start: 5000, count: 50 })]
    expect(a).toEqual(b)
    expect(a.every((c) => isValidVin(c.vin!))).toBe(true)
  })
})

describe('catalogue', () => {
  it('lists about 140 makes across the four directory groups, with unique names and slugs', () => {
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(130)
    expect(MANUFACTURERS.length).toBeLessThanOrEqual(150)
    expect(new Set(MANUFACTURERS.map((m) => m.slug)).size).toBe(MANUFACTURERS.length)
    expect(new Set(MANUFACTURERS.map((m) => m.name)).size).toBe(MANUFACTURERS.length)
    expect(new Set(MANUFACTURERS.map((m) => m.category))).toEqual(new Set(['car', 'motorcycle', 'truck', 'caravan']))
    for (const name of ['BYD', 'GWM', 'MG', 'Chery', 'Jayco', 'Crusader', 'Lotus Caravans']) expect(MANUFACTURERS.some((m) => m.name === name), name).toBe(true)
  })

  it('has a readable lettermark logo file for every make', () => {
    for (const m of MANUFACTURERS) {
      expect(existsSync(path.join(PUBLIC, logoPath(m.slug))), m.slug).toBe(true)
      expect(contrastRatio(lettermarkColour(m.slug), '#ffffff')).toBeGreaterThanOrEqual(4.5)
      expect(lettersFor(m.name).length).toBeGreaterThanOrEqual(1)
      expect(lettersFor(m.name).length).toBeLessThanOrEqual(3)
    }
    expect(lettersFor('Land Rover')).toBe('LR')
    expect(lettersFor('BMW Motorrad')).toBe('BMW')
  })

  it('gives every model a known make, whitelisted bodies, grades with prices and an image', () => {
    const slugs = new Set(MANUFACTURERS.map((m) => m.slug))
    for (const m of CATALOG_MODELS) {
      expect(slugs.has(m.manufacturer), `${m.name}: ${m.manufacturer}`).toBe(true)
      for (const body of m.bodies) expect(BODY_TYPES).toContain(body)
      expect(m.variants.length).toBeGreaterThan(0)
      for (const v of m.variants) {
        expect(v.price).toBeGreaterThan(5000)
        if (m.itemType !== 'caravan') expect(m.powertrains[v.powertrain], `${m.name} ${v.badge}`).toBeDefined()
      }
      expect(existsSync(path.join(PUBLIC, modelImagePath(m))), modelImagePath(m)).toBe(true)
    }
    const mazda = CATALOG_MODELS.filter((m) => m.make === 'Mazda')
    expect(mazda.some((m) => m.status === 'new')).toBe(true)
    expect(mazda.some((m) => m.status === 'coming_soon')).toBe(true)
  })
})

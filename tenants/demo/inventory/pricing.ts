/**
 * Prices and odometers that behave like the Australian market: dealer prices end in 990, cars lose
 * about a fifth of their value in the first year and a steady share each year after, and high
 * kilometres for the age cost more.
 */
import type { Rng } from './random'

const KM_PER_YEAR = 15_000

/** 28,990-style pricing (490 below 10,000). */
export function roundPrice(value: number): number {
  if (value >= 10_000) return Math.round(value / 1000) * 1000 - 10
  return Math.max(990, Math.round(value / 500) * 500 - 10)
}

/** What a car that cost `newPrice` new sells for at `age` years with `km` on it. */
export function usedPrice(rng: Rng, newPrice: number, age: number, km: number | null, retention: number, kmPerYear = KM_PER_YEAR): number {
  let value = newPrice * 0.8 * retention ** Math.max(0, age - 1)
  if (km !== null) {
    // Every 100,000 km over (or under) the usual for its age moves the price by about 18%.
    const excess = (km - age * kmPerYear) / 100_000
    value *= 1 - Math.max(-0.08, Math.min(0.25, excess * 0.18))
  }
  value *= 1 + rng.normal() * 0.035
  return Math.max(2990, roundPrice(value))
}

/** Odometer for a used vehicle: the yearly average for its kind, times a spread from gentle to hard use. */
export function usedKm(rng: Rng, age: number, kmPerYear = KM_PER_YEAR): number {
  const use = Math.min(1.8, Math.max(0.45, Math.exp(rng.normal() * 0.28)))
  return Math.round(age * kmPerYear * use + rng.int(0, 3000))
}

/** Kilometres on a new car (delivery and pre-delivery driving) and on a demonstrator. */
export const newKm = (rng: Rng) => rng.int(5, 50)
export const demoKm = (rng: Rng) => rng.int(500, 9000)

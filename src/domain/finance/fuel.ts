/**
 * The fuel cost calculator: "hidden for electric vehicles; default
 * consumption 10 L/100km when the vehicle has none; defaults $1.70 per litre and 250 km per week;
 * strips '$', 'kms' and commas."
 */
import { formatNumber } from '../format/numbers'
import { formatCents, roundTo } from './money'

export const FUEL_DEFAULTS = { consumption: 10, pricePerLitre: 1.7, kmPerWeek: 250 } as const

export type FuelVehicle = {
  /** A caravan has no engine: no fuel calculator (issue 34). */
  item_type?: string | null
  simple_fuel?: string | null
  variant?: { fuelconsumptioncombined?: number | null } | null
}

/** Electric vehicles and caravans have no fuel cost calculator. */
export function showFuelCalculator(vehicle: FuelVehicle | null | undefined): boolean {
  if (vehicle?.item_type === 'caravan') return false
  return (vehicle?.simple_fuel ?? '').trim().toLowerCase() !== 'electric'
}

/** The vehicle's combined consumption (L/100km), or 10 when it has none. */
export function fuelConsumptionOf(vehicle: FuelVehicle | null | undefined): number {
  const c = vehicle?.variant?.fuelconsumptioncombined
  return typeof c === 'number' && Number.isFinite(c) && c > 0 ? c : FUEL_DEFAULTS.consumption
}

/**
 * A fuel input as a number: '$1.70' → 1.7, '1,250 kms' → 1250. '$', 'kms' (and 'km'), commas and
 * spaces are removed; anything that is then not a plain non-negative number gives null.
 */
export function parseFuelInput(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : null
  if (typeof raw !== 'string') return null
  const cleaned = raw.replace(/\$/g, '').replace(/kms?/gi, '').replace(/,/g, '').replace(/\s+/g, '')
  if (!/^\d*\.?\d+$|^\d+\.$/.test(cleaned)) return null
  const n = Number(cleaned)
  return Number.isFinite(n) && n >= 0 ? n : null
}

export type FuelCost = { litresPerWeek: number; weekly: number; yearly: number }

/** Weekly cost = km per week / 100 × L/100km × $ per litre; yearly = 52 weeks. Invalid inputs count as 0. */
export function fuelCost(input: { consumption: number; pricePerLitre: number; kmPerWeek: number }): FuelCost {
  const ok = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0)
  const litres = (ok(input.kmPerWeek) / 100) * ok(input.consumption)
  const weekly = litres * ok(input.pricePerLitre)
  return { litresPerWeek: roundTo(litres, 0.01), weekly: roundTo(weekly, 0.01), yearly: roundTo(weekly * 52, 0.01) }
}

/** '$1.70' for the price input. */
export const formatFuelPrice = (n: number) => formatCents(n)
/** '250 kms' for the distance input. */
export const formatKms = (n: number) => `${formatNumber(Math.round(n))} kms`

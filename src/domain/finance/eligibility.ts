/**
 * Finance summary eligibility: "Requires non-empty lender data with non-null interestRate
 * and comparisonRate. Never shown for Suzuki makes, certain flagged sites or a listed group of
 * dealerships." Then per provider (the rules' `summary` part, from the provider preset or the tenant):
 * Taurus: year newer than current year minus 12, price above 500, available vehicle, comparison rate;
 * 360 Finance and AusLoans: available vehicle; Manual, Angle, Powertorque: price above 500, available
 * vehicle, weekly payment; Nissan Finance: price above 500, available vehicle, monthly payment.
 */
import type { FinanceRules } from '@tenants/financeRules'
import type { TenantSettings } from '@tenants/settings'
import { isAvailable } from '../vehicles/visibility'
import { toMs, type Instant } from '../vehicles/time'
import { finiteOrNull, type LenderData } from './lender'

export type SummaryVehicle = {
  year?: number | null
  price?: number | null
  status?: string | null
  make?: string | null
  /** The vehicle's dealership (slug or name), for the hidden-dealerships list. */
  dealership?: string | null
}

export type SummarySettings = Pick<TenantSettings, 'financeSummaryHidden' | 'financeSummaryHiddenMakes' | 'financeSummaryHiddenDealerships'>

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase()

/** Non-empty lender data whose interestRate and comparisonRate are numbers. */
function hasLenderRates(lender: LenderData | null | undefined): lender is LenderData {
  if (!lender || typeof lender !== 'object' || Object.keys(lender).length === 0) return false
  return finiteOrNull(lender.interestRate) !== null && finiteOrNull(lender.comparisonRate) !== null
}

/** The site-wide "never shown" switches: the flagged site, a hidden make, a hidden dealership. */
function financeSummaryNeverShown(vehicle: SummaryVehicle, settings: SummarySettings): boolean {
  if (settings.financeSummaryHidden) return true
  const make = norm(vehicle.make)
  if (make && settings.financeSummaryHiddenMakes.some((m) => norm(m) === make)) return true
  const dealership = norm(vehicle.dealership)
  return Boolean(dealership && settings.financeSummaryHiddenDealerships.some((d) => norm(d) === dealership))
}

/** Whether a vehicle shows a finance summary. `now` decides the current year (Taurus's age rule). */
export function isFinanceSummaryEligible(args: {
  vehicle: SummaryVehicle
  lender: LenderData | null | undefined
  rules: Pick<FinanceRules, 'summary'>
  settings: SummarySettings
  now: Instant
}): boolean {
  const { vehicle, lender, rules, settings, now } = args
  if (financeSummaryNeverShown(vehicle, settings)) return false
  if (!hasLenderRates(lender)) return false
  const rule = rules.summary
  if (rule.maxAgeYears !== null) {
    const year = finiteOrNull(vehicle.year)
    const currentYear = new Date(toMs(now)).getFullYear()
    if (year === null || !(year > currentYear - rule.maxAgeYears)) return false
  }
  if (rule.minPrice !== null) {
    const price = finiteOrNull(vehicle.price)
    if (price === null || !(price > rule.minPrice)) return false
  }
  if (rule.requireAvailable && !isAvailable({ status: vehicle.status })) return false
  switch (rule.requires) {
    case 'comparisonRate':
      return finiteOrNull(lender.comparisonRate) !== null
    case 'paymentWeek':
      return finiteOrNull(lender.paymentWeek) !== null
    case 'paymentMonth':
      return finiteOrNull(lender.paymentMonth) !== null
    default:
      return true
  }
}

/**
 * The finance link: "Default finance link /finance, overridable by site configuration.
 * The vehicle finance link adds the query parameters preferredDealership, vehiclePriceBudget, car_id,
 * car_type, vin and the anchor #finance-form."
 */

const FINANCE_FORM_ANCHOR = 'finance-form'
export const FINANCE_CALCULATOR_ANCHOR = 'finance-calculator'

export type FinanceLinkParams = {
  preferredDealership?: string | null
  vehiclePriceBudget?: number | string | null
  car_id?: number | string | null
  car_type?: string | null
  vin?: string | null
}

const ORDER = ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type', 'vin'] as const

/** `/finance?preferredDealership=...&vehiclePriceBudget=...&car_id=...&car_type=...&vin=...#finance-form`; empty values are left out. */
export function financeLinkHref(base: string, params: FinanceLinkParams): string {
  const [pathAndQuery = '/finance'] = (base || '/finance').split('#')
  const [path = '/finance', existing = ''] = pathAndQuery.split('?')
  const query = new URLSearchParams(existing)
  for (const key of ORDER) {
    const value = params[key]
    if (value === null || value === undefined || value === '') continue
    if (typeof value === 'number' && !Number.isFinite(value)) continue
    query.set(key, typeof value === 'number' ? String(Math.round(value * 100) / 100) : value)
  }
  const qs = query.toString()
  return `${path}${qs ? `?${qs}` : ''}#${FINANCE_FORM_ANCHOR}`
}

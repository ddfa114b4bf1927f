/** The finance providers a dealer can be set up with (site config finance_provider). */
export const FINANCE_PROVIDERS = [
  { value: 'taurus', label: 'Taurus' },
  { value: 'powertorque', label: 'Powertorque' },
  { value: 'ausloans', label: 'AusLoans' },
  { value: 'angle', label: 'Angle' },
  { value: '360-finance', label: '360 Finance' },
  { value: 'nissan-finance', label: 'Nissan Finance' },
  { value: 'manual', label: 'Manual' },
  { value: 'car-clarity', label: 'Car Clarity' },
] as const

export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number]['value']

/**
 * Finance domain rules: repayments, calculator bounds and defaults, input sanitising, finance summary
 * eligibility, the finance estimate and the fuel cost calculator. Pure functions and constants: no
 * React, no I/O; `now` is always a parameter. The per-dealer rules (provider presets overridden by the
 * tenant) are in tenants/financeRules.ts.
 */
export * from './frequency'
export * from './money'
export * from './repayment'
export * from './sanitise'
export * from './lender'
export * from './calculator'
export * from './comparison'
export * from './eligibility'
export * from './estimate'
export * from './fuel'
export * from './link'
export * from './disclaimer'
// Types only: the rules' zod schema and presets stay out of browser bundles (tenants/financeRules.ts).
export type { FinanceRules,   } from '@tenants/financeRules'

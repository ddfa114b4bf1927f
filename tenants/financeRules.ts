/**
 * Finance lender and provider rules as data ("Finance summary
 * eligibility", "Repayment").
 *
 * Every dealer's rules are its finance provider's preset (FINANCE_RULE_PRESETS, keyed by the
 * `financeProvider` setting) overridden by the values stored on the tenant in the "Finance rules" tab
 * (`financeRules`, fields below). An empty stored value means "the provider's default", so a dealer
 * only records what differs. Variants the spec gives as "on one site" or "for one brand" (a 5000
 * minimum, a 250000 maximum, a 1.05 × price maximum, a 5-year maximum term, other interest ranges,
 * establishment fees, monthly by default, ...) are values here, never dealer slugs in code.
 *
 * Pure: zod, types and Payload field definitions only (no I/O).
 */
import type { Field, Validate } from 'payload'
import { z } from '@/domain/validation/zod'

import { FREQUENCY_VALUES, type FrequencyName } from '@/domain/finance/frequency'
import { FINANCE_PROVIDERS, type FinanceProvider } from './financeProviders'



/** What a provider's finance summary needs from the lender data, beyond interest and comparison rates. */
const SUMMARY_REQUIREMENTS = ['none', 'comparisonRate', 'paymentWeek', 'paymentMonth'] as const
type SummaryRequirement = (typeof SUMMARY_REQUIREMENTS)[number]

type NumericRange = { min: number; max: number; step: number }

export type FinanceRules = {
  provider: FinanceProvider
  amount: NumericRange & {
    /** Above `priceCapAbove`, the maximum becomes `priceCapMultiplier` × the vehicle price (one site: 1.05 above 100000). */
    priceCap: boolean
    priceCapAbove: number
    priceCapMultiplier: number
  }
  term: NumericRange & {
    /** A custom list of term lengths in years; when not empty the term slider steps through it. */
    increments: number[]
    /** The default term in years; null means the lender's termYears, else 6. */
    defaultYears: number | null
  }
  interest: NumericRange & {
    /** The configured default rate (calculator default 10; 8.5 in one brand). A lender's rate wins. */
    defaultRate: number
    /** The rate slider is shown but cannot be changed. */
    disabled: boolean
    /** The rate slider is not shown at all (Nissan Finance). */
    hidden: boolean
  }
  /** Deposit, trade-in and residual (balloon) inputs. */
  extras: NumericRange
  defaultFrequency: FrequencyName
  /** Added to the amount financed (default 0; 1300 or 1360.5 for some lenders). */
  establishmentFees: number
  rounding: {
    /** Round repayments up (to the cent, or to the dollar for weekly whole-dollar payments). */
    roundUp: boolean
    /** Weekly repayments in whole dollars. */
    weeklyWholeDollars: boolean
  }
  /** The lender's comparison rate (% p.a.) for the sample loan, shown by finance summaries; null when unknown. */
  comparisonRate: number | null
  disclaimer: string
  /** Finance summary eligibility. */
  summary: {
    /** The car's year must be newer than the current year minus this (Taurus: 12); null for no age rule. */
    maxAgeYears: number | null
    /** The price must be above this (500); null for no price rule. */
    minPrice: number | null
    /** The car must be available (in stock or coming soon). */
    requireAvailable: boolean
    /** The lender value that must be present besides the interest and comparison rates. */
    requires: SummaryRequirement
  }
}

export const DEFAULT_FINANCE_DISCLAIMER =
  'This calculator gives an estimate only and is not a quote or an offer of finance. Repayments are based on the figures you enter and do not include fees and charges unless shown. The comparison rate is based on a secured loan of $30,000 over 5 years. WARNING: this comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Finance is subject to the lender’s credit assessment, terms and conditions.'

/** The default configuration: used as is by Manual, and as the base of every preset. */
const BASE_FINANCE_RULES: Omit<FinanceRules, 'provider'> = {
  amount: { min: 1000, max: 100000, step: 500, priceCap: false, priceCapAbove: 100000, priceCapMultiplier: 1.05 },
  term: { min: 1, max: 7, step: 0.5, increments: [], defaultYears: null },
  interest: { min: 0.5, max: 15, step: 0.5, defaultRate: 10, disabled: false, hidden: false },
  extras: { min: 0, max: 250000, step: 0.5 },
  defaultFrequency: 'weekly',
  establishmentFees: 0,
  rounding: { roundUp: false, weeklyWholeDollars: true },
  comparisonRate: null,
  disclaimer: DEFAULT_FINANCE_DISCLAIMER,
  summary: { maxAgeYears: null, minPrice: 500, requireAvailable: true, requires: 'paymentWeek' },
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] }
type FinanceRulesOverrides = DeepPartial<Omit<FinanceRules, 'provider'>>

const SUMMARY_AVAILABLE_ONLY: FinanceRules['summary'] = { maxAgeYears: null, minPrice: null, requireAvailable: true, requires: 'none' }

/**
 * What each provider changes from the base. Taurus needs a year newer than the current year
 * minus 12, a price above 500, an available car and a comparison rate; 360 Finance and AusLoans an
 * available car; Manual, Angle and Powertorque a price above 500, an available car and a weekly
 * payment; Nissan Finance the same with a monthly payment. Angle: minimum 5000, rates 7.5 to 14.5, a
 * 5-year default term. Nissan Finance hides the rate. Car Clarity is not described by the spec and
 * follows the default (Manual) rules.
 */
const PROVIDER_OVERRIDES: Record<FinanceProvider, FinanceRulesOverrides> = {
  manual: {},
  taurus: { summary: { maxAgeYears: 12, minPrice: 500, requireAvailable: true, requires: 'comparisonRate' } },
  powertorque: {},
  ausloans: { summary: SUMMARY_AVAILABLE_ONLY },
  angle: { amount: { min: 5000 }, term: { defaultYears: 5 }, interest: { min: 7.5, max: 14.5 } },
  '360-finance': { summary: SUMMARY_AVAILABLE_ONLY },
  'nissan-finance': {
    interest: { hidden: true },
    defaultFrequency: 'monthly',
    summary: { maxAgeYears: null, minPrice: 500, requireAvailable: true, requires: 'paymentMonth' },
  },
  'car-clarity': {},
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Deep merge. Undefined and (for lists) an empty list keep the base value. A null keeps it too for
 * stored tenant values (an empty admin field), but replaces it in a preset (`explicitNull`), where
 * null means "no such rule" (e.g. no minimum price for AusLoans).
 */
function mergeRules<T>(base: T, override: unknown, explicitNull = false): T {
  if (!isPlainObject(base) || !isPlainObject(override)) return base
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(override)) {
    if (!(key in base)) continue
    const current = (base as Record<string, unknown>)[key]
    if (value === undefined) continue
    if (value === null) {
      if (explicitNull && !isPlainObject(current) && !Array.isArray(current)) out[key] = null
      continue
    }
    if (Array.isArray(current)) {
      if (Array.isArray(value) && value.length > 0) out[key] = value
    } else if (isPlainObject(current)) {
      out[key] = mergeRules(current, value, explicitNull)
    } else if (current === null || typeof current === typeof value) {
      out[key] = value
    }
  }
  return out as T
}

function providerPreset(provider: FinanceProvider): FinanceRules {
  const known = PROVIDER_OVERRIDES[provider] ? provider : 'manual'
  return { provider: known, ...mergeRules(BASE_FINANCE_RULES, PROVIDER_OVERRIDES[known], true) }
}

export const FINANCE_RULE_PRESETS: Record<FinanceProvider, FinanceRules> = Object.fromEntries(
  FINANCE_PROVIDERS.map((p) => [p.value, providerPreset(p.value)]),
) as Record<FinanceProvider, FinanceRules>

// ---------------------------------------------------------------------------------------------------
// Stored values (the tenant's "Finance rules" tab) and their admin fields
// ---------------------------------------------------------------------------------------------------

/** Tri-state switches: empty = the provider's default. */
type Tri = 'yes' | 'no' | null | undefined
const tri = (v: Tri): boolean | null => (v === 'yes' ? true : v === 'no' ? false : null)

/** The shape Payload stores for the `financeRules` tab (every value optional). */
export type StoredFinanceRules = {
  amount?: {
    min?: number | null
    max?: number | null
    step?: number | null
    priceCap?: Tri
    priceCapAbove?: number | null
    priceCapMultiplier?: number | null
  } | null
  term?: { min?: number | null; max?: number | null; step?: number | null; increments?: number[] | null; defaultYears?: number | null } | null
  interest?: {
    min?: number | null
    max?: number | null
    step?: number | null
    defaultRate?: number | null
    disabled?: Tri
    hidden?: Tri
  } | null
  extras?: { min?: number | null; max?: number | null; step?: number | null } | null
  repayment?: {
    defaultFrequency?: FrequencyName | null
    establishmentFees?: number | null
    roundUp?: Tri
    weeklyWholeDollars?: Tri
    comparisonRate?: number | null
    disclaimer?: string | null
  } | null
  summary?: { maxAgeYears?: number | null; minPrice?: number | null; requireAvailable?: Tri; requires?: SummaryRequirement | null } | null
}

/** Converts the stored tab to overrides (tri-states to booleans, the repayment group flattened). */
function storedToOverrides(stored: StoredFinanceRules | null | undefined): FinanceRulesOverrides {
  if (!stored || typeof stored !== 'object') return {}
  const r = stored.repayment ?? {}
  return {
    amount: stored.amount ? { ...stored.amount, priceCap: tri(stored.amount.priceCap) } as FinanceRulesOverrides['amount'] : undefined,
    term: (stored.term ?? undefined) as FinanceRulesOverrides['term'],
    interest: stored.interest
      ? ({ ...stored.interest, disabled: tri(stored.interest.disabled), hidden: tri(stored.interest.hidden) } as FinanceRulesOverrides['interest'])
      : undefined,
    extras: (stored.extras ?? undefined) as FinanceRulesOverrides['extras'],
    defaultFrequency: r.defaultFrequency ?? undefined,
    establishmentFees: r.establishmentFees ?? undefined,
    rounding: { roundUp: tri(r.roundUp), weeklyWholeDollars: tri(r.weeklyWholeDollars) } as FinanceRulesOverrides['rounding'],
    comparisonRate: r.comparisonRate ?? undefined,
    disclaimer: r.disclaimer && r.disclaimer.trim() ? r.disclaimer.trim() : undefined,
    summary: stored.summary
      ? ({ ...stored.summary, requireAvailable: tri(stored.summary.requireAvailable) } as FinanceRulesOverrides['summary'])
      : undefined,
  }
}

// ---------------------------------------------------------------------------------------------------
// Validation of resolved rules
// ---------------------------------------------------------------------------------------------------

const finite = (label: string) => z.number({ error: `${label}: enter a number.` }).refine(Number.isFinite, `${label}: enter a number.`)
const range = (label: string, min: number, max: number) =>
  z
    .object({
      min: finite(`${label} minimum`).min(min, `${label} minimum must be ${min} or more.`).max(max, `${label} minimum must be ${max} or less.`),
      max: finite(`${label} maximum`).min(min, `${label} maximum must be ${min} or more.`).max(max, `${label} maximum must be ${max} or less.`),
      step: finite(`${label} step`).positive(`${label} step must be above 0.`).max(max, `${label} step must be ${max} or less.`),
    })
    .refine((r) => r.min < r.max, { message: `${label} maximum must be above the minimum.`, path: ['max'] })

/** The resolved rules' schema: what every dealer's effective rules must satisfy. */
const financeRulesSchema = z
  .object({
    provider: z.enum(FINANCE_PROVIDERS.map((p) => p.value) as [FinanceProvider, ...FinanceProvider[]]),
    amount: range('Loan amount', 0, 10_000_000).and(
      z.object({
        priceCap: z.boolean(),
        priceCapAbove: finite('Price cap threshold').min(0, 'Price cap threshold must be 0 or more.'),
        priceCapMultiplier: finite('Price cap multiplier').min(1, 'Price cap multiplier must be 1 or more.').max(2, 'Price cap multiplier must be 2 or less.'),
      }),
    ),
    term: range('Term', 0.5, 30).and(
      z.object({
        increments: z
          .array(finite('Term increment').positive('Term increments must be above 0.').max(30, 'Term increments must be 30 years or less.'))
          .max(30, 'At most 30 term increments.'),
        defaultYears: finite('Default term').positive('Default term must be above 0.').max(30, 'Default term must be 30 years or less.').nullable(),
      }),
    ),
    interest: range('Interest rate', 0, 50).and(
      z.object({
        defaultRate: finite('Default interest rate').min(0, 'Default interest rate must be 0 or more.').max(50, 'Default interest rate must be 50 or less.'),
        disabled: z.boolean(),
        hidden: z.boolean(),
      }),
    ),
    extras: range('Deposit, trade-in and residual', 0, 10_000_000),
    defaultFrequency: z.enum(FREQUENCY_VALUES),
    establishmentFees: finite('Establishment fees').min(0, 'Establishment fees must be 0 or more.').max(100_000, 'Establishment fees must be 100000 or less.'),
    rounding: z.object({ roundUp: z.boolean(), weeklyWholeDollars: z.boolean() }),
    comparisonRate: finite('Comparison rate').min(0, 'Comparison rate must be 0 or more.').max(50, 'Comparison rate must be 50 or less.').nullable(),
    disclaimer: z.string().min(1, 'The disclaimer cannot be empty.').max(5000, 'Use 5000 characters or fewer.'),
    summary: z.object({
      maxAgeYears: finite('Maximum age').int('Maximum age is a whole number of years.').min(0).max(100).nullable(),
      minPrice: finite('Minimum price').min(0, 'Minimum price must be 0 or more.').nullable(),
      requireAvailable: z.boolean(),
      requires: z.enum(SUMMARY_REQUIREMENTS),
    }),
  })
  .superRefine((rules, ctx) => {
    const { interest, term } = rules
    if (interest.defaultRate < interest.min || interest.defaultRate > interest.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['interest', 'defaultRate'],
        message: `The default interest rate must be between ${interest.min} and ${interest.max}.`,
      })
    }
    if (term.defaultYears !== null && term.increments.length === 0 && (term.defaultYears < term.min || term.defaultYears > term.max)) {
      ctx.addIssue({ code: 'custom', path: ['term', 'defaultYears'], message: `The default term must be between ${term.min} and ${term.max} years.` })
    }
  })

/** The effective rules of a dealer: its provider's preset overridden by its stored values. */
export function resolveFinanceRules(provider: FinanceProvider | string | null | undefined, stored?: StoredFinanceRules | null): FinanceRules {
  const preset = providerPreset((provider ?? 'manual') as FinanceProvider)
  const merged: FinanceRules = { ...mergeRules(preset, storedToOverrides(stored)), provider: preset.provider }
  const parsed = financeRulesSchema.safeParse(merged)
  // The admin refuses invalid values (see validateRuleField); a row written outside Payload that fails
  // falls back to the preset rather than break every finance block of the site.
  return parsed.success ? (parsed.data as FinanceRules) : preset
}

/** Validation issues of a tenant's stored rules, by the stored field path (e.g. `amount.max`). */
export function financeRulesIssues(provider: string | null | undefined, stored: StoredFinanceRules | null | undefined): { path: string; message: string }[] {
  const preset = providerPreset((provider ?? 'manual') as FinanceProvider)
  const merged = { ...mergeRules(preset, storedToOverrides(stored)), provider: preset.provider }
  const parsed = financeRulesSchema.safeParse(merged)
  if (parsed.success) return []
  const storedPath = (path: PropertyKey[]): string => {
    const [head, ...rest] = path.map(String)
    if (head === 'rounding' || ['defaultFrequency', 'establishmentFees', 'comparisonRate', 'disclaimer'].includes(head ?? '')) {
      return `repayment.${rest.length ? rest.join('.') : head}`
    }
    return [head, ...rest].filter((p) => !/^\d+$/.test(p)).join('.')
  }
  return parsed.error.issues.map((issue) => ({ path: storedPath(issue.path), message: issue.message }))
}

/**
 * A field validator that resolves the whole record's rules (provider from the Settings tab, values
 * from this tab) and reports the issues that belong to this field, so cross-field rules (maximum
 * above minimum, default within range) show beside the field that breaks them.
 */
const validateRuleField =
  (path: string): Validate =>
  (_value, options) => {
    const data = (options as { data?: Record<string, unknown> }).data ?? {}
    const provider = (data.settings as { finance?: { financeProvider?: string } } | undefined)?.finance?.financeProvider
    const issue = financeRulesIssues(provider, data.financeRules as StoredFinanceRules).find((i) => i.path === path)
    return issue ? issue.message : true
  }

const numberField = (group: string, name: string, label: string, description: string, width = '33%'): Field => ({
  name,
  type: 'number',
  label,
  admin: { description, width, step: 0.01 },
  validate: validateRuleField(`${group}.${name}`),
})

const triField = (name: string, label: string, description: string): Field => ({
  name,
  type: 'select',
  label,
  options: [
    { label: 'Yes', value: 'yes' },
    { label: 'No', value: 'no' },
  ],
  admin: { description: `${description} Empty: the provider's default.`, width: '33%' },
})

const EMPTY = 'Empty: the provider’s default'

/** The Payload fields of the tenant's "Finance rules" tab (collections/Tenants). */
export const financeRulesFields: Field[] = [
  {
    name: 'amount',
    type: 'group',
    label: 'Loan amount',
    admin: { description: 'Slider bounds for the amount borrowed (default 1000 to 100000, step 500; Angle from 5000).' },
    fields: [
      {
        type: 'row',
        fields: [
          numberField('amount', 'min', 'Minimum', `${EMPTY} (1000, or 5000 for Angle). Some brands use 5000.`),
          numberField('amount', 'max', 'Maximum', `${EMPTY} (100000). Some sites use 250000.`),
          numberField('amount', 'step', 'Step', `${EMPTY} (500).`),
        ],
      },
      {
        type: 'row',
        fields: [
          triField('priceCap', 'Maximum follows the vehicle price', 'Above the threshold, the maximum is the price × the multiplier.'),
          numberField('amount', 'priceCapAbove', 'Price threshold', `${EMPTY} (100000).`),
          numberField('amount', 'priceCapMultiplier', 'Price multiplier', `${EMPTY} (1.05).`),
        ],
      },
    ],
  },
  {
    name: 'term',
    type: 'group',
    label: 'Loan term (years)',
    fields: [
      {
        type: 'row',
        fields: [
          numberField('term', 'min', 'Minimum', `${EMPTY} (1).`, '25%'),
          numberField('term', 'max', 'Maximum', `${EMPTY} (7). One site uses 5.`, '25%'),
          numberField('term', 'step', 'Step', `${EMPTY} (0.5).`, '25%'),
          numberField('term', 'defaultYears', 'Default term', `${EMPTY} (5 for Angle; otherwise the lender's term, else 6).`, '25%'),
        ],
      },
      {
        name: 'increments',
        type: 'number',
        hasMany: true,
        label: 'Custom term increments',
        maxRows: 30,
        admin: { description: 'When set, the term slider steps through exactly these years (e.g. 1, 2, 3, 4, 5).' },
        validate: validateRuleField('term.increments'),
      },
    ],
  },
  {
    name: 'interest',
    type: 'group',
    label: 'Interest rate (% p.a.)',
    admin: { description: 'Default 0.5 to 15, step 0.5; Angle 7.5 to 14.5. Other ranges in use: 1 to 14.5, 5.99 to 15.99, 9.95 to 19.95, 4 to 20.' },
    fields: [
      {
        type: 'row',
        fields: [
          numberField('interest', 'min', 'Minimum', `${EMPTY}.`, '25%'),
          numberField('interest', 'max', 'Maximum', `${EMPTY}.`, '25%'),
          numberField('interest', 'step', 'Step', `${EMPTY} (0.5).`, '25%'),
          numberField('interest', 'defaultRate', 'Default rate', `${EMPTY} (10). A vehicle's lender rate wins.`, '25%'),
        ],
      },
      {
        type: 'row',
        fields: [
          triField('disabled', 'Rate cannot be changed', 'The rate shows but the slider is disabled.'),
          triField('hidden', 'Rate hidden', 'The rate slider is not shown (Nissan Finance).'),
        ],
      },
    ],
  },
  {
    name: 'extras',
    type: 'group',
    label: 'Deposit, trade-in and residual',
    fields: [
      {
        type: 'row',
        fields: [
          numberField('extras', 'min', 'Minimum', `${EMPTY} (0).`),
          numberField('extras', 'max', 'Maximum', `${EMPTY} (250000).`),
          numberField('extras', 'step', 'Step', `${EMPTY} (0.5).`),
        ],
      },
    ],
  },
  {
    name: 'repayment',
    type: 'group',
    label: 'Repayments and disclaimer',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'defaultFrequency',
            type: 'select',
            label: 'Default frequency',
            options: FREQUENCY_VALUES.map((v) => ({ label: v[0]!.toUpperCase() + v.slice(1), value: v })),
            admin: { description: `${EMPTY} (weekly; monthly for Nissan Finance).`, width: '33%' },
          },
          numberField('repayment', 'establishmentFees', 'Establishment fees ($)', `${EMPTY} (0). Added to the amount financed.`),
          numberField('repayment', 'comparisonRate', 'Comparison rate (% p.a.)', 'For finance summaries: 5-year secured loan of $30,000.'),
        ],
      },
      {
        type: 'row',
        fields: [
          triField('roundUp', 'Round repayments up', 'Otherwise to the nearest cent (or dollar).'),
          triField('weeklyWholeDollars', 'Weekly repayments in whole dollars', 'Default yes.'),
        ],
      },
      {
        name: 'disclaimer',
        type: 'textarea',
        label: 'Finance disclaimer',
        maxLength: 5000,
        admin: { description: 'Shown under calculators, collapsed after 197 characters. Empty: the standard estimate-only disclaimer.' },
      },
    ],
  },
  {
    name: 'summary',
    type: 'group',
    label: 'Finance summary eligibility',
    admin: { description: 'When a vehicle shows a finance summary. Empty fields follow the provider (Taurus, 360 Finance, AusLoans and Nissan Finance differ from the default).' },
    fields: [
      {
        type: 'row',
        fields: [
          numberField('summary', 'maxAgeYears', 'Maximum age (years)', `${EMPTY} (Taurus 12, others none).`, '25%'),
          numberField('summary', 'minPrice', 'Price must be above', `${EMPTY} (500; none for 360 Finance and AusLoans).`, '25%'),
          triField('requireAvailable', 'Only available vehicles', 'In stock or coming soon.'),
          {
            name: 'requires',
            type: 'select',
            label: 'Also requires',
            options: [
              { label: 'Nothing else', value: 'none' },
              { label: 'A comparison rate', value: 'comparisonRate' },
              { label: 'A weekly payment', value: 'paymentWeek' },
              { label: 'A monthly payment', value: 'paymentMonth' },
            ],
            admin: { description: EMPTY, width: '25%' },
          },
        ],
      },
    ],
  },
]

/**
 * What the shopper answered, sorted for the lead screen (issue 18): the trade-in (and its valuation),
 * the finance questions, and everything else. The lead keeps every submitted field as one JSON object
 * (`fields`), named as each form names them; this picks them apart by name. Pure.
 */

export type Answer = { key: string; label: string; value: string }
export type AnswerSection = 'customer' | 'trade-in' | 'finance'

/** Contact details are shown from the lead's contact group; these keys are not repeated. */
const CONTACT_KEYS = new Set(['name', 'last_name', 'email', 'phone', 'postcode', 'terms_conditions', 'opt_in', 'dealership_slug'])

const TRADE_IN = /(^trade|trade_in|tradein|^rego|registration|odometer|_km$|^km$|kilomet|valuation|condition|^eval|adjustment|offer|vin$|^year$|^make$|^model$|badge|transmission|body_?type|fuel)/i
const FINANCE = /(financ|payment_method|loan|deposit|income|employ|repay|balloon|term|lender|credit|budget|weekly|monthly|estimate|interest|rate$)/i

export function sectionOf(key: string): AnswerSection {
  if (FINANCE.test(key) && !/^trade/i.test(key)) return 'finance'
  if (TRADE_IN.test(key)) return 'trade-in'
  return 'customer'
}

/** 'trade_in_km' → 'Trade in km'; 'Vehicle Make' stays. */
export function answerLabel(key: string): string {
  const spaced = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

export function answerText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ')
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${answerLabel(k)}: ${answerText(v)}`)
      .join('; ')
  }
  return String(value)
}

/** The answers of one section, in the order the shopper's form sent them. */
export function answersIn(fields: unknown, section: AnswerSection): Answer[] {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return []
  return Object.entries(fields as Record<string, unknown>)
    .filter(([key]) => !CONTACT_KEYS.has(key) && sectionOf(key) === section)
    .map(([key, value]) => ({ key, label: answerLabel(key), value: answerText(value) }))
    .filter((a) => a.value !== '')
}

/**
 * What a shopper is told after a form (issue 34): what was sent, in words, and a short reference they
 * can read out on the phone (as reservations already have: RSV-7KQ2M9XA), which staff can search the
 * leads by. The long lead_id (ld_…) stays the browser's key; it is not for people.
 */

/** Letters and digits people can read out over the phone (no 0/O, 1/I/L). */
export const READABLE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

const PREFIXES: Record<string, string> = {
  enquiry: 'ENQ',
  'test-drive': 'TD',
  service: 'SVC',
  'trade-in': 'TRD',
  'instant-offer': 'OFR',
  reservation: 'RSV',
  'online-purchase': 'BUY',
}
export const leadReferencePrefix = (form: string): string => PREFIXES[form] ?? 'ENQ'
export const LEAD_REFERENCE_PATTERN = /^[A-Z]{2,3}-[A-Z2-9]{8}$/

const WHAT: Record<string, string> = {
  enquiry: 'enquiry',
  'test-drive': 'test drive request',
  service: 'service booking request',
  'trade-in': 'trade-in valuation request',
  'instant-offer': 'instant offer request',
  reservation: 'reservation',
  'online-purchase': 'online purchase',
}

/**
 * "Your test drive request for the 2016 Toyota HiLux has been sent to Harbour City Motor Group": the
 * form's kind, the car where there was one, and the dealer.
 */
export function sentSummary(input: { form?: string | null; vehicleName?: string | null; dealer: string }): string {
  const what = WHAT[input.form ?? ''] ?? 'enquiry'
  const car = input.vehicleName?.trim() ? ` for the ${input.vehicleName.trim()}` : ''
  return `Your ${what}${car} has been sent to ${input.dealer}.`
}

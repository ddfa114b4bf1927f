/**
 * The kinds of record that hold a shopper's personal information (issue 39), as a dealer reads them in
 * the privacy view and the export, and what an erasure does to each: what is removed, and what is kept
 * because it identifies nobody or because the law requires it.
 */
export const RECORD_KINDS = {
  lead: {
    label: 'Lead',
    collection: 'leads',
    erase: 'Name, email, phone, postcode, message, notes and answers removed; the car, the form, the date and the campaign are kept, so the dealer’s reports still count the lead.',
  },
  reservation: {
    label: 'Reservation',
    collection: 'reservations',
    erase: 'Contact details and the link to the account removed; the reference, deposit amount and payment references are kept, as tax law requires records of payments for five years.',
  },
  account: { label: 'Shopper account', collection: 'customers', erase: 'Deleted, with its watchlist and alerts.' },
  watchlist: { label: 'Saved car', collection: 'watchlist-items', erase: 'Deleted with the account.' },
  alert: { label: 'Watchlist alert', collection: 'watch-alerts', erase: 'Deleted with the account.' },
  'sign-in-code': { label: 'Sign-in code', collection: 'sign-in-codes', erase: 'Deleted.' },
  unsubscribe: {
    label: 'Unsubscribe',
    collection: 'unsubscribes',
    erase: 'The address is replaced by its one-way hash: the person stays unsubscribed (the Spam Act), and nobody can read who they are.',
  },
  event: { label: 'Analytics event', collection: 'analytics-events', erase: 'Kept: it names the lead’s reference, never the person.' },
} as const

export type RecordKind = keyof typeof RECORD_KINDS

export type PersonRecord = {
  kind: RecordKind
  id: number
  tenantId: number | null
  /** When the record was made (ISO). */
  at: string
  /** A line for the list: what the record is, never more of the person than the dealer typed to find it. */
  summary: string
}

/** Each kind with how many records were found, in the order RECORD_KINDS gives. */
export function countsByKind(records: readonly PersonRecord[]): { kind: RecordKind; label: string; count: number }[] {
  return (Object.keys(RECORD_KINDS) as RecordKind[])
    .map((kind) => ({ kind, label: RECORD_KINDS[kind].label, count: records.filter((r) => r.kind === kind).length }))
    .filter((c) => c.count > 0)
}

/** Where a record is opened in the admin to correct it (APP 13). */
export const adminPathOf = (record: Pick<PersonRecord, 'kind' | 'id'>): string => `/admin/collections/${RECORD_KINDS[record.kind].collection}/${record.id}`

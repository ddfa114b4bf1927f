/**
 * The Algolia object of a vehicle: the public search record plus the two attributes the per-tenant
 * secured key filters on. Both are declared unretrievable in the index settings (./settings.ts), so
 * a hit never carries them to the browser; the record itself stays exactly what the embedded engine
 * returns.
 */
import { isAvailable } from '@/domain/vehicles/visibility'
import type { SearchRecord } from '@/domain/search/record'

/**
 * `sold_window_timestamp` stands in for an available car: later than any cutoff we will ever compute
 * (2100-01-01), yet far inside Algolia's numeric range (±4.6e15).
 */
export const ALWAYS_IN_WINDOW = Date.UTC(2100, 0, 1)

export type AlgoliaVehicle = SearchRecord & {
  /** The dealer; the secured key pins every search to one value (filter-only, unretrievable). */
  tenant_id: number
  /**
   * The visibility rule's status-and-sold-date part as one number, so the key's filter needs no
   * OR of facet and numeric conditions (Algolia refuses mixed types and ANDs inside an OR):
   * available (in stock, coming soon) → {@link ALWAYS_IN_WINDOW}; sold with a sold date → that date;
   * anything else (in transit, on hold, sold without a date) → 0, never shown.
   * Visible ⇔ sold_window_timestamp >= now − soldWindowDays.
   */
  sold_window_timestamp: number
}

export function soldWindowTimestamp(record: Pick<SearchRecord, 'status' | 'sold_date_timestamp'>): number {
  if (isAvailable(record)) return ALWAYS_IN_WINDOW
  if (record.status === 'sold' && record.sold_date_timestamp !== null && Number.isFinite(record.sold_date_timestamp)) {
    return record.sold_date_timestamp
  }
  return 0
}

export function toAlgoliaRecord(record: SearchRecord, tenantId: number): AlgoliaVehicle {
  return { ...record, tenant_id: tenantId, sold_window_timestamp: soldWindowTimestamp(record) }
}

/** The attributes that exist only for filtering; never returned in a hit. */
export const FILTER_ONLY_ATTRIBUTES = ['tenant_id', 'sold_window_timestamp'] as const

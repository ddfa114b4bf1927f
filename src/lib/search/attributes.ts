/**
 * The attributes a search may filter, facet and sort on, and the SQL column behind each. Only names in
 * this table ever reach SQL, and only as the fixed column text written here; values are always bound
 * parameters. Facet value lists are limited as below.
 */
export type AttributeKind = 'text' | 'number' | 'boolean' | 'textArray'
export type Attribute = { column: string; kind: AttributeKind; facet: boolean; maxValues: number }

const text = (column: string, maxValues = 100): Attribute => ({ column, kind: 'text', facet: true, maxValues })
const number = (column: string, maxValues = 100): Attribute => ({ column, kind: 'number', facet: true, maxValues })
const bool = (column: string): Attribute => ({ column, kind: 'boolean', facet: true, maxValues: 2 })

export const ATTRIBUTES: Record<string, Attribute> = {
  make: text('make', 100),
  model: text('model', 250),
  make_model: text('make_model', 250),
  badge: text('badge', 100),
  series: text('series', 30),
  body: text('body', 30),
  fuel: text('fuel', 30),
  transmission: text('transmission', 30),
  drive: text('drive', 30),
  colour: text('colour', 30),
  car_type: text('car_type', 6),
  status: text('status', 10),
  tag: text('tag', 30),
  item_type: text('item_type', 10),
  location_name: text('location_name', 30),
  city: text('city', 20),
  state: text('state', 10),
  dealership_name: text('dealership_name', 40),
  price_range: text('price_range', 30),
  weekly_price_range: text('weekly_price_range', 30),
  categories: { column: 'categories', kind: 'textArray', facet: true, maxValues: 30 },
  certified: bool('certified'),
  reserved: bool('reserved'),
  year: number('year', 60),
  price: number('price', 100),
  km: number('km', 100),
  seats: number('seats', 20),
  subscription_price: number('subscription_price', 100),
  created_at_timestamp: number('created_at_timestamp', 100),
  // Filter-only: similar cars exclude their own id; nothing else needs these.
  objectID: { column: 'vehicle_id', kind: 'number', facet: false, maxValues: 0 },
  sold_date_timestamp: { column: 'sold_date_timestamp', kind: 'number', facet: false, maxValues: 0 },
  // Filter-only: a group's franchise site shows its rooftops' cars (the stock filter, never the browser).
  dealership_id: { column: 'dealership_id', kind: 'number', facet: false, maxValues: 0 },
}

export const FACETABLE = Object.entries(ATTRIBUTES)
  .filter(([, a]) => a.facet)
  .map(([name]) => name)

/**
 * Algolia-style replica names → the sort, as (column, direction) pairs. The vehicle id breaks ties so
 * pages never overlap. The SQL engine reads INDEXES, the in-memory engine SORTS: one table, both.
 */
export type SortKey = { column: 'custom_rank' | 'created_at_timestamp' | 'vehicle_id' | 'price'; desc: boolean }
export const SORTS: Record<string, SortKey[]> = {
  vehicles: [
    { column: 'custom_rank', desc: true },
    { column: 'created_at_timestamp', desc: true },
    { column: 'vehicle_id', desc: true },
  ],
  vehicles_price_asc: [
    { column: 'price', desc: false },
    { column: 'vehicle_id', desc: false },
  ],
  vehicles_price_desc: [
    { column: 'price', desc: true },
    { column: 'vehicle_id', desc: true },
  ],
  vehicles_latest: [
    { column: 'created_at_timestamp', desc: true },
    { column: 'vehicle_id', desc: true },
  ],
}

export const INDEXES: Record<string, string> = Object.fromEntries(
  Object.entries(SORTS).map(([name, keys]) => [name, keys.map((k) => `${k.column} ${k.desc ? 'DESC' : 'ASC'}`).join(', ')]),
)

export const MAX_HITS_PER_PAGE = 100
export const DEFAULT_HITS_PER_PAGE = 21
/** Algolia's paginationLimitedTo default: deep pages cost a scan for nothing a shopper needs. */
export const MAX_RESULT_WINDOW = 1000
export const MAX_QUERIES_PER_REQUEST = 20
export const MAX_BODY_BYTES = 64 * 1024

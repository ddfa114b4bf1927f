/**
 * One dealer's cars in memory, column by column: every filterable attribute as dictionary codes
 * (numbers also as values), a bitset of live slots, the sort orders, and the vocabulary for text
 * search. Rows come from `vehicle_search` (store.ts keeps this coherent with the database); the page
 * of hits is read back from PostgreSQL by id, so the records themselves are not held here.
 */
import { ATTRIBUTES, SORTS, type AttributeKind, type SortKey } from '../attributes'
import { words } from '@/domain/search/text'
import { drop, put, type Bitset } from './bitset'
import { Dictionary } from './dictionary'

export type Column = {
  attr: string
  kind: AttributeKind
  dict: Dictionary
  /** Slot → code (0: no value). For textArray, the first value; `lists` holds them all. */
  codes: Int32Array
  /** Numbers only: slot → value (NaN: no value). */
  values?: Float64Array
  /** textArray only: slot → codes. */
  lists?: (Int32Array | null)[]
}

/**
 * Searchable attributes and their rank, as BASE_SETTINGS.searchableAttributes orders them for Algolia
 * (a match in an earlier attribute ranks higher). Stock numbers are matched whole, apart (stockWords).
 */
export const SEARCHABLE: readonly { attr: string; rank: number }[] = [
  { attr: 'name', rank: 0 },
  { attr: 'make', rank: 1 },
  { attr: 'model', rank: 1 },
  { attr: 'badge', rank: 2 },
  { attr: 'series', rank: 2 },
  { attr: 'body', rank: 3 },
  { attr: 'fuel', rank: 3 },
  { attr: 'transmission', rank: 3 },
  { attr: 'drive', rank: 3 },
  { attr: 'colour', rank: 3 },
  { attr: 'location_name', rank: 5 },
  { attr: 'city', rank: 5 },
]
export const STOCKNUM_RANK = 4

/** The columns read from vehicle_search, in this order (store.ts selects exactly these). */
export const LOADED_ATTRIBUTES = ['name', ...Object.keys(ATTRIBUTES), 'custom_rank', 'show_on_dealer_website'] as const
export const SELECT_COLUMNS = [
  'vehicle_id',
  'tenant_id',
  "record->>'stocknum'",
  ...LOADED_ATTRIBUTES.map((a) => (a === 'name' ? "record->>'name'" : a in ATTRIBUTES ? `${ATTRIBUTES[a]!.column}` : a)),
]
const KIND_OF = (attr: string): AttributeKind => (attr === 'name' ? 'text' : attr === 'custom_rank' ? 'number' : attr === 'show_on_dealer_website' ? 'boolean' : ATTRIBUTES[attr]!.kind)

/** A row as selected: vehicle_id, tenant_id, stocknum, then LOADED_ATTRIBUTES in order. */
export type Row = unknown[]

const toNumber = (v: unknown) => (v === null || v === undefined ? NaN : Number(v))
const numberText = (n: number) => (Number.isNaN(n) ? null : String(n))

export class TenantIndex {
  /** The database change this index reflects (search_versions.version). */
  version = 0
  capacity = 0
  /** Slots handed out so far; slots of removed cars are reused. */
  size = 0
  alive: Bitset = new Uint32Array(0)
  ids: Int32Array = new Int32Array(0)
  stocknums: (string | null)[] = []
  readonly slotOf = new Map<number, number>()
  private readonly free: number[] = []
  readonly columns = new Map<string, Column>()
  private orders = new Map<string, { order: Int32Array; pos: Int32Array }>()
  /** word → the (searchable attribute, code) pairs whose value holds it. */
  readonly wordRefs = new Map<string, { attr: number; code: number }[]>()
  private sortedWords: string[] | null = null
  private stockIndex: Map<string, number[]> | null = null

  constructor(readonly tenantId: number) {
    for (const attr of LOADED_ATTRIBUTES) {
      const kind = KIND_OF(attr)
      const column: Column = { attr, kind, dict: new Dictionary(), codes: new Int32Array(0) }
      if (kind === 'number') column.values = new Float64Array(0)
      if (kind === 'textArray') column.lists = []
      this.columns.set(attr, column)
    }
    SEARCHABLE.forEach(({ attr }, i) => {
      this.columns.get(attr)!.dict.onNew = (code, value) => {
        for (const word of new Set(words(value))) {
          let refs = this.wordRefs.get(word)
          if (!refs) {
            this.wordRefs.set(word, (refs = []))
            this.sortedWords = null
          }
          refs.push({ attr: i, code })
        }
      }
    })
  }

  column(attr: string): Column {
    return this.columns.get(attr)!
  }

  private grow(min: number) {
    if (min <= this.capacity) return
    const capacity = Math.max(1024, this.capacity * 2, min)
    const copy = <T extends Int32Array | Float64Array | Uint32Array>(a: T, n: number): T => {
      const out = new (a.constructor as new (n: number) => T)(n)
      out.set(a)
      return out
    }
    this.ids = copy(this.ids, capacity)
    this.alive = copy(this.alive, (capacity + 31) >>> 5)
    for (const c of this.columns.values()) {
      c.codes = copy(c.codes, capacity)
      if (c.values) {
        const values = new Float64Array(capacity).fill(NaN)
        values.set(c.values)
        c.values = values
      }
    }
    this.capacity = capacity
  }

  /** Adds or replaces a car. */
  upsert(row: Row): void {
    const id = Number(row[0])
    let slot = this.slotOf.get(id)
    if (slot === undefined) {
      slot = this.free.pop() ?? this.size++
      this.grow(slot + 1)
      this.slotOf.set(id, slot)
    }
    this.ids[slot] = id
    this.stocknums[slot] = (row[2] as string | null) ?? null
    LOADED_ATTRIBUTES.forEach((attr, i) => {
      const c = this.columns.get(attr)!
      const raw = row[3 + i]
      switch (c.kind) {
        case 'number': {
          const n = toNumber(raw)
          c.values![slot] = n
          c.codes[slot] = c.dict.code(numberText(n))
          break
        }
        case 'boolean':
          c.codes[slot] = raw === null || raw === undefined ? 0 : c.dict.code(raw ? 'true' : 'false')
          break
        case 'textArray': {
          const list = Array.isArray(raw) && raw.length ? Int32Array.from(raw as string[], (v) => c.dict.code(v)) : null
          c.lists![slot] = list
          c.codes[slot] = list ? list[0]! : 0
          break
        }
        default:
          c.codes[slot] = c.dict.code(raw as string | null)
      }
    })
    put(this.alive, slot)
    this.changed()
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id)
    if (slot === undefined) return
    this.slotOf.delete(id)
    drop(this.alive, slot)
    this.stocknums[slot] = null
    this.free.push(slot)
    this.changed()
  }

  /** Buffers reused by queries (facet counters); not results, so a change keeps them. */
  readonly scratch = new Map<string, Int32Array>()
  /** Results derived from the rows alone (no clock), kept until the next change. */
  readonly memo = new Map<string, unknown>()

  private changed() {
    this.orders.clear()
    this.memo.clear()
    this.stockIndex = null
  }

  /** Live slots in the order of a sort (index name), and each slot's position in it. */
  orderOf(indexName: string): { order: Int32Array; pos: Int32Array } {
    let cached = this.orders.get(indexName)
    if (cached) return cached
    const keys = SORTS[indexName]!
    const slots: number[] = []
    for (let s = 0; s < this.size; s++) if (this.alive[s >>> 5]! & (1 << (s & 31))) slots.push(s)
    const order = Int32Array.from(slots)
    const cols = keys.map((k: SortKey) => ({ desc: k.desc, values: k.column === 'vehicle_id' ? null : this.columns.get(k.column === 'price' ? 'price' : k.column)!.values! }))
    const ids = this.ids
    order.sort((a, b) => {
      for (const { desc, values } of cols) {
        const x = values ? values[a]! : ids[a]!
        const y = values ? values[b]! : ids[b]!
        if (x !== y) return desc ? y - x : x - y
      }
      return 0
    })
    const pos = new Int32Array(this.capacity)
    order.forEach((slot, i) => (pos[slot] = i))
    cached = { order, pos }
    this.orders.set(indexName, cached)
    return cached
  }

  /** The dealer's words for text search, sorted (stock numbers excluded). */
  vocabulary(): readonly string[] {
    if (!this.sortedWords) this.sortedWords = [...this.wordRefs.keys()].sort()
    return this.sortedWords
  }

  /** Stock number (folded) → slots, for a shopper typing a stock number. */
  stockWords(): Map<string, number[]> {
    if (this.stockIndex) return this.stockIndex
    const index = new Map<string, number[]>()
    for (let s = 0; s < this.size; s++) {
      const stocknum = this.stocknums[s]
      if (!stocknum || !(this.alive[s >>> 5]! & (1 << (s & 31)))) continue
      for (const word of words(stocknum)) {
        const list = index.get(word)
        if (list) list.push(s)
        else index.set(word, [s])
      }
    }
    return (this.stockIndex = index)
  }
}

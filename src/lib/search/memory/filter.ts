/**
 * The tenant's stock filter and the request's conditions, evaluated over the in-memory columns into
 * bitsets, with the same meaning as the SQL engine (sql.ts, tenantFilter.ts): a car without the
 * attribute fails a comparison, and NOT of it passes ("IS NOT TRUE").
 */
import { ATTRIBUTES } from '../attributes'
import type { Condition } from '../conditions'
import { DAY_MS, type StockFilterSettings } from '../tenantFilter'
import { andInto, emptySet, forEach, minus, orInto, type Bitset } from './bitset'
import type { TenantIndex } from './tenantIndex'

type Test = (slot: number) => boolean

function scan(index: TenantIndex, universe: Bitset, test: Test): Bitset {
  const out = emptySet(index.capacity)
  for (let w = 0; w < universe.length; w++) {
    let bits = universe[w]!
    let hit = 0
    while (bits !== 0) {
      const low = bits & -bits
      const bit = 31 - Math.clz32(low)
      if (test((w << 5) + bit)) hit |= 1 << bit
      bits ^= low
    }
    out[w] = hit
  }
  return out
}

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
}

function facetTest(index: TenantIndex, attr: string, value: string): Test | null {
  const c = index.column(attr)
  switch (ATTRIBUTES[attr]!.kind) {
    case 'number': {
      const n = Number(value)
      if (value.trim() === '' || !Number.isFinite(n)) return null
      const values = c.values!
      return (s) => values[s] === n
    }
    case 'boolean':
      if (value !== 'true' && value !== 'false') return null
      break
    case 'textArray': {
      const code = c.dict.find(value)
      if (code < 0) return null
      const lists = c.lists!
      return (s) => lists[s]?.includes(code) ?? false
    }
  }
  const code = c.dict.find(value)
  if (code <= 0) return null
  const codes = c.codes
  return (s) => codes[s] === code
}

/** Cars in `universe` that satisfy the condition. */
function evaluate(index: TenantIndex, cond: Condition, universe: Bitset): Bitset {
  switch (cond.type) {
    case 'and': {
      let set = universe
      for (const item of cond.items) set = evaluate(index, item, set)
      return set === universe ? universe.slice() : set
    }
    case 'or': {
      const out = emptySet(index.capacity)
      for (const item of cond.items) orInto(out, evaluate(index, item, universe))
      return out
    }
    case 'not':
      return minus(universe, evaluate(index, cond.item, universe))
    case 'facet': {
      const test = facetTest(index, cond.attr, cond.value)
      return test ? scan(index, universe, test) : emptySet(index.capacity)
    }
    case 'compare': {
      const values = index.column(cond.attr).values!
      const op = COMPARE[cond.op]!
      const v = cond.value
      // NaN (no value) fails every comparison, != included, as NULL does in SQL.
      return scan(index, universe, (s) => !Number.isNaN(values[s]!) && op(values[s]!, v))
    }
    case 'range': {
      const values = index.column(cond.attr).values!
      const { from, to } = cond
      return scan(index, universe, (s) => values[s]! >= from && values[s]! <= to)
    }
  }
}

/**
 * The visible set and a key that changes exactly when it does: the stock settings and how many of the
 * dealer's sold cars (latest sold first) are still inside the window. Plans are memoised by it.
 */
export function visibleWithKey(index: TenantIndex, settings: StockFilterSettings, now: number, indexName: string): { set: Bitset; key: string } {
  const key = `visible:${indexName === 'vehicles_price_asc' && settings.priceAscExcludesZero}:${settings.stockUsedOnly}:${settings.stockInStockOnly}:${settings.stockCertifiedOnly}:${settings.stockMakes.join('|')}:${(settings.stockDealershipIds ?? []).join('|')}`
  let parts = index.memo.get(key) as { shown: Bitset; sold: Int32Array } | undefined
  if (!parts) index.memo.set(key, (parts = stockParts(index, settings, indexName)))
  const since = now - settings.soldWindowDays * DAY_MS
  const soldAt = index.column('sold_date_timestamp').values!
  const out = parts.shown.slice()
  // Sold cars are kept latest first, so those inside the window are a prefix of the list.
  let inside = 0
  for (; inside < parts.sold.length && soldAt[parts.sold[inside]!]! >= since; inside++) {
    const s = parts.sold[inside]!
    out[s >>> 5]! |= 1 << (s & 31)
  }
  return { set: out, key: `${key}:${inside}` }
}

function stockParts(index: TenantIndex, settings: StockFilterSettings, indexName: string): { shown: Bitset; sold: Int32Array } {
  const show = index.column('show_on_dealer_website')
  const status = index.column('status')
  const trueCode = show.dict.find('true')
  const inStock = status.dict.find('in_stock')
  const comingSoon = status.dict.find('coming_soon')
  const soldCode = status.dict.find('sold')
  const tests: Test[] = [(s) => show.codes[s] === trueCode]
  if (settings.stockUsedOnly) {
    const used = index.column('car_type').dict.find('used')
    const codes = index.column('car_type').codes
    tests.push((s) => codes[s] === used)
  }
  if (settings.stockInStockOnly) tests.push((s) => status.codes[s] === inStock)
  if (settings.stockCertifiedOnly) {
    const c = index.column('certified')
    const yes = c.dict.find('true')
    tests.push((s) => c.codes[s] === yes)
  }
  if (settings.stockMakes.length > 0) {
    const make = index.column('make')
    const codes = new Set(settings.stockMakes.map((m) => make.dict.find(m)))
    tests.push((s) => codes.has(make.codes[s]!))
  }
  const rooftops = settings.stockDealershipIds ?? []
  if (rooftops.length > 0) {
    const ids = new Set(rooftops)
    const dealership = index.column('dealership_id').values!
    tests.push((s) => ids.has(dealership[s]!))
  }
  if (settings.priceAscExcludesZero && indexName === 'vehicles_price_asc') {
    const price = index.column('price').values!
    tests.push((s) => price[s]! > 0)
  }
  const eligible = scan(index, index.alive, (s) => tests.every((t) => t(s)))
  const shown = scan(index, eligible, (s) => status.codes[s] === inStock || status.codes[s] === comingSoon)
  const sold: number[] = []
  forEach(eligible, (s) => {
    if (status.codes[s] === soldCode) sold.push(s)
  })
  const soldAt = index.column('sold_date_timestamp').values!
  // NaN (no date) last: such a car is never inside the window.
  sold.sort((a, b) => (soldAt[b]! || -Infinity) - (soldAt[a]! || -Infinity))
  return { shown, sold: Int32Array.from(sold) }
}

export function filtered(index: TenantIndex, conditions: Condition[], base: Bitset): Bitset {
  let set = base
  for (const cond of conditions) set = andInto(set === base ? base.slice() : set, evaluate(index, cond, set))
  return set
}

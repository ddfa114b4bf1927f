/**
 * Condition tree → parameterised SQL over `vehicle_search`. Column names come only from the
 * attribute table; every value is a bound parameter.
 */
import { ATTRIBUTES } from './attributes'
import type { Condition } from './conditions'

export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

const SQL_OP = { '<': '<', '<=': '<=', '=': '=', '!=': '<>', '>=': '>=', '>': '>' } as const

export function conditionSql(cond: Condition, params: Params): string {
  switch (cond.type) {
    case 'and':
      return cond.items.length ? `(${cond.items.map((c) => conditionSql(c, params)).join(' AND ')})` : 'TRUE'
    case 'or':
      return cond.items.length ? `(${cond.items.map((c) => conditionSql(c, params)).join(' OR ')})` : 'FALSE'
    case 'not':
      // IS NOT TRUE: a car without the attribute is "not Ford" too, as in Algolia.
      return `((${conditionSql(cond.item, params)}) IS NOT TRUE)`
    case 'facet': {
      const attr = ATTRIBUTES[cond.attr]!
      switch (attr.kind) {
        case 'text':
          return `${attr.column} = ${params.add(cond.value)}`
        case 'textArray':
          return `${params.add(cond.value)} = ANY(${attr.column})`
        case 'boolean':
          return cond.value === 'true' || cond.value === 'false' ? `${attr.column} = ${params.add(cond.value === 'true')}` : 'FALSE'
        case 'number': {
          const n = Number(cond.value)
          return cond.value.trim() !== '' && Number.isFinite(n) ? `${attr.column} = ${params.add(n)}` : 'FALSE'
        }
      }
      break
    }
    case 'compare':
      return `${ATTRIBUTES[cond.attr]!.column} ${SQL_OP[cond.op]} ${params.add(cond.value)}`
    case 'range':
      return `${ATTRIBUTES[cond.attr]!.column} BETWEEN ${params.add(cond.from)} AND ${params.add(cond.to)}`
  }
  throw new Error('unreachable')
}

/** Prefix search over the words of a query: "hilu sr5" finds "Toyota HiLux SR5". */
export function textQueryTerms(query: string): string | null {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10)
    .map((w) => w.slice(0, 40).replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null
}

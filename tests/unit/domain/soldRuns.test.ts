import { describe, expect, it } from 'vitest'

import { collapseSoldRecords, collapseSoldRuns } from '@/domain/vehicles'
import { record } from './fixtures'

type H = { id: string; sold: boolean }
const h = (pattern: string): H[] => [...pattern].map((c, i) => ({ id: `${c}${i}`, sold: c === 'S' }))
const ids = (hits: H[]) => hits.map((x) => x.id)
const isSold = (x: H) => x.sold

describe('collapseSoldRuns', () => {
  it('keeps only the first of each run of consecutive sold cars', () => {
    expect(ids(collapseSoldRuns(h('ASSSASA'), isSold))).toEqual(['A0', 'S1', 'A4', 'S5', 'A6'])
    expect(ids(collapseSoldRuns(h('SSA'), isSold))).toEqual(['S0', 'A2'])
    expect(ids(collapseSoldRuns(h('ASS'), isSold))).toEqual(['A0', 'S1'])
  })

  it('keeps single sold cars and unsold runs untouched', () => {
    expect(ids(collapseSoldRuns(h('ASASA'), isSold))).toEqual(['A0', 'S1', 'A2', 'S3', 'A4'])
    expect(ids(collapseSoldRuns(h('AAA'), isSold))).toEqual(['A0', 'A1', 'A2'])
  })

  it('shows every hit when every hit is sold', () => {
    expect(ids(collapseSoldRuns(h('SSS'), isSold))).toEqual(['S0', 'S1', 'S2'])
    expect(ids(collapseSoldRuns(h('S'), isSold))).toEqual(['S0'])
  })

  it('returns an empty list for no hits, and never mutates the input', () => {
    expect(collapseSoldRuns([], isSold)).toEqual([])
    const input = h('ASS')
    const out = collapseSoldRuns(input, isSold)
    expect(input).toHaveLength(3)
    expect(out).not.toBe(input)
    const all = h('SS')
    expect(collapseSoldRuns(all, isSold)).not.toBe(all)
  })

  it('collapseSoldRecords uses the sold status or flag', () => {
    const hits = [
      record({ id: 1 }),
      record({ id: 2, status: 'sold' }),
      record({ id: 3, status: 'on_hold', sold: true }),
      record({ id: 4 }),
    ]
    expect(collapseSoldRecords(hits).map((r) => r.id)).toEqual([1, 2, 4])
  })
})

/**
 * Distinct values of one attribute in one dealer's index, each given a small integer code, so that
 * filters compare integers and facet counts are array increments. Code 0 is "no value". A dictionary
 * only grows while the process lives: a value no car holds any more simply counts zero.
 */
export class Dictionary {
  readonly values: string[] = ['']
  private readonly codes = new Map<string, number>()
  /** Called once for every value the first time it is seen (the vocabulary listens). */
  onNew?: (code: number, value: string) => void

  code(value: string | null | undefined): number {
    if (value === null || value === undefined) return 0
    let code = this.codes.get(value)
    if (code === undefined) {
      code = this.values.length
      this.values.push(value)
      this.codes.set(value, code)
      this.onNew?.(code, value)
    }
    return code
  }

  private order: { rank: Int32Array; byRank: Int32Array } | null = null

  /**
   * Codes in value order (code-point order, as facet ties are broken) and each code's place in it;
   * computed once and again only after new values arrive, so picking the top facet values never sorts
   * strings per query.
   */
  ranks(): { rank: Int32Array; byRank: Int32Array } {
    if (this.order && this.order.rank.length === this.values.length) return this.order
    const byRank = new Int32Array(this.values.length)
    for (let i = 0; i < byRank.length; i++) byRank[i] = i
    const values = this.values
    byRank.sort((a, b) => (values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : 0))
    const rank = new Int32Array(this.values.length)
    byRank.forEach((code, i) => (rank[code] = i))
    return (this.order = { rank, byRank })
  }

  /** The code of a value, or -1 when no car ever had it (a filter on it matches nothing). */
  find(value: string): number {
    return this.codes.get(value) ?? -1
  }

  get size(): number {
    return this.values.length
  }
}

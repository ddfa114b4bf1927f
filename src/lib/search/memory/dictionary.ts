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

  /** The code of a value, or -1 when no car ever had it (a filter on it matches nothing). */
  find(value: string): number {
    return this.codes.get(value) ?? -1
  }

  get size(): number {
    return this.values.length
  }
}

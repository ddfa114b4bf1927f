/** Next's searchParams record → URLSearchParams (a repeated key keeps every value, in order). */
export function toSearchParams(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const out = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(key, v)
  }
  return out
}

/**
 * Links from the dashboard to a filtered admin list: the same `where` Payload's list view reads from
 * its query string (qs bracket syntax: where[and][0][price][equals]=0). Pure, so the dashboard's
 * figure and the list it links to are built from one filter object.
 */
export type WhereValue = string | number | boolean | null | WhereValue[] | { [key: string]: WhereValue }

function pairs(prefix: string, value: WhereValue, out: string[]) {
  if (Array.isArray(value)) {
    value.forEach((v, i) => pairs(`${prefix}[${i}]`, v, out))
  } else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) pairs(`${prefix}[${key}]`, v, out)
  } else {
    out.push(`${encodeURIComponent(prefix).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(value === null ? '' : String(value))}`)
  }
}

/** `/admin/collections/vehicles?where[and][0]...` for a where object (and an optional limit). */
export function adminListUrl(adminRoute: string, collection: string, where: { [key: string]: WhereValue }, extra: Record<string, string | number> = {}): string {
  const out: string[] = []
  for (const [key, v] of Object.entries(where)) pairs(`where[${key}]`, v, out)
  for (const [key, v] of Object.entries(extra)) out.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`)
  return `${adminRoute.replace(/\/$/, '')}/collections/${collection}${out.length ? `?${out.join('&')}` : ''}`
}

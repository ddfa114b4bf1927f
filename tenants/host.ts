/** Host names: how a request's Host header and a tenant's domains are compared. */

const HOST_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/

/**
 * Lower-cases a Host header or an entered domain and strips scheme, port, path and a trailing dot.
 * Returns null for anything that is not a plain host name, so it can never reach a query or a cache key.
 */
export function normalizeHost(raw: string | null | undefined): string | null {
  if (!raw) return null
  let host = raw.trim().toLowerCase()
  host = host.replace(/^[a-z]+:\/\//, '')
  host = host.split('/')[0] ?? ''
  if (host.startsWith('[')) return null // IPv6 literals never name a tenant
  host = host.replace(/:\d+$/, '').replace(/\.$/, '')
  if (host.length === 0 || host.length > 253) return null
  return HOST_PATTERN.test(host) ? host : null
}

/** `{slug}.localhost` names a tenant in development (Chromium resolves *.localhost to loopback). */
export function slugFromLocalhost(host: string): string | null {
  const match = /^([a-z0-9-]+)\.localhost$/.exec(host)
  return match ? match[1]! : null
}

export function localhostTenantsEnabled(): boolean {
  return process.env.LOCALHOST_TENANTS !== 'false'
}

/** Every host a tenant answers on: its domains, and its development address. */
export function tenantHosts(tenant: { slug?: string | null; domains?: { domain?: string | null }[] | null }): string[] {
  const hosts = new Set<string>()
  for (const row of tenant.domains ?? []) {
    const h = normalizeHost(row.domain)
    if (h) hosts.add(h)
  }
  if (tenant.slug) hosts.add(`${tenant.slug}.localhost`)
  return [...hosts]
}

/**
 * The one way the front cache hears about revalidations (issue 20), replacing a hook on Next's
 * internal tag manifest. Every revalidation of ours (src/lib/cache: Payload hooks, jobs, and what other
 * processes publish on the bus) calls purgeFrontCache with the tags it expired; the production server
 * registers the purger (scripts/next-server.ts). A global symbol, because the revalidations run inside
 * Next's bundles and the front cache outside them. Nothing registered (dev, tests): nothing to purge.
 */
import { logger } from '../log/logger'

const PURGER = Symbol.for('forecourt.frontCachePurger')

type Purger = (tags: readonly string[]) => void
type WithPurger = typeof globalThis & { [PURGER]?: Purger }

export function setFrontCachePurger(purger: Purger | null): void {
  ;(globalThis as WithPurger)[PURGER] = purger ?? undefined
}

export function purgeFrontCache(tags: readonly string[]): void {
  const purger = (globalThis as WithPurger)[PURGER]
  if (!purger || tags.length === 0) return
  try {
    purger(tags)
  } catch (error) {
    // A purge failure must never fail the write that caused it.
    logger().error({ err: error }, 'front cache: purge failed')
  }
}

/**
 * Which hosts' pages a list of revalidated tags covers. Every page is rendered for one host, so a list
 * naming a dealer (`tenant:`, `stock:`) or a host (`host:`) covers only those dealers' hosts, whatever
 * else it names (a vehicle's tag comes with its dealer's). A list naming neither covers every page.
 */
export function hostsCovered(tags: readonly string[], hostsOfTenant: (id: string) => readonly string[] | undefined): Set<string> | 'all' {
  const hosts = new Set<string>()
  let scoped = false
  for (const tag of tags) {
    const at = tag.indexOf(':')
    const kind = at > 0 ? tag.slice(0, at) : ''
    const value = tag.slice(at + 1)
    if (kind === 'host') {
      scoped = true
      hosts.add(value.toLowerCase())
    } else if (kind === 'tenant' || kind === 'stock') {
      scoped = true
      const known = hostsOfTenant(value)
      // A dealer this process does not know yet (created a moment ago): everything, to be safe.
      if (!known) return 'all'
      for (const h of known) hosts.add(h.toLowerCase())
    }
  }
  return scoped ? hosts : 'all'
}

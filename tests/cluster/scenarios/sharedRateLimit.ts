/**
 * The lead rate limit counts across instances (Redis): with a limit of N per address, the (N+1)th
 * lead from one address is refused with 429 whichever instance nginx hands it to, though its first N
 * were shared between both.
 */
import { expect, it } from 'vitest'

import type { Cluster } from '../harness/cluster'
import { request } from '../harness/http'
import { answeredBy, nextLeadKey, nextShopperIp, sendLead } from '../harness/leads'
import { UPSTREAM_HEADER } from '../harness/nginxConfig'

export function sharedRateLimit(cluster: () => Cluster, limit: number) {
  it(`a limit of ${limit} leads answers the ${limit + 1}th with 429, on instance A and on instance B (through nginx, round-robin)`, async () => {
    const { nginx, instances, tenants } = cluster()
    const host = tenants.find((t) => t.slug === 'bayside-mazda')!.domains[0]!
    for (const target of instances) {
      const ip = nextShopperIp()
      const allowed = []
      for (let i = 0; i < limit; i++) allowed.push(await sendLead(nginx.url, host, { ip, key: nextLeadKey('limit') }))
      expect(allowed.map((l) => l.status)).toEqual(allowed.map(() => 201))
      // Round-robin: the first N went to both instances.
      expect(new Set(allowed.map(answeredBy))).toEqual(new Set(instances.map((i) => `127.0.0.1:${i.port}`)))
      // Steer the next request to `target`: round-robin hands it to the instance that did not answer last.
      let last = answeredBy(allowed.at(-1)!)
      for (let i = 0; last === `127.0.0.1:${target.port}` && i < 4; i++) {
        last = String((await request(`${nginx.url}/api/health`)).headers[UPSTREAM_HEADER] ?? '')
      }
      const refused = await sendLead(nginx.url, host, { ip, key: nextLeadKey('limit') })
      expect({ status: refused.status, by: answeredBy(refused) }).toEqual({ status: 429, by: `127.0.0.1:${target.port}` })
    }
  })
}

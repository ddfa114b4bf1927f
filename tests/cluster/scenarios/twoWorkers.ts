/**
 * Two `npm run worker` processes on one queue: every lead is delivered exactly once (Payload 3 may
 * hand one job to both; the delivery claims the lead first, src/lib/leads/delivery/claim.ts).
 */
import { expect, it } from 'vitest'

import type { Cluster } from '../harness/cluster'
import { emailsFor, nextLeadKey, nextShopperIp, sendLead, storedLeads, waitUntilDelivered } from '../harness/leads'

const LEADS = 12

export function twoWorkers(cluster: () => Cluster) {
  it(`two workers deliver each of ${LEADS} leads exactly once`, async () => {
    const c = cluster()
    if (c.workers.length < 2) await c.addWorker()
    const host = c.tenants.find((t) => t.slug === 'outback-used')!.domains[0]!
    const keys = Array.from({ length: LEADS }, () => nextLeadKey('workers'))
    // Two shoppers at a time, so both workers find several jobs due in one round.
    for (let i = 0; i < keys.length; i += 2) {
      const pair = await Promise.all(keys.slice(i, i + 2).map((key) => sendLead(c.nginx.url, host, { ip: nextShopperIp(), key })))
      expect(pair.map((l) => l.status)).toEqual(pair.map(() => 201))
    }
    const stored = await storedLeads(c.db, keys)
    expect(stored).toHaveLength(LEADS)
    await waitUntilDelivered(c.db, c.smtp, stored, 90_000)
    expect(stored.map((l) => emailsFor(c.smtp, l.leadId))).toEqual(stored.map(() => 1))
  })
}

/**
 * Redis hung (issue 38): the shared cache and the shared rate limits are optional, so while Redis does
 * not answer, a lead through nginx is answered at once (before, the rate limiter waited on it until
 * nginx gave up at 60 s and sent the lead to the other instance, which hung too), pages keep answering
 * 200 through nginx, and every instance stays ready, reporting Redis as degraded; once Redis answers
 * again, so do the instances' readiness reports.
 *
 * SIGSTOP keeps Redis's connections open with nothing answering: the case a timeout must catch (a
 * stopped server refuses connections, which fails at once anyway).
 */
import { expect, it } from 'vitest'

import type { Cluster } from '../harness/cluster'
import { pollUntil, request } from '../harness/http'
import { nextLeadKey, nextShopperIp, sendLead } from '../harness/leads'

type ReadyBody = { status: string; degraded: string[] }

export function redisOutage(cluster: () => Cluster) {
  it('with Redis hung, leads are answered, pages serve through nginx and every instance stays ready, reporting Redis degraded', async () => {
    const { nginx, instances, tenants, redis } = cluster()
    const host = tenants.find((t) => t.slug === 'outback-used')!.domains[0]!
    redis.child.process.kill('SIGSTOP')
    try {
      // A lead through each instance (round-robin), each answered well inside nginx's 60 s.
      const leads = [await sendLead(nginx.url, host, { ip: nextShopperIp(), key: nextLeadKey('redis-down') }), await sendLead(nginx.url, host, { ip: nextShopperIp(), key: nextLeadKey('redis-down') })]
      expect(leads.map((l) => l.status)).toEqual([201, 201])
      console.log(`cluster: with Redis hung, leads answered in ${leads.map((l) => l.answeredAt - l.startedAt).join(' and ')} ms`)

      // Pages, and a search page that is rendered (not in the front cache), all answer.
      const paths = ['/', '/search', `/search?q=${Date.now()}`, '/', '/search', `/search?q=ute${Date.now()}`]
      const pages = await Promise.all(paths.map((p) => request(`${nginx.url}${p}`, { host, timeoutMs: 20_000 })))
      expect(pages.map((p) => p.status)).toEqual(paths.map(() => 200))

      // Ready, and saying what is missing: directly, and through nginx without marking anyone failed.
      for (const instance of instances) {
        const ready = await request(`${instance.url}/api/ready`, { timeoutMs: 10_000 })
        expect({ status: ready.status, body: JSON.parse(ready.text) as ReadyBody }).toMatchObject({ status: 200, body: { status: 'degraded', degraded: ['redis'] } })
      }
      for (let i = 0; i < 2; i++) expect((await request(`${nginx.url}/api/ready`, { timeoutMs: 10_000 })).status).toBe(200)
      const after = await Promise.all(paths.slice(0, 2).map((p) => request(`${nginx.url}${p}`, { host, timeoutMs: 20_000 })))
      expect(after.map((p) => p.status)).toEqual([200, 200])
    } finally {
      redis.child.process.kill('SIGCONT')
    }
    for (const instance of instances) {
      await pollUntil(`${instance.name} reporting Redis back`, 15_000, async () => {
        const ready = await request(`${instance.url}/api/ready`, { timeoutMs: 5_000 })
        return (JSON.parse(ready.text) as ReadyBody).status === 'ready' ? true : undefined
      }, 250)
    }
  })
}

/**
 * kill -9 of one instance in the middle of a burst of leads through nginx: every lead that got a 2xx
 * is stored once and delivered exactly once, no lead is stored or delivered twice (nginx may resend a
 * lead the dying instance had already stored: the idempotency key makes it the same lead), and nginx
 * moves on to the other instance, which answers everything sent after the kill.
 * Kills instance A for good: it runs last.
 */
import { expect, it } from 'vitest'

import type { Cluster } from '../harness/cluster'
import { answeredBy, emailsFor, nextLeadKey, nextShopperIp, sendLead, storedLeads, waitUntilDelivered, type SentLead } from '../harness/leads'

const LEADS = 60
const CONCURRENCY = 4
/** Leads answered before the kill: enough that both instances have taken some. */
const KILL_AFTER = 12

export function killDuringBurst(cluster: () => Cluster) {
  it(`kill -9 of instance A during a burst of ${LEADS} leads: every 2xx lead is stored and delivered exactly once, and B answers the rest`, async () => {
    const { nginx, instances: [a, b], tenants, db, smtp } = cluster()
    const host = tenants.find((t) => t.slug === 'harbour-city')!.domains[0]!
    const keys = Array.from({ length: LEADS }, () => nextLeadKey('burst'))
    const answers: SentLead[] = []
    let killedAt = Infinity
    let killing: Promise<void> | null = null
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < keys.length) {
          const key = keys[next++]!
          answers.push(await sendLead(nginx.url, host, { ip: nextShopperIp(), key }))
          if (answers.length === KILL_AFTER) {
            // The other loops keep sending while A's whole process group dies.
            killing = a.child.kill('SIGKILL').then(() => void (killedAt = Date.now()))
          }
        }
      }),
    )
    await killing
    const ok = answers.filter((l) => l.status >= 200 && l.status < 300)
    const before = answers.filter((l) => l.answeredAt < killedAt)
    const after = answers.filter((l) => l.startedAt > killedAt)
    console.log(`cluster: burst of ${LEADS}: ${ok.length} answered 2xx, ${answers.length - ok.length} not (${answers.filter((l) => l.upstream.includes(',')).length} resent by nginx); ${after.length} sent after A died`)
    expect(new Set(before.map(answeredBy))).toContain(`127.0.0.1:${a.port}`)
    expect(after.length).toBeGreaterThan(0)
    expect(after.map((l) => [l.status, answeredBy(l)])).toEqual(after.map(() => [201, `127.0.0.1:${b.port}`]))

    // Stored once per key, whatever the answer; every 2xx lead among them.
    const stored = await storedLeads(db, keys)
    expect(new Set(stored.map((l) => l.key)).size).toBe(stored.length)
    const storedIds = new Set(stored.map((l) => l.leadId))
    expect(ok.filter((l) => !storedIds.has(l.leadId!))).toEqual([])
    // Delivered exactly once, every stored lead of the burst.
    await waitUntilDelivered(db, smtp, stored, 120_000)
    expect(stored.map((l) => [l.leadId, emailsFor(smtp, l.leadId)])).toEqual(stored.map((l) => [l.leadId, 1]))
  })
}

/**
 * The job queue in its own processes (issue 20): two `npm run worker` processes on one database
 * deliver every lead exactly once (the real SMTP simulator counts the messages), a job left
 * "processing" by a dead worker goes back to the queue, and a revalidation published by one process is
 * heard by another over the database.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { Tenant } from '@/payload-types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/clientAddress'
import { publishRevalidation, subscribeRevalidations } from '@/lib/cache/bus'
import { sweepStuckJobs } from '@/lib/jobs/sweep'
import { handleLeadRequest } from '@/lib/leads/endpoint'
import { poolOf } from '@/lib/search/db'
import { findTenantByHost } from '@/lib/site/tenant'
import { startSmtpSimulator, type SmtpSimulator } from '../simulators/smtp/server'
import type { Child } from '../support/children'
import { startWorker } from '../support/worker'
import { createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let smtp: SmtpSimulator
let dealer: Tenant
const workers = new Set<Child>()

let started = 0
const startTestWorker = () =>
  startWorker(`worker-${++started}`, {
    ...process.env,
    DATABASE_URL: inject('databaseUrl'),
    FORECOURT_DATA_DIR: inject('dataDir'),
    PAYLOAD_SECRET: 'test-secret',
    NODE_ENV: 'production',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    JOBS_POLL_SECONDS: '1',
  }).then((child) => {
    workers.add(child)
    return child
  })

async function submitLead(n: number): Promise<string> {
  const request = new Request('http://forecourt.test/api/leads', {
    method: 'POST',
    headers: { host: dealer.domains![0]!.domain, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: `203.0.113.${n + 10}`, 'user-agent': 'vitest' },
    body: JSON.stringify({
      form: 'enquiry',
      idempotency_key: unique(`worker-${n}`).replace(/[^A-Za-z0-9_-]/g, ''),
      fields: { name: 'Two', last_name: `Workers${n}`, email: `two.workers${n}@example.com`, phone: '0412 345 678', postcode: '2000', message: 'Call me', category: 'Sales' },
    }),
  })
  const res = await handleLeadRequest(request, { payload: async () => payload, tenantByHost: findTenantByHost })
  expect(res.status).toBe(201)
  return String(((await res.json()) as { lead_id: string }).lead_id)
}

beforeAll(async () => {
  payload = await getTestPayload()
  smtp = await startSmtpSimulator()
  dealer = await createTenant(payload, 'Worker Dealer', { contact: { email: 'leads@worker-dealer.test' } } as Partial<Tenant>)
})

afterAll(async () => {
  for (const child of workers) await child.kill()
  await smtp?.close()
})

describe('two workers', () => {
  it('deliver every lead exactly once', async () => {
    const [a, b] = await Promise.all([startTestWorker(), startTestWorker()])
    const ids: string[] = []
    for (let n = 0; n < 8; n++) ids.push(await submitLead(n))
    const sentOnce = () => ids.every((id) => smtp.messages.some((m) => m.raw.includes(id)))
    const started = Date.now()
    while (!sentOnce() && Date.now() - started < 90_000) await new Promise((r) => setTimeout(r, 250))
    // Two more rounds of both workers: time for any duplicate to show.
    await new Promise((r) => setTimeout(r, 3_000))
    for (const id of ids) expect(smtp.messages.filter((m) => m.raw.includes(id))).toHaveLength(1)
    const leads = await payload.find({ collection: 'leads', where: { publicId: { in: ids } }, overrideAccess: true, depth: 0, limit: 20 })
    expect(leads.docs.map((l) => l.status)).toEqual(ids.map(() => 'delivered'))
    await Promise.all([a.kill(), b.kill()])
  }, 240_000)
})

describe('a job left processing by a dead worker', () => {
  it('goes back to the queue after the stuck time, and a running one is left alone', async () => {
    const stuck = await payload.jobs.queue({ task: 'deliverLead', input: { leadId: -1 } as never })
    const running = await payload.jobs.queue({ task: 'deliverLead', input: { leadId: -2 } as never })
    const pool = poolOf(payload)
    await pool.query(`UPDATE payload_jobs SET processing = true, updated_at = now() - interval '20 minutes' WHERE id = $1`, [stuck.id])
    await pool.query(`UPDATE payload_jobs SET processing = true, updated_at = now() WHERE id = $1`, [running.id])
    expect(await sweepStuckJobs(payload, 10 * 60_000)).toBeGreaterThanOrEqual(1)
    const after = async (id: number | string) => (await payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true, depth: 0 })).processing
    expect(await after(stuck.id)).toBe(false)
    expect(await after(running.id)).toBe(true)
    await payload.delete({ collection: 'payload-jobs', where: { id: { in: [stuck.id, running.id] } }, overrideAccess: true })
  })
})

describe('the revalidation bus', () => {
  it('carries tags published by one process to every listener on the database', async () => {
    const heard: string[][] = []
    const stop = subscribeRevalidations(inject('databaseUrl'), (tags) => heard.push(tags), () => undefined)
    const tag = unique('tenant:bus')
    const deadline = Date.now() + 20_000
    // The listener connects asynchronously: publish until it hears.
    while (!heard.some((t) => t.includes(tag)) && Date.now() < deadline) {
      await publishRevalidation([tag, 'host:bus.example.com.au'])
      await new Promise((r) => setTimeout(r, 200))
    }
    expect(heard.find((t) => t.includes(tag))).toEqual([tag, 'host:bus.example.com.au'])
    await stop()
  })
})

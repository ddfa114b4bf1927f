/**
 * A lead the shopper was told about survives the server being killed, and is delivered exactly once.
 *
 * The server is tests/int/crash-harness.ts (the lead API and Payload's job runner, as in `npm start`),
 * run in its own process group and killed with SIGKILL: no shutdown hook runs, the job is left marked
 * `processing`, and an SMTP conversation is cut off mid-message. A second harness on the same
 * database must then deliver the lead, once, which the real SMTP server (tests/simulators/smtp) counts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import type { Tenant } from '@/payload-types'
import { startSmtpSimulator, type SmtpSimulator } from '../simulators/smtp/server'
import { createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let smtp: SmtpSimulator
let dealer: Tenant
const running = new Set<ChildProcess>()

function startHarness(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['tests/int/crash-harness.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      FORECOURT_DATA_DIR: inject('dataDir'),
      PAYLOAD_SECRET: 'test-secret',
      NODE_ENV: 'production',
      FORECOURT_RUN_JOBS: 'true',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      // Short lease and a recovery check on every runner tick, so the test takes seconds, not minutes.
      LEAD_DELIVERY_LEASE_SECONDS: '3',
      LEAD_RECOVERY_CRON: '*/5 * * * * *',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let output = ''
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`harness did not start:\n${output}`)), 120_000)
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString()
      const match = /HARNESS_PORT=(\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ child, port: Number(match[1]) })
      }
    })
    child.once('exit', (code) => reject(new Error(`harness exited (${code}):\n${output}`)))
  })
}

function killHard(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid!, 'SIGKILL')
  })
}

function postLead(port: number, host: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body)
    const req = http.request(
      { host: '127.0.0.1', port, path: '/api/leads', method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
      (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}

const lead = (key: string) => ({
  form: 'enquiry',
  idempotency_key: key,
  fields: { name: 'Crash', last_name: 'Test', email: 'crash@example.com', phone: '0412 345 678', postcode: '2000', message: 'Please call me', category: 'Sales' },
})

async function leadStatus(publicId: string) {
  const found = await payload.find({ collection: 'leads', where: { publicId: { equals: publicId } }, overrideAccess: true, depth: 0 })
  return found.docs[0]!
}

beforeAll(async () => {
  payload = await getTestPayload()
  smtp = await startSmtpSimulator()
  dealer = await createTenant(payload, 'Crash Dealer', { contact: { email: 'leads@crash-dealer.test' } } as Partial<Tenant>)
})

afterAll(async () => {
  for (const child of running) await killHard(child)
  await smtp?.close()
})

describe('kill -9 between the answer and the delivery', () => {
  it('resumes a delivery that was cut off mid-SMTP after a restart, and sends it exactly once', async () => {
    smtp.stall(true)
    const first = await startHarness()
    const key = unique('crash-mid').replace(/[^A-Za-z0-9_-]/g, '')
    const res = await postLead(first.port, dealer.domains![0]!.domain, lead(key))
    expect(res.status).toBe(201)
    const leadId = String(res.body.lead_id)

    // The runner picks the job up and is inside the SMTP DATA exchange: now the process dies.
    await smtp.waitForStalled(30_000)
    await killHard(first.child)
    smtp.stall(false)
    expect(smtp.messages.filter((m) => m.raw.includes(leadId))).toHaveLength(0)
    const stuck = await leadStatus(leadId)
    expect(stuck.status).toBe('delivering')
    // Payload left the job marked as running: without recovery it would never run again.
    const job = (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } }, limit: 500, overrideAccess: true })).docs.find(
      (j) => (j.input as { leadId: number }).leadId === stuck.id,
    )
    expect(job?.processing).toBe(true)

    const second = await startHarness()
    const started = Date.now()
    while (!smtp.messages.some((m) => m.raw.includes(leadId)) && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 250))
    // Give any duplicate time to show up: two more runner ticks.
    await new Promise((r) => setTimeout(r, 11_000))
    expect(smtp.messages.filter((m) => m.raw.includes(leadId))).toHaveLength(1)
    const delivered = await leadStatus(leadId)
    expect(delivered.status).toBe('delivered')
    expect(delivered.deliveryAttempts?.map((a) => a.outcome)).toEqual(['sent'])
    await killHard(second.child)
  }, 180_000)

  it('delivers a lead whose process died before its job ever ran, exactly once', async () => {
    const first = await startHarness()
    const key = unique('crash-early').replace(/[^A-Za-z0-9_-]/g, '')
    const res = await postLead(first.port, dealer.domains![0]!.domain, lead(key))
    expect(res.status).toBe(201)
    const leadId = String(res.body.lead_id)
    await killHard(first.child) // at once: the 5-second runner tick has not come
    expect(smtp.messages.filter((m) => m.raw.includes(leadId))).toHaveLength(0)
    expect((await leadStatus(leadId)).status).toBe('received')

    const second = await startHarness()
    const started = Date.now()
    while (!smtp.messages.some((m) => m.raw.includes(leadId)) && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 250))
    await new Promise((r) => setTimeout(r, 6_000))
    expect(smtp.messages.filter((m) => m.raw.includes(leadId))).toHaveLength(1)
    expect((await leadStatus(leadId)).status).toBe('delivered')
    await killHard(second.child)
  }, 180_000)
})

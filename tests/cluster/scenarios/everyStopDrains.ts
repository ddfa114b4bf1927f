/**
 * Every way an operator stops a web instance drains it (issue 38). Each instance runs as `npm start`
 * does in production: npm leading the process group and one plain node process under it (npm execs
 * the compiled launcher: no shell, no tsx wrapper, no second Node). A lead is in flight (its body half
 * sent) when the signal arrives; the instance says it drains with that one request in flight (it
 * stops listening, so nothing new reaches it), the lead is stored and answered 201 once its body is
 * complete, and then every process of the group exits, npm with code 0.
 *
 * The ways: SIGTERM to npm alone (what `docker stop` and Kubernetes send to the first process),
 * SIGTERM to the whole group (systemd, a terminal's Ctrl-C), and a second signal while the first
 * drains (SIGINT then SIGTERM). Before, the first left the server serving with npm gone, and the
 * second could cut the lead off.
 */
import http from 'node:http'
import { readFileSync } from 'node:fs'

import { createClient } from 'redis'
import { expect, it } from 'vitest'

import type { Cluster } from '../harness/cluster'
import type { Instance } from '../harness/instance'
import { pollUntil } from '../harness/http'
import { nextLeadKey, nextShopperIp } from '../harness/leads'

/** `signal`: the one the instance names as the start of its drain. */
type Way = { name: string; signal: string; stop: (npmPid: number, instance: Instance) => Promise<void> }

/** The instance says it drains with the one lead in flight (it has closed its listener: nothing new connects). */
const draining = (instance: Instance, signal: string) => instance.child.waitForLine(new RegExp(`${signal}: draining \\(1 in flight\\)`), 10_000)

const WAYS: Way[] = [
  { name: 'SIGTERM to npm, the first process (docker stop, Kubernetes)', signal: 'SIGTERM', stop: async (pid) => void process.kill(pid, 'SIGTERM') },
  { name: 'SIGTERM to the whole process group (systemd, Ctrl-C)', signal: 'SIGTERM', stop: async (pid) => void process.kill(-pid, 'SIGTERM') },
  {
    name: 'a second signal while the first drains (SIGINT, then SIGTERM)',
    signal: 'SIGINT',
    stop: async (pid, instance) => {
      process.kill(pid, 'SIGINT')
      await draining(instance, 'SIGINT')
      process.kill(pid, 'SIGTERM')
    },
  },
]

/** The processes whose parent is `pid` (Linux). */
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')

/** A lead POST whose body is sent in two halves: `finish()` sends the rest and resolves with the answer. */
function leadInTwoHalves(instance: Instance, host: string, ip: string) {
  const body = JSON.stringify({
    form: 'enquiry',
    idempotency_key: nextLeadKey('drain'),
    fields: { name: 'Drain', last_name: 'Shopper', email: 'drain.shopper@example.com', phone: '0412 345 678', postcode: '2000', message: 'Call me', category: 'Sales' },
  })
  const half = Math.floor(body.length / 2)
  const req = http.request({
    host: '127.0.0.1',
    port: instance.port,
    path: '/api/leads',
    method: 'POST',
    agent: false,
    // As behind a CDN and nginx (TRUSTED_PROXY_HOPS=2): the shopper, then the CDN.
    headers: { host, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'x-forwarded-for': `${ip}, 10.0.0.1`, 'user-agent': 'forecourt-cluster-test' },
  })
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
  })
  req.write(body.slice(0, half))
  return {
    finish: () => {
      req.end(body.slice(half))
      return answer
    },
  }
}

export function everyStopDrains(cluster: () => Cluster) {
  it('npm start is npm and one node process, and every way of stopping it drains: the lead in flight is stored and answered, and all of it exits 0', async () => {
    const { addInstance, tenants, db } = cluster()
    const redis = createClient({ url: cluster().redis.url })
    redis.on('error', () => undefined)
    await redis.connect()
    const host = tenants.find((t) => t.slug === 'bayside-mazda')!.domains[0]!
    const instances = await Promise.all(WAYS.map((_, i) => addInstance(`stop-${i + 1}`, { viaNpm: true })))

    for (const instance of instances) {
      // npm's only child is the node process (npm execs it: no shell between), and that node runs the web server itself.
      const npmPid = instance.child.process.pid!
      const [node, ...others] = childrenOf(npmPid)
      expect({ others, command: commandOf(node!) }).toEqual({ others: [], command: expect.stringMatching(/^\S*node --conditions=production --import \.\/dist\/telemetry\.mjs dist\/serve\.mjs start$/) })
      expect(childrenOf(node!)).toEqual([])
    }

    for (const [i, way] of WAYS.entries()) {
      const instance = instances[i]!
      const npmPid = instance.child.process.pid!
      const ip = nextShopperIp()
      const lead = leadInTwoHalves(instance, host, ip)
      // The handler has the request before the signal: it counts the lead in Redis before reading the body.
      await pollUntil(`${instance.name} counting the lead`, 10_000, async () => ((await redis.keys(`forecourt:rl:LEADS:*:${ip}:*`)).length === 1 ? true : undefined), 20)
      await way.stop(npmPid, instance)
      await draining(instance, way.signal)
      const answered = await lead.finish()
      expect({ way: way.name, status: answered.status }).toEqual({ way: way.name, status: 201 })
      const leadId = (JSON.parse(answered.text) as { lead_id: string }).lead_id
      expect((await db.query('SELECT 1 FROM leads WHERE public_id = $1', [leadId])).rowCount, way.name).toBe(1)
      await instance.child.exit
      expect({ way: way.name, npmExit: instance.child.process.exitCode }).toEqual({ way: way.name, npmExit: 0 })
      await pollUntil(`every process of ${instance.name} gone`, 10_000, async () => {
        try {
          process.kill(-npmPid, 0)
          return undefined
        } catch {
          return true
        }
      })
    }
    await redis.quit()
  })
}

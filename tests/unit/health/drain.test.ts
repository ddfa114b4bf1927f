/** Graceful stop and readiness (issue 20): in-flight requests finish, new ones get 503, probes name what fails. */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { withDrain } from '@/lib/health/drain'
import { pingRedis, readiness } from '@/lib/health/ready'

const servers: (http.Server | net.Server)[] = []
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(() => r(null)))
})

function listen(server: http.Server | net.Server): Promise<number> {
  servers.push(server)
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
}

const get = (port: number, agent: http.Agent) =>
  new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
      })
      .on('error', reject)
  })

describe('draining', () => {
  it('finishes the request in flight, answers a new one 503 with Connection: close, then resolves', async () => {
    let release!: () => void
    const slow = new Promise<void>((r) => (release = r))
    const drainable = withDrain(async (_req, res) => {
      await slow
      res.end('done')
    })
    const port = await listen(http.createServer((req, res) => void drainable.handler(req, res)))
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 })
    const first = get(port, agent)
    await expect.poll(() => drainable.inFlight).toBe(1)
    let drained = false
    const done = drainable.drain().then(() => (drained = true))
    const second = await get(port, agent)
    expect(second).toMatchObject({ status: 503, connection: 'close' })
    expect(drained).toBe(false)
    release()
    expect(await first).toMatchObject({ status: 200, body: 'done' })
    await done
    expect(drainable.inFlight).toBe(0)
    agent.destroy()
  })
})

describe('readiness', () => {
  it('is ready when the database answers, and names it when it does not', async () => {
    expect(await readiness({ database: async () => 1, env: {} })).toEqual({ ok: true, degraded: [], checks: [{ name: 'database', ok: true, detail: 'SELECT 1' }] })
    const down = await readiness({ database: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')), env: {} })
    expect(down.ok).toBe(false)
    expect(down.checks[0]).toMatchObject({ name: 'database', ok: false, detail: 'connect ECONNREFUSED 127.0.0.1:5432' })
  })

  it('checks Redis only when REDIS_URL is set, with a real PING', async () => {
    const port = await listen(net.createServer((socket) => socket.on('data', () => socket.write('+PONG\r\n'))))
    expect(await pingRedis(`redis://127.0.0.1:${port}`)).toBe('PONG')
    const withRedis = await readiness({ database: async () => 1, env: { REDIS_URL: `redis://127.0.0.1:${port}` } })
    expect(withRedis.checks.map((c) => [c.name, c.ok])).toEqual([['database', true], ['redis', true]])
    expect(withRedis.degraded).toEqual([])
  })

  it('stays ready with Redis or S3 down, reporting them as degraded (every instance shares them)', async () => {
    const closed = await readiness({ database: async () => 1, env: { REDIS_URL: 'redis://127.0.0.1:1' } })
    expect(closed.checks[1]).toMatchObject({ name: 'redis', ok: false })
    expect({ ok: closed.ok, degraded: closed.degraded }).toEqual({ ok: true, degraded: ['redis'] })
    const both = await readiness({
      database: async () => 1,
      env: { REDIS_URL: 'redis://127.0.0.1:1', S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
    })
    expect({ ok: both.ok, degraded: both.degraded }).toEqual({ ok: true, degraded: ['redis', 's3'] })
    // The database is what an instance cannot serve without, whatever else answers.
    const noDatabase = await readiness({ database: async () => Promise.reject(new Error('timeout')), env: { REDIS_URL: 'redis://127.0.0.1:1' } })
    expect({ ok: noDatabase.ok, degraded: noDatabase.degraded }).toEqual({ ok: false, degraded: ['redis'] })
  })

  it('is not ready while the instance drains', async () => {
    const result = await readiness({ database: async () => 1, env: {}, draining: true })
    expect(result.ok).toBe(false)
    expect(result.checks[0]).toEqual({ name: 'instance', ok: false, detail: 'shutting down' })
  })
})

/**
 * The crash test's server: the lead API and the job runner of the real web server, in a process the
 * test can kill -9. It loads the same Payload config as `npm start` with FORECOURT_RUN_JOBS=true and
 * cron on (so Payload's own autoRun cron runs the queue every 5 s, the scheduled recovery included),
 * and serves POST /api/leads with the same handler as the Next route (src/lib/leads/endpoint.ts).
 * A full `next start` would test the same code paths but needs a production build, which the
 * integration tests run before; this starts in a few seconds instead.
 *
 * Prints HARNESS_PORT=<port> once it listens.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import config from '@payload-config'
import { getPayload } from 'payload'

import { handleLeadRequest } from '@/lib/leads/endpoint'
import { findTenantByHost } from '@/lib/site/tenant'

const payload = await getPayload({ config, cron: true })

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', async () => {
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
    const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: req.method === 'POST' ? Buffer.concat(chunks) : undefined })
    const answer = req.url === '/api/leads' && req.method === 'POST'
      ? await handleLeadRequest(request, { payload: async () => payload, tenantByHost: findTenantByHost })
      : Response.json({ message: 'not found' }, { status: 404 })
    res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()))
  })
})
server.listen(0, '127.0.0.1', () => console.log(`HARNESS_PORT=${(server.address() as AddressInfo).port}`))

process.on('SIGTERM', () => {
  server.close()
  void payload.destroy().finally(() => process.exit(0))
})

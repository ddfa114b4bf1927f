/**
 * A webhook receiver on 127.0.0.1 for tests: records each POST, checks its HMAC-SHA256 signature
 * against the secret it was given, and can be told to answer 500 to the next N requests.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { listen } from '../listen'

export type WebhookCall = { headers: http.IncomingHttpHeaders; body: string; json: unknown; signatureValid: boolean }

export async function startWebhookSimulator(secret: string) {
  const calls: WebhookCall[] = []
  let failures = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const timestamp = String(req.headers['x-forecourt-timestamp'] ?? '')
      const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`)
      const given = Buffer.from(String(req.headers['x-forecourt-signature'] ?? ''))
      const signatureValid = expected.length === given.length && timingSafeEqual(expected, given)
      let json: unknown = null
      try {
        json = JSON.parse(body)
      } catch {
        /* recorded as is */
      }
      calls.push({ headers: req.headers, body, json, signatureValid })
      if (failures > 0) {
        failures--
        res.writeHead(500).end('simulated failure')
        return
      }
      res.writeHead(signatureValid ? 204 : 401).end()
    })
  })
  await listen(server)
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/leads`,
    calls,
    failNext: (count: number) => (failures = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

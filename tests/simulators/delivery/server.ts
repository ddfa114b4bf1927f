/**
 * The delivery-estimate service simulator over HTTP, speaking the contract documented in
 * src/lib/deliveryQuotes/types.ts (GET /estimate?postcode=&origin_postcode=&origin_state=&dealer=&vehicle=)
 * with the answers of the in-process demo service (src/lib/deliveryQuotes/local.ts, priced by distance: 4000 Brisbane Metro,
 * 2000 Sydney Metro, 4870 Far North Queensland, 0000 / 6725 no estimate).
 *
 *   200 { price, region }                      an estimate
 *   200 { price: null, region: null }          no estimate (or 404 { message } after `notFoundForNone()`)
 *   400 { message }                            a postcode that is not 4 digits
 *   401 { message }                            started with an apiKey and the bearer differs
 *
 * It can be told to fail: `failNext(count, status)`, `delayNext(count, ms)` (to trip the adapter's
 * timeout), `garbleNext(count)` (200 with a body that is not JSON).
 * Point the app at it with DELIVERY_API_URL=http://127.0.0.1:<port>.
 * Run alone: `tsx tests/simulators/delivery/server.ts [port]` (default 4030).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { localDeliveryQuote } from '@/lib/deliveryQuotes/local'
import { listen } from '../listen'

export type LoggedDeliveryRequest = { method: string; path: string; query: Record<string, string>; authorization: string | null; status: number }

export async function startDeliverySimulator(options: { port?: number; apiKey?: string } = {}) {
  const requests: LoggedDeliveryRequest[] = []
  let fail = { count: 0, status: 500 }
  let delay = { count: 0, ms: 0 }
  let garble = 0
  let notFoundForNone = false

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim')
    const query = Object.fromEntries(url.searchParams)
    const authorization = req.headers.authorization ?? null
    const send = (status: number, body: unknown) => {
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query, authorization, status })
      res.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    if (delay.count > 0) {
      delay.count--
      await new Promise((r) => setTimeout(r, delay.ms))
    }
    if (fail.count > 0) {
      fail.count--
      return send(fail.status, { message: 'Simulated failure.' })
    }
    if (req.method !== 'GET' || url.pathname.replace(/\/+$/, '') !== '/estimate') return send(404, { message: 'Unknown route.' })
    if (options.apiKey && authorization !== `Bearer ${options.apiKey}`) return send(401, { message: 'Unauthorised.' })
    const postcode = query.postcode ?? ''
    if (!/^\d{4}$/.test(postcode)) return send(400, { message: 'postcode must be 4 digits.' })
    if (garble > 0) {
      garble--
      return send(200, '<html>not json</html>')
    }
    const quote = localDeliveryQuote({ postcode, originPostcode: query.origin_postcode, originState: query.origin_state, dealer: query.dealer, vehicleId: query.vehicle })
    if (quote.price === null && notFoundForNone) return send(404, { message: 'No estimate for that location.' })
    send(200, quote)
  })
  await listen(server, { port: options.port ?? 0 })
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    failNext: (count: number, status = 500) => void (fail = { count, status }),
    delayNext: (count: number, ms: number) => void (delay = { count, ms }),
    garbleNext: (count: number) => void (garble = count),
    notFoundForNone: (on = true) => void (notFoundForNone = on),
    reset() {
      requests.length = 0
      fail = { count: 0, status: 500 }
      delay = { count: 0, ms: 0 }
      garble = 0
      notFoundForNone = false
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type DeliverySimulator = Awaited<ReturnType<typeof startDeliverySimulator>>

if (import.meta.url === `file://${process.argv[1]}`) {
  const sim = await startDeliverySimulator({ port: Number(process.argv[2] ?? 4030) })
  console.log(`Delivery simulator on ${sim.url} (4000 Brisbane Metro, 2000 Sydney Metro, 4870 regional, 6725 none)`)
}

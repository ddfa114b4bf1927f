/**
 * The price-gauge (autogauge) service simulator over HTTP, speaking the contract documented in
 * src/lib/autogauge/types.ts: GET /cars/{slug}/autogauge → 200 { fill, listing_price,
 * market_range_min, market_range_max, confidence, description }.
 *
 * The real service knows each car's price; the simulator learns it with `register(path, price)`
 * (answers then come from src/lib/autogauge/local.ts, so the test-slug words gauge-none, gauge-low,
 * gauge-over and gauge-fail work here too) or is told an exact answer with `answer(path, status, body)`.
 * A car it knows nothing about gets 200 {} (no data).
 * Failures on demand: `failNext(count, status)`, `delayNext(count, ms)`, `garbleNext(count)`.
 * Point the app at it with AUTOGAUGE_API_URL=http://127.0.0.1:<port>.
 * Run alone: `tsx tests/simulators/autogauge/server.ts [port]` (default 4040).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { localGauge } from '@/lib/autogauge/local'
import { listen } from '../listen'

export type LoggedGaugeRequest = { method: string; path: string; authorization: string | null; status: number }

export async function startAutogaugeSimulator(options: { port?: number; apiKey?: string } = {}) {
  const requests: LoggedGaugeRequest[] = []
  const prices = new Map<string, number>()
  const fixed = new Map<string, { status: number; body: unknown }>()
  let fail = { count: 0, status: 500 }
  let delay = { count: 0, ms: 0 }
  let garble = 0

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim')
    const authorization = req.headers.authorization ?? null
    const send = (status: number, body: unknown) => {
      requests.push({ method: req.method ?? 'GET', path: url.pathname, authorization, status })
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
    const match = /^(\/cars\/[^/]+)\/autogauge\/?$/.exec(url.pathname)
    if (req.method !== 'GET' || !match) return send(404, { message: 'Unknown route.' })
    if (options.apiKey && authorization !== `Bearer ${options.apiKey}`) return send(401, { message: 'Unauthorised.' })
    if (garble > 0) {
      garble--
      return send(200, 'not json {')
    }
    const carPath = decodeURIComponent(match[1]!)
    const preset = fixed.get(carPath)
    if (preset) return send(preset.status, preset.body)
    try {
      send(200, localGauge({ id: carPath, path: carPath, price: prices.get(carPath) ?? null }))
    } catch (error) {
      send(500, { message: (error as Error).message })
    }
  })
  await listen(server, { port: options.port ?? 0 })
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    register: (path: string, price: number) => void prices.set(path, price),
    answer: (path: string, status: number, body: unknown) => void fixed.set(path, { status, body }),
    failNext: (count: number, status = 500) => void (fail = { count, status }),
    delayNext: (count: number, ms: number) => void (delay = { count, ms }),
    garbleNext: (count: number) => void (garble = count),
    reset() {
      requests.length = 0
      prices.clear()
      fixed.clear()
      fail = { count: 0, status: 500 }
      delay = { count: 0, ms: 0 }
      garble = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type AutogaugeSimulator = Awaited<ReturnType<typeof startAutogaugeSimulator>>

if (import.meta.url === `file://${process.argv[1]}`) {
  const sim = await startAutogaugeSimulator({ port: Number(process.argv[2] ?? 4040) })
  console.log(`Autogauge simulator on ${sim.url}`)
}

/**
 * The maps geocoding simulator over HTTP (GET with postal_code, country AU and key; the
 * answer's results[0].geometry.location). Answers from src/lib/geocoding/local.ts: real Australian
 * postcode ranges, ZERO_RESULTS otherwise (0000, 0500...), and ZERO_RESULTS for any country but AU.
 * Point the app at it with GEOCODING_API_URL=http://127.0.0.1:<port>/geocode/json.
 * Run alone: `tsx tests/simulators/geocoding/server.ts [port]` (default 4020).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { localGeocode } from '@/lib/geocoding/local'
import { listen } from '../listen'

export async function startGeocodingSimulator(port = 0) {
  const calls: string[] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim')
    calls.push(url.search)
    const components = Object.fromEntries((url.searchParams.get('components') ?? '').split('|').map((c) => c.split(':') as [string, string]))
    const body = components.country && components.country !== 'AU' ? { status: 'ZERO_RESULTS', results: [] } : localGeocode(components.postal_code ?? '')
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await listen(server, { port })
  const bound = (server.address() as AddressInfo).port
  return { url: `http://127.0.0.1:${bound}/geocode/json`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sim = await startGeocodingSimulator(Number(process.argv[2] ?? 4020))
  console.log(`Geocoding simulator on ${sim.url}`)
}

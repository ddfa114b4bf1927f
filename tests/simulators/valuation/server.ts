/**
 * The valuation provider simulator over HTTP: the in-process demo provider (src/lib/valuation/local.ts,
 * which documents the demo regos ABC123 direct, CAND01 candidates, NONE00 no match) behind the same
 * four routes the real provider has. Point the app at it with VALUATION_API_URL=http://127.0.0.1:<port>.
 * Run alone: `tsx tests/simulators/valuation/server.ts [port]` (default 4010).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { localValuationProvider } from '@/lib/valuation/local'
import { ValuationError } from '@/lib/valuation/types'
import { listen } from '../listen'

export async function startValuationSimulator(port = 0) {
  const calls: { path: string; body: string }[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const raw = Buffer.concat(chunks)
      const path = (req.url ?? '').replace(/^\/+/, '')
      calls.push({ path, body: path === 'image-upload' ? `<${raw.length} bytes>` : raw.toString('utf8') })
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      try {
        if (path === 'image-upload') {
          const form = await new Request('http://sim/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body: raw }).formData()
          const file = form.get('file')
          if (!file || typeof file === 'string') return send(400, { message: 'file missing' })
          return send(200, await localValuationProvider.imageUpload({ evalid: String(form.get('evalid')), name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }))
        }
        const body = JSON.parse(raw.toString('utf8') || '{}')
        if (path === 'enter-vin') return send(200, await localValuationProvider.enterVin(String(body.rego ?? ''), String(body.state ?? '')))
        if (path === 'manual-entry') return send(200, await localValuationProvider.manualEntry(String(body.vin ?? ''), String(body.desc ?? '')))
        if (path === 'update-eval') return send(200, await localValuationProvider.updateEval(body))
        send(404, { message: 'unknown route' })
      } catch (error) {
        send(error instanceof ValuationError ? error.status : 500, { message: (error as Error).message })
      }
    })
  })
  await listen(server, { port })
  const bound = (server.address() as AddressInfo).port
  return { url: `http://127.0.0.1:${bound}`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sim = await startValuationSimulator(Number(process.argv[2] ?? 4010))
  console.log(`Valuation simulator on ${sim.url} (ABC123 direct, CAND01 candidates, NONE00 no match)`)
}

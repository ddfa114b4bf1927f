/**
 * A local simulator of the YouX finance quote API (node:http on 127.0.0.1, a free port), speaking the
 * contract documented in src/lib/youx/client.ts:
 *
 *   POST /v1/quotes  { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic, whoIsHelping }
 *   200 { quoteId, repayments: { weekly: { amount }, monthly: { amount } }, advertisedRate, comparisonRate }
 *   400 { error: { code: 'invalid_request', message } }   a missing or malformed field
 *   401 { error: { code: 'unauthorised', message } }      when started with an apiKey and the bearer differs
 *   404 { error: { code: 'not_found', message } }         any other path or method
 *
 * Rates by credit score (advertised, comparison = advertised + 0.39): EXCELLENT 6.99, GREAT 7.99,
 * GOOD 9.99, FAIR 12.99, POOR 15.99. The weekly repayment is the plain annuity of the purchase price
 * over loanTerm × 52 weeks at the advertised rate, to the cent (monthly: × 12 periods).
 *
 * It can be told to fail: `failNext(count, status)` answers the next requests with that status,
 * `delayNext(count, ms)` holds them (to trip the adapter's timeout), `garbleNext(count)` answers 200
 * with a body of the wrong shape.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { listen } from '../listen'

export const SIMULATED_RATES: Record<string, number> = { EXCELLENT: 6.99, GREAT: 7.99, GOOD: 9.99, FAIR: 12.99, POOR: 15.99 }

export type LoggedQuoteRequest = { method: string; path: string; status: number; authorization: string | null; body: unknown }

export type YouxSimulator = {
  url: string
  requests: LoggedQuoteRequest[]
  failNext(count: number, status?: number): void
  delayNext(count: number, ms: number): void
  garbleNext(count: number): void
  reset(): void
  close(): Promise<void>
}

const annuity = (P: number, yearlyRate: number, periodsPerYear: number, years: number) => {
  const r = yearlyRate / 100 / periodsPerYear
  const n = years * periodsPerYear
  return r === 0 ? P / n : (P * r) / (1 - Math.pow(1 + r, -n))
}
const cents = (x: number) => Math.round(x * 100) / 100

function validate(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object.'
  const b = body as Record<string, unknown>
  if (!(typeof b.selfAssessedCreditScore === 'string' && b.selfAssessedCreditScore in SIMULATED_RATES)) return 'selfAssessedCreditScore is invalid.'
  if (!(typeof b.purchasePrice === 'number' && b.purchasePrice > 0)) return 'purchasePrice is invalid.'
  if (!(Number.isInteger(b.loanTerm) && (b.loanTerm as number) >= 1 && (b.loanTerm as number) <= 7)) return 'loanTerm is invalid.'
  if (!Number.isInteger(b.year)) return 'year is invalid.'
  for (const key of ['vin', 'nvic'] as const) if (!(b[key] === null || typeof b[key] === 'string')) return `${key} must be a string or null.`
  if (!(typeof b.whoIsHelping === 'string' && b.whoIsHelping.length > 0)) return 'whoIsHelping is required.'
  return null
}

export async function startYouxSimulator(options: { apiKey?: string } = {}): Promise<YouxSimulator> {
  const requests: LoggedQuoteRequest[] = []
  let failures = { count: 0, status: 500 }
  let delays = { count: 0, ms: 0 }
  let garbles = 0
  const sockets = new Set<import('node:net').Socket>()

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    let body: unknown = raw
    try {
      body = raw ? JSON.parse(raw) : null
    } catch {
      /* logged as text */
    }
    const path = (req.url ?? '/').split('?')[0]!
    const authorization = req.headers.authorization ?? null
    const answer = (status: number, payload: unknown) => {
      requests.push({ method: req.method ?? 'GET', path, status, authorization, body })
      send(res, status, payload)
    }

    if (delays.count > 0) {
      delays.count--
      await new Promise((resolve) => setTimeout(resolve, delays.ms))
      if (res.destroyed) return
    }
    if (failures.count > 0) {
      failures.count--
      return answer(failures.status, { error: { code: 'simulated_failure', message: `Simulated ${failures.status}.` } })
    }
    if (req.method !== 'POST' || path !== '/v1/quotes') return answer(404, { error: { code: 'not_found', message: 'No such endpoint.' } })
    if (options.apiKey && authorization !== `Bearer ${options.apiKey}`) {
      return answer(401, { error: { code: 'unauthorised', message: 'Missing or wrong API key.' } })
    }
    if (!(req.headers['content-type'] ?? '').includes('application/json')) {
      return answer(400, { error: { code: 'invalid_request', message: 'Send application/json.' } })
    }
    const problem = validate(body)
    if (problem) return answer(400, { error: { code: 'invalid_request', message: problem } })
    if (garbles > 0) {
      garbles--
      return answer(200, { quote: 'not the documented shape' })
    }
    const b = body as { selfAssessedCreditScore: string; purchasePrice: number; loanTerm: number }
    const rate = SIMULATED_RATES[b.selfAssessedCreditScore]!
    return answer(200, {
      quoteId: `q_${randomUUID()}`,
      repayments: {
        weekly: { amount: cents(annuity(b.purchasePrice, rate, 52, b.loanTerm)) },
        monthly: { amount: cents(annuity(b.purchasePrice, rate, 12, b.loanTerm)) },
      },
      advertisedRate: rate,
      comparisonRate: cents(rate + 0.39),
    })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => send(res, 500, { error: { code: 'internal', message: String(error) } }))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await listen(server)
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, status = 500) {
      failures = { count, status }
    },
    delayNext(count, ms) {
      delays = { count, ms }
    },
    garbleNext(count) {
      garbles = count
    },
    reset() {
      requests.length = 0
      failures = { count: 0, status: 500 }
      delays = { count: 0, ms: 0 }
      garbles = 0
    },
    close() {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * A typed adapter over fetch for the YouX finance quote provider (server only).
 *
 * Provider contract (what tests/simulators/youx speaks):
 *
 *   POST {YOUX_API_URL}/v1/quotes
 *   Content-Type: application/json; Accept: application/json
 *   Authorization: Bearer {YOUX_API_KEY}          (only when the key is set)
 *   { "selfAssessedCreditScore": "GREAT", "purchasePrice": 30000, "loanTerm": 5, "year": 2022,
 *     "vin": "JM0DK2W7A00123456" | null, "nvic": "0ABC22" | null, "whoIsHelping": "bayside-mazda" }
 *
 *   200 { "quoteId": "q_…", "repayments": { "weekly": { "amount": 121.6 }, "monthly": { "amount": 526.5 } },
 *         "advertisedRate": 7.99, "comparisonRate": 8.38 }
 *   4xx / 5xx { "error": { "code": "…", "message": "…" } }
 *
 * The answer is reshaped to the vehicle's `youxQuote` fields (weeklyRepaymentAmount, advertisedRate,
 * comparisonRate). Every failure (no answer within the timeout, a network error, a non-2xx status, a body
 * of another shape) throws a YouxError; nothing is retried here (the browser ignores a failed quote).
 */
import { z } from '@/domain/validation/zod'

import type { ValidYouxQuoteRequest, YouxQuote } from './types'

export type YouxErrorKind = 'timeout' | 'network' | 'http' | 'invalid-response'

export class YouxError extends Error {
  constructor(
    readonly kind: YouxErrorKind,
    /** The provider's HTTP status, or 0 when it did not answer. */
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'YouxError'
  }
}

export type YouxClientOptions = {
  /** e.g. https://api.youx.example (YOUX_API_URL). */
  baseUrl: string
  apiKey?: string | null
  /** Default 8000 ms. */
  timeoutMs?: number
  fetch?: typeof fetch
}

export type YouxClient = { quote(request: ValidYouxQuoteRequest): Promise<YouxQuote> }

const providerAnswer = z.object({
  repayments: z.object({ weekly: z.object({ amount: z.number().finite().nonnegative() }) }),
  advertisedRate: z.number().finite().nonnegative(),
  comparisonRate: z.number().finite().nonnegative(),
})

const providerError = z.object({ error: z.object({ message: z.string() }) })

const DEFAULT_YOUX_TIMEOUT_MS = 8000

export function createYouxClient(options: YouxClientOptions): YouxClient {
  const base = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? DEFAULT_YOUX_TIMEOUT_MS
  const doFetch = options.fetch ?? fetch
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`

  return {
    async quote(request) {
      let response: Response
      try {
        response = await doFetch(`${base}/v1/quotes`, {
          method: 'POST',
          headers,
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(timeoutMs),
          cache: 'no-store',
        })
      } catch (error) {
        const name = (error as Error)?.name
        if (name === 'TimeoutError' || name === 'AbortError') throw new YouxError('timeout', 0, `YouX did not answer within ${timeoutMs} ms.`)
        throw new YouxError('network', 0, `YouX could not be reached: ${(error as Error)?.message ?? String(error)}`)
      }
      let json: unknown = null
      let text = ''
      try {
        text = await response.text()
        json = text ? JSON.parse(text) : null
      } catch (error) {
        if ((error as Error)?.name === 'TimeoutError') throw new YouxError('timeout', response.status, `YouX did not answer within ${timeoutMs} ms.`)
        json = null
      }
      if (!response.ok) {
        const detail = providerError.safeParse(json)
        throw new YouxError('http', response.status, `YouX answered ${response.status}${detail.success ? `: ${detail.data.error.message}` : ''}`)
      }
      const parsed = providerAnswer.safeParse(json)
      if (!parsed.success) throw new YouxError('invalid-response', response.status, 'YouX answered with an unexpected body.')
      return {
        weeklyRepaymentAmount: parsed.data.repayments.weekly.amount,
        advertisedRate: parsed.data.advertisedRate,
        comparisonRate: parsed.data.comparisonRate,
      }
    },
  }
}

/** The client configured by YOUX_API_URL (and optional YOUX_API_KEY, YOUX_TIMEOUT_MS); null when not configured. */
export function youxClientFromEnv(env: Record<string, string | undefined> = process.env): YouxClient | null {
  const baseUrl = env.YOUX_API_URL?.trim()
  if (!baseUrl) return null
  const timeout = Number(env.YOUX_TIMEOUT_MS)
  return createYouxClient({
    baseUrl,
    apiKey: env.YOUX_API_KEY?.trim() || null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_YOUX_TIMEOUT_MS,
  })
}

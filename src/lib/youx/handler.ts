/**
 * POST /api/youx/quote: validates the browser's payload and asks the provider. Answers:
 * 200 { youxQuote }; 400 for a body that is not JSON or breaks the schema; 404 when the host is not a
 * dealer; 503 when quotes are not configured (no YOUX_API_URL); 502 when the provider fails, 504 when
 * it times out. The browser ignores anything but a 200 ("Quote fetch failure: silently
 * ignored").
 */
import { YouxError, type YouxClient } from './client'
import { youxQuoteRequestSchema, type YouxQuoteResponse } from './types'
import { answer } from '../api/answer'

const MAX_QUOTE_BODY_BYTES = 4096

export type QuoteHandlerDeps = {
  client: YouxClient | null
  /** Resolves the request's host to a dealer (null: not a dealer). */
  resolveTenant: (host: string) => Promise<unknown | null>
  log?: (message: string, detail?: unknown) => void
}

const failure = (status: number, message: string, issues?: { path: string; message: string }[]) =>
  answer(status, { errors: [{ message }, ...(issues ?? [])] })

export async function handleYouxQuote(request: Request, deps: QuoteHandlerDeps): Promise<Response> {
  const host = request.headers.get('host')
  if (!host || !(await deps.resolveTenant(host))) return failure(404, 'There is no dealer at this address.')

  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_QUOTE_BODY_BYTES) return failure(400, `The request body is larger than ${MAX_QUOTE_BODY_BYTES} bytes.`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return failure(400, 'The request body is not valid JSON.')
  }
  const parsed = youxQuoteRequestSchema.safeParse(body)
  if (!parsed.success) {
    return failure(
      400,
      'The quote request is not valid.',
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    )
  }
  if (!deps.client) return failure(503, 'Finance quotes are not available.')
  try {
    const youxQuote = await deps.client.quote(parsed.data)
    return answer(200, { youxQuote } satisfies YouxQuoteResponse)
  } catch (error) {
    if (error instanceof YouxError) {
      deps.log?.('YouX quote failed', { kind: error.kind, status: error.status, message: error.message })
      return failure(error.kind === 'timeout' ? 504 : 502, 'The finance quote service is not available.')
    }
    throw error
  }
}

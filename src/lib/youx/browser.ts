/**
 * The browser side of the finance quote ("Finance quote: fetched once when no quote is
 * present and price is above zero", and "Quote fetch failure: silently ignored").
 */
import type { YouxQuote, YouxQuoteRequest } from './types'

const YOUX_QUOTE_PATH = '/api/youx/quote'

/** Whether a quote should be fetched: none yet and a price above zero. */
export function shouldFetchQuote(existing: unknown, price: number | null | undefined): boolean {
  return !existing && typeof price === 'number' && Number.isFinite(price) && price > 0
}

/** Posts the request; the quote, or null on any failure (network, non-200, unexpected body). Never throws. */
export async function fetchYouxQuote(request: YouxQuoteRequest, options: { signal?: AbortSignal; fetch?: typeof fetch } = {}): Promise<YouxQuote | null> {
  try {
    const response = await (options.fetch ?? fetch)(YOUX_QUOTE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
      signal: options.signal,
    })
    if (response.status !== 200) return null
    // The answer's check (and zod with it) loads with the first quote, not with the page.
    const { youxQuoteSchema } = await import('./types')
    const parsed = youxQuoteSchema.safeParse(((await response.json()) as { youxQuote?: unknown })?.youxQuote)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The valuation provider over HTTP (VALUATION_API_URL): the same four calls as our own
 * /api/eval-expert routes, relayed with a timeout. Optional VALUATION_API_KEY goes in a bearer header.
 */
import { ValuationError, type ImageUpload, type LookupEntry, type UpdateEvalInput, type Valuation, type ValuationProvider } from './types'

const TIMEOUT_MS = 15_000

export function httpValuationProvider(baseUrl: string, apiKey?: string): ValuationProvider {
  const base = baseUrl.replace(/\/+$/, '')
  const auth: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {}

  async function call<T>(path: string, init: RequestInit): Promise<T> {
    let res: Response
    try {
      res = await fetch(`${base}/${path}`, { ...init, headers: { ...auth, ...(init.headers ?? {}) }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch (error) {
      throw new ValuationError(`The valuation service did not answer (${(error as Error).message}).`)
    }
    const text = await res.text()
    if (!res.ok) throw new ValuationError(`The valuation service answered ${res.status}.`, res.status >= 500 ? 502 : res.status)
    try {
      return JSON.parse(text) as T
    } catch {
      throw new ValuationError('The valuation service sent an unreadable answer.')
    }
  }
  const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  return {
    name: 'http',
    enterVin: (rego, state) => call<LookupEntry[]>('enter-vin', json({ rego, state })),
    manualEntry: (vin, desc) => call<LookupEntry[]>('manual-entry', json({ vin, desc })),
    async imageUpload({ evalid, name, type, bytes }: ImageUpload) {
      const form = new FormData()
      form.set('evalid', evalid)
      form.set('file', new Blob([bytes as BlobPart], { type }), name)
      await call<unknown>('image-upload', { method: 'POST', body: form })
      return { ok: true as const }
    },
    updateEval: (input: UpdateEvalInput) => call<Valuation[]>('update-eval', json(input)),
  }
}

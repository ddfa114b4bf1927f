/** Browser calls to our /api/eval-expert/* routes. Each throws the message to show. */
import { MESSAGES } from '@/domain/forms/messages'
import type { LookupEntry } from '@/lib/valuation/types'

async function call<T>(path: string, init: RequestInit): Promise<T> {
  let res: Response
  try {
    res = await fetch(`/api/eval-expert/${path}`, init)
  } catch {
    throw new Error(MESSAGES.instantOfferFailed)
  }
  const body = await res.json().catch(() => null)
  if (!res.ok) throw new Error(typeof body?.message === 'string' ? body.message : MESSAGES.instantOfferFailed)
  return body as T
}
const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

export const enterVin = (rego: string, state: string) => call<LookupEntry[]>('enter-vin', json({ rego, state }))
export const manualEntry = (vin: string, desc: string) => call<LookupEntry[]>('manual-entry', json({ vin, desc }))
export function imageUpload(evalid: string, file: File) {
  const form = new FormData()
  form.set('evalid', evalid)
  form.set('file', file, file.name)
  return call<{ ok: true }>('image-upload', { method: 'POST', body: form })
}

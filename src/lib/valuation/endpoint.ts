/**
 * Our /api/eval-expert/* routes: checked with the instant-offer schemas, rate limited per
 * IP, then relayed to the valuation provider. Photos are checked by size and by their first bytes
 * before they are passed on.
 */
import { z } from '@/domain/validation/zod'

import { fieldErrors, validationFailure } from '@/domain/forms/errors'
import { instantOfferRegoStep } from '@/domain/forms/instantOffer'
import { checkImageFile } from '@/domain/forms/images'
import { IMAGE_LIMITS, MESSAGES } from '@/domain/forms/messages'
import { clientIp } from '../api/clientAddress'
import { tooManyRequests } from '../api/tooManyRequests'
import { readJsonObject } from '../leads/endpoint'
import { takeToken } from '../api/sharedRateLimit'
import type { SiteTenant } from '../site/tenant'
import { valuationProvider, ValuationError } from '.'
import { answer } from '../api/answer'
import { logger } from '../log/logger'

export type EvalRoute = 'enter-vin' | 'manual-entry' | 'image-upload' | 'update-eval'

const manualEntrySchema = z.object({ vin: z.string().trim().min(11, MESSAGES.chooseCar).max(17, MESSAGES.chooseCar), desc: z.string().trim().max(300).default('') })
const updateEvalSchema = z.object({
  evalid: z.string().trim().min(1, MESSAGES.required).max(60),
  km: z.preprocess((v) => (typeof v === 'string' ? Number(v.replace(/[,\s]/g, '')) : v), z.number(MESSAGES.required).int(MESSAGES.required).min(0, MESSAGES.required).max(2_000_000, MESSAGES.required)),
  userEmail: z.string().trim().max(254).optional(),
  cName: z.string().trim().max(120).optional(),
  cEmail: z.string().trim().max(254).optional(),
  cPhone: z.string().trim().max(25).optional(),
})

export async function handleEvalExpert(route: EvalRoute, request: Request, tenantByHost: (host: string) => Promise<SiteTenant | null>): Promise<Response> {
  const host = request.headers.get('host')
  if (!host || !(await tenantByHost(host))) return answer(404, { message: 'There is no dealer at this address.' })
  const limited = await takeToken('VALUATION', `${clientIp(request.headers)}:${route === 'image-upload' ? 'photos' : 'calls'}`)
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS)

  const provider = valuationProvider()
  try {
    if (route === 'image-upload') return await imageUpload(request)
    const body = await readJsonObject(request, 16 * 1024)
    if (!body.ok) return answer(400, { message: MESSAGES.fixErrors, errors: [{ field: '_form', message: body.message }] })
    switch (route) {
      case 'enter-vin': {
        const parsed = instantOfferRegoStep().safeParse(body.value)
        if (!parsed.success) return answer(400, validationFailure(fieldErrors(parsed.error)))
        return answer(200, await provider.enterVin(parsed.data.rego, parsed.data.state))
      }
      case 'manual-entry': {
        const parsed = manualEntrySchema.safeParse(body.value)
        if (!parsed.success) return answer(400, validationFailure(fieldErrors(parsed.error)))
        return answer(200, await provider.manualEntry(parsed.data.vin, parsed.data.desc))
      }
      case 'update-eval': {
        const parsed = updateEvalSchema.safeParse(body.value)
        if (!parsed.success) return answer(400, validationFailure(fieldErrors(parsed.error)))
        return answer(200, await provider.updateEval(parsed.data))
      }
    }
  } catch (error) {
    if (!(error instanceof ValuationError)) logger().error({ err: error }, `eval-expert/${route} failed`)
    const status = error instanceof ValuationError && error.status < 500 ? error.status : 502
    return answer(status, { message: MESSAGES.instantOfferFailed })
  }

  async function imageUpload(req: Request): Promise<Response> {
    // One image per call: refuse an oversized body before reading it.
    if (Number(req.headers.get('content-length') ?? 0) > IMAGE_LIMITS.maxBytes + 64 * 1024) return answer(413, { message: MESSAGES.imageTooLarge })
    let form: FormData
    try {
      form = await req.formData()
    } catch {
      return answer(400, { message: MESSAGES.imageTooLarge })
    }
    const evalid = form.get('evalid')
    const file = form.get('file')
    if (typeof evalid !== 'string' || !evalid.trim()) return answer(400, validationFailure([{ field: 'evalid', message: MESSAGES.required }]))
    if (!file || typeof file === 'string') return answer(400, { message: MESSAGES.imageTooLarge })
    const bytes = new Uint8Array(await file.arrayBuffer())
    const check = checkImageFile({ name: file.name, size: bytes.length, head: bytes.subarray(0, 16) })
    if (!check.ok) return answer(400, { message: check.message })
    const mime = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', heic: 'image/heic' }[check.type]
    await provider.imageUpload({ evalid: evalid.trim(), name: file.name, type: mime, bytes })
    return answer(200, { ok: true })
  }
}

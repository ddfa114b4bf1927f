'use server'
/**
 * The dashboard's Retry button (issue 18) as a Next server action: the signed-in admin user is read
 * from the request's cookie (Payload's own auth), and src/lib/dashboard/retry.ts re-queues the lead's
 * delivery only if that user may update the lead.
 */
import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { retryLeadDelivery } from '@/lib/dashboard/retry'

export type RetryActionResult = { ok: boolean; message: string }

export async function retryDeliveryAction(leadId: number): Promise<RetryActionResult> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  const result = await retryLeadDelivery(payload, user, Number(leadId))
  if (result.ok) return { ok: true, message: 'Queued again: the delivery log will show the new attempt in a few seconds.' }
  return { ok: false, message: result.message }
}

import { payloadClient } from '@/lib/payload'
import { handlePaymentsWebhook } from '@/lib/reservations/endpoint'

export const dynamic = 'force-dynamic'

/** POST /api/payments/webhook: the payment service's signed checkout.session.completed (src/lib/payments/types.ts). */
export async function POST(request: Request) {
  return handlePaymentsWebhook(request, { payload: payloadClient })
}

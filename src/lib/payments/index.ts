/**
 * Payments: the one module the rest of the app uses to take and return money (contract and webhook in
 * ./types.ts). Server-side only. `paymentsClient()` reads PAYMENTS_API_URL, PAYMENTS_API_KEY and
 * PAYMENTS_TIMEOUT_MS from the environment; tests pass their own env or client.
 */
import { httpPaymentsClient } from './client'
import type { PaymentsClient } from './types'

export function paymentsClient(env: Record<string, string | undefined> = process.env): PaymentsClient {
  return httpPaymentsClient(env)
}

export { httpPaymentsClient,   } from './client'
export { signWebhook, verifyWebhook, SIGNATURE_HEADER,  } from './webhook'
export * from './types'

/**
 * The local simulators `npm run dev` and `npm start` run beside the app when the real service is not
 * configured, so the app's real HTTP clients are what talk to them. Fixed offsets from the app's port
 * (PORT + 1001 for SMS, PORT + 1002 for payments) let the browser tests find them: see tests/e2e/helpers.ts.
 */
import { randomBytes } from 'node:crypto'

import { startPaymentsSimulator } from '../tests/simulators/payments/server'
import { startSmsSimulator } from '../tests/simulators/sms/server'

export const smsSimulatorPort = (appPort: number) => appPort + 1001
export const paymentsSimulatorPort = (appPort: number) => appPort + 1002

export async function startLocalServices(appPort: number, env: NodeJS.ProcessEnv): Promise<{ lines: string[]; stop: () => Promise<void> }> {
  const lines: string[] = []
  const stops: (() => Promise<void>)[] = []
  if (!env.SMS_API_URL) {
    const sms = await startSmsSimulator({ port: smsSimulatorPort(appPort) })
    env.SMS_API_URL = sms.url
    lines.push(`  SMS inbox (simulator):  ${sms.url}/`)
    stops.push(sms.close)
  }
  if (!env.PAYMENTS_API_URL) {
    // The hosted payment page must open in the shopper's browser, so the simulator answers on
    // 127.0.0.1 and gives its pages' addresses with 127.0.0.1. It signs a webhook to this app too.
    env.PAYMENTS_API_KEY ||= `sim_${randomBytes(16).toString('hex')}`
    env.PAYMENTS_WEBHOOK_SECRET ||= `whsec_${randomBytes(16).toString('hex')}`
    const payments = await startPaymentsSimulator({
      port: paymentsSimulatorPort(appPort),
      apiKey: env.PAYMENTS_API_KEY,
      webhookUrl: `http://127.0.0.1:${appPort}/api/payments/webhook`,
      webhookSecret: env.PAYMENTS_WEBHOOK_SECRET,
    })
    env.PAYMENTS_API_URL = payments.url
    lines.push(`  Payments (simulator):  ${payments.url}/_sim/sessions  (test card 4242 4242 4242 4242)`)
    stops.push(payments.close)
  }
  return { lines, stop: async () => void (await Promise.all(stops.map((s) => s()))) }
}

/**
 * The local simulators `npm run dev` and `npm start` run beside the app when the real service is not
 * configured, so the app's real HTTP clients are what talk to them. Fixed offsets from the app's port
 * (PORT + 1001 for SMS, PORT + 1002 for payments, PORT + 1003 for the DMS) let the browser tests find
 * them: see tests/e2e/helpers.ts.
 */
import { randomBytes } from 'node:crypto'

import { demoExportsDir } from '../tenants/feeds/demoExports'
import { startDmsSimulator } from '../tests/simulators/dms/server'
import { startPaymentsSimulator } from '../tests/simulators/payments/server'
import { startSmsSimulator } from '../tests/simulators/sms/server'

export const smsSimulatorPort = (appPort: number) => appPort + 1001
export const paymentsSimulatorPort = (appPort: number) => appPort + 1002
export const dmsSimulatorPort = (appPort: number) => appPort + 1003

export type LocalServiceOptions = {
  /** Run the DMS simulator the demo stock feeds fetch from (serve.ts decides: a local machine only). */
  dmsSimulator?: boolean
}

export async function startLocalServices(
  appPort: number,
  env: NodeJS.ProcessEnv,
  options: LocalServiceOptions = {},
): Promise<{ lines: string[]; stop: () => Promise<void> }> {
  const lines: string[] = []
  const stops: (() => Promise<void>)[] = []
  if (!env.SMS_API_URL) {
    // Shoppers' replies (STOP, START) come back as the gateway's signed webhook, as with a real gateway.
    env.SMS_WEBHOOK_SECRET ||= `smswh_${randomBytes(16).toString('hex')}`
    const sms = await startSmsSimulator({
      port: smsSimulatorPort(appPort),
      inboundUrl: `http://127.0.0.1:${appPort}/api/sms/inbound`,
      webhookSecret: env.SMS_WEBHOOK_SECRET,
    })
    env.SMS_API_URL = sms.url
    lines.push(`  SMS inbox (simulator):  ${sms.url}/  (a reply: POST ${sms.url}/_sim/inbound {"from","body"})`)
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
  if (options.dmsSimulator) {
    // The demo stock feeds' DMS: it serves the exports the seed writes beside the data. Its address
    // goes to the seed and to prepare.ts, which point the demo feeds at it (tenants/seed/stockFeeds.ts),
    // and the app may fetch feeds from this machine only because this simulator is the feed source.
    const dms = await startDmsSimulator({ port: dmsSimulatorPort(appPort), dir: demoExportsDir(env.FORECOURT_DATA_DIR) })
    env.DMS_SIMULATOR_URL = dms.url
    env.STOCK_FEEDS_PRIVATE_ORIGINS = dms.url
    lines.push(`  DMS exports (simulator):  ${dms.url}/  (the demo stock feeds fetch these hourly)`)
    stops.push(dms.close)
  }
  return { lines, stop: async () => void (await Promise.all(stops.map((s) => s()))) }
}

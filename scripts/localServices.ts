/**
 * The local simulators `npm run dev` and `npm start` run beside the app when the real service is not
 * configured, so the app's real HTTP clients are what talk to them. Each prefers a fixed offset from the
 * app's port (PORT + 1001 for SMS, PORT + 1002 for payments, PORT + 1003 for the DMS), so its address
 * stays the same from start to start. A preferred port can be taken, by another program or, above
 * 32767 (Linux's ephemeral range), by any outgoing connection: the simulator then says so in one line
 * and takes a free port, and the app is given that address like any other. The addresses are also
 * written to {FORECOURT_DATA_DIR}/local-services.json, where the browser tests read them.
 */
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { demoExportsDir } from '@tenants/demo/feeds/demoExports'
import { startDmsSimulator } from '../tests/simulators/dms/server'
import { startPaymentsSimulator } from '../tests/simulators/payments/server'
import { startSmsSimulator } from '../tests/simulators/sms/server'
import { logger } from '@/lib/log/logger'

export const smsSimulatorPort = (appPort: number) => appPort + 1001
export const paymentsSimulatorPort = (appPort: number) => appPort + 1002
export const dmsSimulatorPort = (appPort: number) => appPort + 1003

/** The simulators' addresses as started (a taken preferred port moves one). */
export type LocalServiceUrls = { sms?: string; payments?: string; dms?: string }
export const localServicesFile = (dataDir: string) => path.join(dataDir, 'local-services.json')

export type LocalServiceOptions = {
  /** Run the SMS and payments simulators for the ones not configured (serve.ts decides: a local machine only). */
  simulators?: boolean
  /** Run the DMS simulator the demo stock feeds fetch from (serve.ts decides: a local machine only). */
  dmsSimulator?: boolean
}

export async function startLocalServices(
  appPort: number,
  env: NodeJS.ProcessEnv,
  options: LocalServiceOptions = {},
): Promise<{ lines: string[]; urls: LocalServiceUrls; stop: () => Promise<void> }> {
  const lines: string[] = []
  const stops: (() => Promise<void>)[] = []
  const urls: LocalServiceUrls = {}
  const onPortTaken = (name: string) => (port: number, code: string) =>
    logger().warn(`${name} simulator: port ${port} is not available (${code}); it listens on a free port instead, and the app is given that address.`)
  if (options.simulators && !env.SMS_API_URL) {
    // Shoppers' replies (STOP, START) come back as the gateway's signed webhook, as with a real gateway.
    env.SMS_WEBHOOK_SECRET ||= `smswh_${randomBytes(16).toString('hex')}`
    const sms = await startSmsSimulator({
      port: smsSimulatorPort(appPort),
      onPortTaken: onPortTaken('SMS'),
      inboundUrl: `http://127.0.0.1:${appPort}/api/sms/inbound`,
      webhookSecret: env.SMS_WEBHOOK_SECRET,
    })
    env.SMS_API_URL = urls.sms = sms.url
    lines.push(`  SMS inbox (simulator):  ${sms.url}/  (a reply: POST ${sms.url}/_sim/inbound {"from","body"})`)
    stops.push(sms.close)
  }
  if (options.simulators && !env.PAYMENTS_API_URL) {
    // The hosted payment page must open in the shopper's browser, so the simulator answers on
    // 127.0.0.1 and gives its pages' addresses with 127.0.0.1. It signs a webhook to this app too.
    env.PAYMENTS_API_KEY ||= `sim_${randomBytes(16).toString('hex')}`
    env.PAYMENTS_WEBHOOK_SECRET ||= `whsec_${randomBytes(16).toString('hex')}`
    const payments = await startPaymentsSimulator({
      port: paymentsSimulatorPort(appPort),
      onPortTaken: onPortTaken('Payments'),
      apiKey: env.PAYMENTS_API_KEY,
      webhookUrl: `http://127.0.0.1:${appPort}/api/payments/webhook`,
      webhookSecret: env.PAYMENTS_WEBHOOK_SECRET,
    })
    env.PAYMENTS_API_URL = urls.payments = payments.url
    lines.push(`  Payments (simulator):  ${payments.url}/_sim/sessions  (test card 4242 4242 4242 4242)`)
    stops.push(payments.close)
  }
  if (options.dmsSimulator) {
    // The demo stock feeds' DMS: it serves the exports the seed writes beside the data. Its address
    // goes to the seed and to prepare.ts, which point the demo feeds at it (tenants/demo/seed/stockFeeds.ts),
    // and the app may fetch feeds and photos from this one origin on this machine (STOCK_FEEDS_PRIVATE_ORIGINS).
    const dms = await startDmsSimulator({ port: dmsSimulatorPort(appPort), onPortTaken: onPortTaken('DMS'), dir: demoExportsDir(env.FORECOURT_DATA_DIR) })
    env.DMS_SIMULATOR_URL = urls.dms = dms.url
    // Exactly this origin, wherever the simulator landed; no other address on this machine.
    env.STOCK_FEEDS_PRIVATE_ORIGINS = dms.url
    lines.push(`  DMS exports (simulator):  ${dms.url}/  (the demo stock feeds fetch these hourly)`)
    stops.push(dms.close)
  }
  if (env.FORECOURT_DATA_DIR) writeFileSync(localServicesFile(env.FORECOURT_DATA_DIR), JSON.stringify(urls))
  return { lines, urls, stop: async () => void (await Promise.all(stops.map((s) => s()))) }
}

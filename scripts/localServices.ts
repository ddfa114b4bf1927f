/**
 * The local simulators `npm run dev` and `npm start` run beside the app when the real service is not
 * configured, so the app's real HTTP clients are what talk to them. Fixed offsets from the app's port
 * (PORT + 1001 for SMS...) let the browser tests find them: see tests/e2e/helpers.ts.
 */
import { startSmsSimulator } from '../tests/simulators/sms/server'

export const smsSimulatorPort = (appPort: number) => appPort + 1001

export async function startLocalServices(appPort: number, env: NodeJS.ProcessEnv): Promise<{ lines: string[]; stop: () => Promise<void> }> {
  const lines: string[] = []
  const stops: (() => Promise<void>)[] = []
  if (!env.SMS_API_URL) {
    const sms = await startSmsSimulator({ port: smsSimulatorPort(appPort) })
    env.SMS_API_URL = sms.url
    lines.push(`  SMS inbox (simulator):  ${sms.url}/`)
    stops.push(sms.close)
  }
  return { lines, stop: async () => void (await Promise.all(stops.map((s) => s()))) }
}

/**
 * `npm start` and `npm run dev` keep starting when a simulator's preferred port is taken (issue 32: an
 * outgoing connection held PORT + 1002 and the launcher died on an unhandled EADDRINUSE). The simulator
 * says so in one line, listens on a free port, answers there, and the app and the tests get that address.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { localServicesFile, paymentsSimulatorPort, smsSimulatorPort, startLocalServices } from '../../../scripts/localServices'
import { listen } from '../../simulators/listen'
import { logger } from '@/lib/log/logger'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.restoreAllMocks()
})

/** Holds `port` on 127.0.0.1 as another program would; false when it is already someone else's. */
async function hold(port: number): Promise<boolean> {
  const server = net.createServer()
  const held = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => resolve(true))
  })
  if (held) cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return held
}

/** An app port whose simulator ports we can hold: free at the moment. */
async function appPortWithFreeOffsets(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 8_000)
    if ((await hold(smsSimulatorPort(port))) && (await hold(paymentsSimulatorPort(port)))) return port
  }
  throw new Error('no free pair of ports found')
}

describe('local simulators on a taken port', () => {
  it('take a free port, say so in one line, serve there, and give the app and the tests that address', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-ports-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const appPort = await appPortWithFreeOffsets()
    const warnings: string[] = []
    vi.spyOn(logger(), 'warn').mockImplementation(((line: string) => void warnings.push(line)) as never)

    const env: NodeJS.ProcessEnv = { ...process.env, FORECOURT_DATA_DIR: dataDir, SMS_API_URL: '', PAYMENTS_API_URL: '' }
    const services = await startLocalServices(appPort, env, { simulators: true })
    cleanups.push(services.stop)

    for (const [name, taken, url] of [
      ['SMS', smsSimulatorPort(appPort), env.SMS_API_URL],
      ['Payments', paymentsSimulatorPort(appPort), env.PAYMENTS_API_URL],
    ] as const) {
      expect(url, `${name}: the app is told an address`).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(new URL(url!).port, `${name}: not the taken port`).not.toBe(String(taken))
      expect(warnings.filter((w) => w.startsWith(`${name} simulator: port ${taken} is not available (EADDRINUSE)`))).toHaveLength(1)
    }
    // Each answers on its new port.
    expect((await fetch(`${env.SMS_API_URL}/v1/messages?to=0400000000`)).status).toBe(200)
    expect((await fetch(`${env.PAYMENTS_API_URL}/_sim/sessions`)).status).toBe(200)
    // The browser tests find them through the data folder.
    expect(JSON.parse(readFileSync(localServicesFile(dataDir), 'utf8'))).toEqual({ sms: env.SMS_API_URL, payments: env.PAYMENTS_API_URL })
  })

  it('a simulator without a fallback still fails to start on a taken port, with the cause', async () => {
    const appPort = await appPortWithFreeOffsets()
    const server = net.createServer()
    await expect(listen(server, { port: smsSimulatorPort(appPort) })).rejects.toMatchObject({ code: 'EADDRINUSE' })
  })
})

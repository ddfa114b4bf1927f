/**
 * Which origins on this machine stock feeds may fetch from: exactly the DMS simulator's, which the
 * launcher sets beside it, and in production only while it is the running simulator.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { privateFeedOrigins } from '@/domain/feeds/privateOrigins'
import { startLocalServices } from '../../../scripts/localServices'

describe('private feed origins', () => {
  it('are none unless listed', () => {
    expect(privateFeedOrigins({})).toEqual([])
    expect(privateFeedOrigins({ NODE_ENV: 'production', DMS_SIMULATOR_URL: 'http://127.0.0.1:4003' })).toEqual([])
  })

  it('are exact origins: anything with a path, credentials or another scheme is ignored', () => {
    const env = { STOCK_FEEDS_PRIVATE_ORIGINS: 'http://127.0.0.1:4003/, http://127.0.0.1:5432/db http://u:p@10.0.0.1 ftp://127.0.0.1 nonsense  https://dms.local:8443' }
    expect(privateFeedOrigins(env)).toEqual(['http://127.0.0.1:4003', 'https://dms.local:8443'])
  })

  it('in production, are only the running simulator’s own', () => {
    const listed = 'http://127.0.0.1:4003,http://169.254.169.254,http://127.0.0.1:5432'
    expect(privateFeedOrigins({ NODE_ENV: 'production', STOCK_FEEDS_PRIVATE_ORIGINS: listed, DMS_SIMULATOR_URL: 'http://127.0.0.1:4003' })).toEqual(['http://127.0.0.1:4003'])
    expect(privateFeedOrigins({ NODE_ENV: 'production', STOCK_FEEDS_PRIVATE_ORIGINS: listed })).toEqual([])
    expect(privateFeedOrigins({ NODE_ENV: 'development', STOCK_FEEDS_PRIVATE_ORIGINS: listed })).toHaveLength(3)
  })

  it('are set by `npm start` beside the DMS simulator to exactly its origin', async () => {
    // A free port for the simulator, which runs at the app's port + 1003.
    const free = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo
        probe.close(() => resolve(port))
      })
    })
    // The SMS and payment gateways count as configured, so only the DMS simulator starts.
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', SMS_API_URL: 'https://sms.test', PAYMENTS_API_URL: 'https://pay.test', FORECOURT_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'forecourt-origins-')) }
    const services = await startLocalServices(free - 1003, env, { dmsSimulator: true })
    try {
      expect(env.DMS_SIMULATOR_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(privateFeedOrigins(env)).toEqual([env.DMS_SIMULATOR_URL])
      expect(env).not.toHaveProperty('STOCK_FEEDS_ALLOW_PRIVATE')
    } finally {
      await services.stop()
      rmSync(env.FORECOURT_DATA_DIR!, { recursive: true, force: true })
    }
  })
})

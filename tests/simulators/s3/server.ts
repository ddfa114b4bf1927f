/**
 * A real S3-compatible server for tests: npm s3rver on loopback, a random port, files in a temp folder,
 * with the given buckets. Its fixed credentials are S3RVER / S3RVER (it checks request signatures).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

export type S3Simulator = { endpoint: string; env: Record<string, string>; stop: () => Promise<void>; remove: () => void }

export async function startS3Simulator(bucket: string): Promise<S3Simulator> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'forecourt-s3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  let running = true
  return {
    endpoint,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    async stop() {
      if (!running) return
      running = false
      // Clients keep connections alive; close them too, or close() waits for them.
      server.httpServer?.closeAllConnections()
      await server.close()
    },
    remove: () => rmSync(directory, { recursive: true, force: true }),
  }
}

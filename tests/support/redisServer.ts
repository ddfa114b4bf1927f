/**
 * Debian's redis-server for tests and benchmarks: loopback only, a free port, nothing persisted
 * (no RDB, no AOF; its working folder is `dir`, a temporary one by default). `.ci/run` installs it on
 * a clean machine. Resolves once it answers PING, not merely accepts connections (a starting Redis
 * answers -LOADING).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '@/lib/db/embedded'
import { pingRedis } from '@/lib/health/ready'
import { startChild, type Child } from './children'

export type RedisServer = { url: string; port: number; child: Child; stop: () => Promise<void> }

export async function startRedisServer(options: { dir?: string; timeoutMs?: number } = {}): Promise<RedisServer> {
  const ownDir = options.dir ? null : mkdtempSync(path.join(os.tmpdir(), 'forecourt-redis-'))
  const dir = options.dir ?? ownDir!
  const port = await freePort()
  const url = `redis://127.0.0.1:${port}`
  const child = startChild('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'])
  const stop = async () => {
    await child.kill('SIGKILL')
    if (ownDir) rmSync(ownDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + (options.timeoutMs ?? 15_000)
  for (;;) {
    if (await pingRedis(url).then(() => true, () => false)) return { url, port, child, stop }
    if (child.exited() || Date.now() > deadline) {
      await stop()
      throw new Error(`redis-server did not start (is the Debian package installed? .ci/run installs it)\n${child.output()}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

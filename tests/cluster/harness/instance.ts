/**
 * One production web instance as an operator runs it: `npm start` (scripts/serve.ts, which runs
 * scripts/next-server.ts on the existing build) with DATABASE_URL, REDIS_URL and JOBS=off, on its
 * own port and its own data folder (as on its own machine: nothing on disk is shared). Ready when
 * GET /api/ready answers 200 (database and Redis answer).
 */
import path from 'node:path'

import { startChild, type Child } from '../../support/children'
import { pollUntil, request } from './http'

export type Instance = { name: string; port: number; url: string; child: Child }

export async function startInstance(name: string, port: number, env: NodeJS.ProcessEnv, readyTimeoutMs = 180_000): Promise<Instance> {
  // tsx directly rather than through npm: one process group whose leader is the launcher's wrapper.
  const child = startChild(name, path.resolve('node_modules/.bin/tsx'), ['scripts/serve.ts', 'start'], { env: { ...env, PORT: String(port), JOBS: 'off' } })
  const url = `http://127.0.0.1:${port}`
  try {
    await pollUntil(`${name} /api/ready`, readyTimeoutMs, async () => {
      if (child.exited()) throw new Error(`exited (${child.process.exitCode})`)
      const res = await request(`${url}/api/ready`, { timeoutMs: 5_000 })
      return res.status === 200 ? true : undefined
    }, 250)
  } catch (error) {
    await child.kill()
    throw new Error(`${(error as Error).message}\n${child.output()}`)
  }
  return { name, port, url, child }
}

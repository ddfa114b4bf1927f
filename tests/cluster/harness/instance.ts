/**
 * One production web instance as an operator runs it: `npm start`'s one node process (dist/serve.mjs,
 * compiled by the build from scripts/serve.ts, which serves scripts/next-server.ts on the existing build) with DATABASE_URL, REDIS_URL and JOBS=off, on its
 * own port and its own data folder (as on its own machine: nothing on disk is shared). Ready when
 * GET /api/ready answers 200 (database and Redis answer).
 */

import { startChild, type Child } from '../../support/children'
import { PRODUCTION_NODE_FLAGS } from '../../../scripts/build/productionNode'
import { pollUntil, request } from './http'

export type Instance = { name: string; port: number; url: string; child: Child }

export type InstanceOptions = {
  /** Through `npm start` itself (npm leads the process group), as docker or systemd would run it. */
  viaNpm?: boolean
  readyTimeoutMs?: number
}

export async function startInstance(name: string, port: number, env: NodeJS.ProcessEnv, { viaNpm = false, readyTimeoutMs = 180_000 }: InstanceOptions = {}): Promise<Instance> {
  const instanceEnv = { ...env, PORT: String(port), JOBS: 'off' }
  // Without npm, what `npm start` execs: one process group whose leader is the instance itself.
  const child = viaNpm
    ? startChild(name, 'npm', ['start', '--silent'], { env: instanceEnv })
    : startChild(name, process.execPath, [...PRODUCTION_NODE_FLAGS, 'dist/serve.mjs', 'start'], { env: instanceEnv })
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

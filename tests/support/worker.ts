/**
 * One `npm run worker` (scripts/worker.ts): the job queue in its own process, for the worker and
 * cluster tests. Ready when it says it runs the queue. `env` must hold its DATABASE_URL.
 */
import path from 'node:path'

import { startChild, type Child } from './children'

export async function startWorker(name: string, env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<Child> {
  const child = startChild(name, path.resolve('node_modules/.bin/tsx'), ['scripts/worker.ts'], { env })
  try {
    await child.waitForLine(/running the job queue/, timeoutMs)
  } catch (error) {
    await child.kill()
    throw error
  }
  return child
}

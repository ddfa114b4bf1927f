/**
 * One `npm run worker`: the job queue in its own process, for the worker and cluster tests. Ready when
 * it says it runs the queue. `env` must hold its DATABASE_URL. `compiled`: the build's dist/worker.mjs
 * as `npm run worker` runs it (the cluster, after the build); otherwise scripts/worker.ts under tsx
 * (the integration tests, which run before any build).
 */
import path from 'node:path'

import { startChild, type Child } from './children'
import { PRODUCTION_NODE_FLAGS } from '../../scripts/build/productionNode'

export async function startWorker(name: string, env: NodeJS.ProcessEnv, { compiled = false, timeoutMs = 120_000 } = {}): Promise<Child> {
  const child = compiled
    ? startChild(name, process.execPath, [...PRODUCTION_NODE_FLAGS, 'dist/worker.mjs'], { env })
    : startChild(name, path.resolve('node_modules/.bin/tsx'), ['scripts/worker.ts'], { env })
  try {
    await child.waitForLine(/running the job queue/, timeoutMs)
  } catch (error) {
    await child.kill()
    throw error
  }
  return child
}

/**
 * Issue 20's proof: the scale-out deployment (harness/cluster.ts: redis-server, PostgreSQL, two
 * production instances on the existing build, a worker, nginx) behaves as one site. One cluster for
 * the whole file; the scenarios run in this order, the instance kill last.
 * Needs `npm run build` first; `npm test` runs it right after the build (scripts/test-all.ts).
 */
import { afterAll, afterEach, beforeAll, describe } from 'vitest'

import { startCluster, type Cluster } from './harness/cluster'
import { editShowsOnPeer } from './scenarios/editShowsOnPeer'
import { killDuringBurst } from './scenarios/killDuringBurst'
import { sharedRateLimit } from './scenarios/sharedRateLimit'
import { twoWorkers } from './scenarios/twoWorkers'

const LEAD_LIMIT = 3

let starting: Promise<Cluster> | null = null
let running: Cluster | null = null
function cluster(): Cluster {
  if (!running) throw new Error('the cluster did not start (see beforeAll)')
  return running
}

beforeAll(async () => {
  starting = startCluster({
    // A window far longer than the run, so no count starts over mid-test.
    instanceEnv: { LEADS_RATE_LIMIT: String(LEAD_LIMIT), LEADS_RATE_WINDOW_SECONDS: '3600' },
    log: (line) => console.log(`cluster: ${line}`),
  })
  running = await starting
})

afterEach(({ task }) => {
  if (task.result?.state === 'fail' && running) console.error(`cluster: what the processes printed last:\n${running.output()}`)
})

afterAll(async () => {
  // A start that outlived beforeAll's timeout is waited for, then stopped (a failed start stops itself).
  const started = running ?? (await starting?.catch(() => null))
  await started?.stop()
})

describe('two instances behind nginx', () => {
  describe('shared cache and front-cache purge', () => editShowsOnPeer(cluster))
  describe('shared rate limits', () => sharedRateLimit(cluster, LEAD_LIMIT))
  describe('the job queue in workers', () => twoWorkers(cluster))
  // Media on S3-compatible storage (an image uploaded through A, served by B from the S3 server)
  // joins here once media can live in S3: startCluster({ instanceEnv: { S3_BUCKET, … } }) above.
  describe('an instance killed mid-burst', () => killDuringBurst(cluster))
})

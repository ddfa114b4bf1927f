/**
 * Issue 20's proof (and issue 38's traces and metrics): the scale-out deployment (harness/cluster.ts: redis-server, PostgreSQL, two
 * production instances on the existing build, a worker, nginx, media in an s3rver) behaves as one
 * site. One cluster for the whole file; the scenarios run in this order, the instance kill last.
 * Needs `npm run build` first; `npm test` runs it right after the build (scripts/test-all.ts).
 */
import { afterAll, afterEach, beforeAll, describe } from 'vitest'

import { startS3Simulator, type S3Simulator } from '../simulators/s3/server'
import { startOtlpReceiver, type OtlpReceiver } from '../support/otlpReceiver'
import { startCluster, type Cluster } from './harness/cluster'
import { editShowsOnPeer } from './scenarios/editShowsOnPeer'
import { everyStopDrains } from './scenarios/everyStopDrains'
import { killDuringBurst } from './scenarios/killDuringBurst'
import { mediaOnS3 } from './scenarios/mediaOnS3'
import { redisOutage } from './scenarios/redisOutage'
import { sharedRateLimit } from './scenarios/sharedRateLimit'
import { tracesAndMetrics } from './scenarios/tracesAndMetrics'
import { twoWorkers } from './scenarios/twoWorkers'

const LEAD_LIMIT = 3

let starting: Promise<Cluster> | null = null
let running: Cluster | null = null
function cluster(): Cluster {
  if (!running) throw new Error('the cluster did not start (see beforeAll)')
  return running
}
let s3rver: S3Simulator | null = null
function s3(): S3Simulator {
  if (!s3rver) throw new Error('the S3 server did not start (see beforeAll)')
  return s3rver
}
let receiver: OtlpReceiver | null = null
function otlp(): OtlpReceiver {
  if (!receiver) throw new Error('the OTLP receiver did not start (see beforeAll)')
  return receiver
}

beforeAll(async () => {
  s3rver = await startS3Simulator('forecourt-cluster-media')
  receiver = await startOtlpReceiver()
  starting = startCluster({
    // Media in the S3 server for every process, the demo seed's photos included.
    sharedEnv: s3rver.env,
    // A window far longer than the run, so no count starts over mid-test. Every instance and worker
    // sends traces and metrics to the receiver (each second: the test waits for them).
    instanceEnv: { LEADS_RATE_LIMIT: String(LEAD_LIMIT), LEADS_RATE_WINDOW_SECONDS: '3600', ...receiver.env },
    workerEnv: receiver.env,
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
  await s3rver?.stop()
  s3rver?.remove()
  await receiver?.close()
})

describe('two instances behind nginx', () => {
  describe('shared cache and front-cache purge', () => editShowsOnPeer(cluster))
  describe('shared rate limits', () => sharedRateLimit(cluster, LEAD_LIMIT))
  describe('the job queue in workers', () => twoWorkers(cluster))
  describe('traces and metrics (OpenTelemetry)', () => tracesAndMetrics(cluster, otlp))
  describe('media on S3-compatible storage', () => mediaOnS3(cluster, s3))
  describe('Redis not answering', () => redisOutage(cluster))
  describe('stopping an instance', () => everyStopDrains(cluster))
  describe('an instance killed mid-burst', () => killDuringBurst(cluster))
})

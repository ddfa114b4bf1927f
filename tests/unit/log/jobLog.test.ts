/**
 * One log line per job run (issue 38): id, task, queue, attempt, outcome and duration; a failing
 * job's error goes with it and is still thrown, so Payload retries it as before.
 */
import type { TaskConfig } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { withJobLog } from '@/lib/log/jobLog'
import { logger } from '@/lib/log/logger'

afterEach(() => void vi.restoreAllMocks())

type Args = Parameters<Extract<TaskConfig['handler'], (...a: never[]) => unknown>>[0]
const run = (task: TaskConfig, job: Record<string, unknown>) => (task.handler as (args: Args) => Promise<unknown>)({ job, input: { leadId: 7 } } as unknown as Args)

describe('the job log', () => {
  it('logs a job done, with its id, task, queue, attempt and duration, and returns its output', async () => {
    const info = vi.spyOn(logger(), 'info').mockImplementation(() => undefined)
    const [task] = withJobLog([{ slug: 'deliverLead', handler: async () => ({ output: { sent: true } }) }])
    expect(await run(task!, { id: 12, queue: 'default', totalTried: 2 })).toEqual({ output: { sent: true } })
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ job: 12, task: 'deliverLead', queue: 'default', attempt: 3, outcome: 'done', ms: expect.any(Number) }), 'job')
    expect(JSON.stringify(info.mock.calls)).not.toContain('leadId')
  })

  it('logs a failed job with its error and throws it on, for the retry', async () => {
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => undefined)
    const [task] = withJobLog([{ slug: 'deliverLead', handler: async () => Promise.reject(new Error('SMTP 421')) }])
    await expect(run(task!, { id: 13, totalTried: 0 })).rejects.toThrow('SMTP 421')
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ job: 13, attempt: 1, outcome: 'failed', err: expect.any(Error) }), 'job')
  })
})

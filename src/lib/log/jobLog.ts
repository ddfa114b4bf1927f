/**
 * One log line per job the queue runs (issue 38): the job's id, task, queue, attempt (1 for the
 * first try), outcome (done or failed, with the error) and duration. Wraps the tasks payload.config.ts
 * registers; the handlers stay as they are. Inputs are not logged: a lead job's input is an id, but a
 * task's input is no place to trust for what a shopper typed.
 */
import { performance } from 'node:perf_hooks'

import type { TaskConfig } from 'payload'

import { logger } from './logger'

type Handler = Extract<TaskConfig['handler'], (...args: never[]) => unknown>

export function withJobLog(tasks: TaskConfig[]): TaskConfig[] {
  return tasks.map((task) => {
    if (typeof task.handler !== 'function') return task
    const handler = task.handler as Handler
    const logged: Handler = async (args) => {
      const { job } = args
      const fields = { job: job?.id, task: task.slug, queue: job?.queue ?? 'default', attempt: (job?.totalTried ?? 0) + 1 }
      const started = performance.now()
      const ms = () => Math.round(performance.now() - started)
      try {
        const result = await handler(args)
        logger().info({ ...fields, outcome: 'done', ms: ms() }, 'job')
        return result
      } catch (error) {
        logger().warn({ ...fields, outcome: 'failed', ms: ms(), err: error }, 'job')
        throw error
      }
    }
    return { ...task, handler: logged } as TaskConfig
  })
}

/**
 * The lead jobs of Payload's queue (payload.config.ts adds them next to searchTasks):
 *
 * - deliverLead: one lead's delivery (src/lib/leads/delivery/deliver.ts). Retried 5 times with
 *   exponential backoff (30 s, 1, 2, 4 and 8 min); after the last failure the lead becomes 'failed'.
 * - notifyAssignee: the email telling a sales person a lead was assigned to them (./assigneeNotice.ts),
 *   retried 3 times; a notice that never goes leaves the lead as it is (it is in their inbox anyway).
 * - forwardLead: a lead moved to another rooftop, emailed to that rooftop's address (./forward.ts),
 *   retried 5 times like a delivery.
 * - recoverLeadDeliveries: scheduled every minute in the process that runs jobs. Payload marks a job
 *   `processing` while it runs and never picks a processing job again, so a job whose process was
 *   killed mid-run would wait forever. This task hands such jobs back to the queue once their
 *   delivery lease has expired (nothing can still be working on them then).
 */
import type { Payload, TaskConfig } from 'payload'

import { scheduleWhenIdle } from '../jobs/scheduleWhenIdle'
import { releaseStuckJobs } from '../jobs/sweep'
import { NOTIFY_ASSIGNEE_TASK, sendAssigneeNotice, type AssigneeNoticeJob } from './assigneeNotice'
import { deliverLead, markDeadLetter } from './delivery/deliver'
import { FORWARD_LEAD_TASK, forwardLead, type LeadForwardJob } from './forward'
import { leaseSeconds } from './delivery/claim'
import { DELIVER_LEAD_TASK } from './store'

const RECOVER_LEADS_TASK = 'recoverLeadDeliveries'
const LEAD_DELIVERY_RETRIES = 5

/** Lead jobs 'processing' with no update for longer than the delivery lease are released. */
async function releaseStaleLeadJobs(payload: Payload): Promise<number> {
  const released = await releaseStuckJobs(payload, leaseSeconds() * 1000, [DELIVER_LEAD_TASK, NOTIFY_ASSIGNEE_TASK, FORWARD_LEAD_TASK, RECOVER_LEADS_TASK])
  if (released.length) payload.logger.warn(`Released ${released.length} lead job(s) left running by a stopped process: ${released.join(', ')}`)
  return released.length
}

export const leadTasks: TaskConfig[] = [
  {
    slug: DELIVER_LEAD_TASK,
    label: 'Deliver a lead (email, webhook, auto-reply)',
    inputSchema: [{ name: 'leadId', type: 'number', required: true }],
    retries: { attempts: LEAD_DELIVERY_RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async ({ input, req }) => {
      const { sent } = await deliverLead(req.payload, Number((input as { leadId: number }).leadId))
      return { output: { sent: sent.join(',') } }
    },
    onFail: async ({ input, req, taskStatus }) => {
      // Payload calls this on every failure; only the last one (no retries left) makes a dead letter.
      const triedBefore = taskStatus?.totalTried ?? 0
      const leadId = Number((input as { leadId: number }).leadId)
      if (triedBefore >= LEAD_DELIVERY_RETRIES) await markDeadLetter(req.payload, leadId).catch(() => undefined)
    },
  },
  {
    slug: NOTIFY_ASSIGNEE_TASK,
    label: 'Tell a sales person a lead was assigned to them',
    inputSchema: [
      { name: 'leadId', type: 'number', required: true },
      { name: 'assigneeId', type: 'number', required: true },
      { name: 'byName', type: 'text' },
    ],
    retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async ({ input, req }) => {
      const job = input as AssigneeNoticeJob
      const outcome = await sendAssigneeNotice(req.payload, { leadId: Number(job.leadId), assigneeId: Number(job.assigneeId), byName: job.byName ?? null })
      return { output: { outcome } }
    },
  },
  {
    slug: FORWARD_LEAD_TASK,
    label: 'Send a lead moved to another dealership to its address',
    inputSchema: [
      { name: 'leadId', type: 'number', required: true },
      { name: 'dealershipId', type: 'number', required: true },
    ],
    retries: { attempts: LEAD_DELIVERY_RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async ({ input, req }) => {
      const job = input as LeadForwardJob
      const outcome = await forwardLead(req.payload, { leadId: Number(job.leadId), dealershipId: Number(job.dealershipId) })
      return { output: { outcome } }
    },
  },
  {
    slug: RECOVER_LEADS_TASK,
    label: 'Resume lead deliveries interrupted by a restart',
    retries: 0,
    schedule: [
      {
        // Once a minute: a stale job is only released after its lease (120 s) anyway.
        cron: process.env.LEAD_RECOVERY_CRON ?? '0 * * * * *',
        queue: 'default',
        // Payload's default schedules only when no run of this task is queued or running; a run killed
        // with its process would count as running forever, so stale runs are not counted here.
        hooks: { beforeSchedule: scheduleWhenIdle(RECOVER_LEADS_TASK, () => leaseSeconds() * 1000) },
      },
    ],
    handler: async ({ req }) => {
      const released = await releaseStaleLeadJobs(req.payload)
      return { output: { released } }
    },
  },
]



/**
 * One delivery attempt of one lead: every channel not yet done is tried once, and its outcome is
 * recorded on the lead (state, reference, and a line in the delivery log the dealer sees) before the
 * next one. A channel already 'sent' is skipped, so a rerun after a crash or a retry after a partial
 * failure never sends an email twice. Any failure makes the attempt throw, and Payload's job queue
 * retries it with exponential backoff; the last failure marks the lead 'failed' (the dead letter).
 */
import type { Payload } from 'payload'

import type { Lead } from '@/payload-types'
import type { ChannelState, DeliveryChannel } from '@/domain/leads/options'
import { recordLeadDelivery } from '../../telemetry/metrics'
import { suppressionNote } from '../../unsubscribe/store'
import { autoReplySuppression, sendAutoReply, postWebhook, sendLeadEmail } from './channels'
import { claimLead, releaseLead } from './claim'
import { loadDeliveryContext, type DeliveryContext } from './context'

const FIELD: Record<DeliveryChannel, 'emailDelivery' | 'webhookDelivery' | 'autoReplyDelivery'> = {
  email: 'emailDelivery',
  webhook: 'webhookDelivery',
  autoReply: 'autoReplyDelivery',
}

class DeliveryBusyError extends Error {}

/** Which channels this lead gets: email always; the webhook and auto-reply where the dealer turned them on. */
function plannedChannels(ctx: Pick<DeliveryContext, 'settings' | 'webhook' | 'lead'>): Record<DeliveryChannel, boolean> {
  return {
    email: true,
    webhook: Boolean(ctx.webhook?.webhookEnabled && ctx.webhook.webhookUrl),
    autoReply: Boolean(ctx.settings.leadAutoReply && ctx.lead.contact?.email),
  }
}

const stateOf = (lead: Lead, channel: DeliveryChannel): ChannelState => (lead[FIELD[channel]]?.state as ChannelState | undefined) ?? 'pending'

async function record(payload: Payload, lead: Lead, channel: DeliveryChannel, outcome: { state: ChannelState; to?: string | null; reference?: string | null; error?: string }) {
  const at = new Date().toISOString()
  const updated = await payload.update({
    collection: 'leads',
    id: lead.id,
    depth: 0,
    overrideAccess: true,
    data: {
      [FIELD[channel]]: { state: outcome.state, at, to: outcome.to ?? null, reference: outcome.reference ?? null },
      // A channel the dealer has not turned on is marked skipped without cluttering the log.
      ...(outcome.state === 'skipped'
        ? {}
        : {
            deliveryAttempts: [
              ...(lead.deliveryAttempts ?? []).map(({ channel, at, outcome, error }) => ({ channel, at, outcome, error })),
              { channel, at, outcome: outcome.state === 'sent' ? 'sent' : 'failed', error: outcome.error?.slice(0, 500) ?? null },
            ],
          }),
    } as never,
  })
  Object.assign(lead, updated)
  recordLeadDelivery(channel, outcome.state === 'sent' ? 'sent' : outcome.state === 'skipped' ? 'skipped' : 'failed')
}

async function setStatus(payload: Payload, lead: Lead, status: Lead['status']) {
  if (lead.status === status) return
  Object.assign(lead, await payload.update({ collection: 'leads', id: lead.id, depth: 0, overrideAccess: true, data: { status } }))
}

export async function deliverLead(payload: Payload, leadId: number): Promise<{ sent: DeliveryChannel[] }> {
  if (!(await claimLead(payload, leadId))) throw new DeliveryBusyError(`Lead ${leadId} is being delivered by another runner; trying again later.`)
  try {
    const ctx = await loadDeliveryContext(payload, leadId)
    const lead = ctx.lead
    if (lead.status === 'in-progress') return { sent: [] } // not finished by the shopper: nothing to deliver yet
    await setStatus(payload, lead, 'delivering')

    const plan = plannedChannels(ctx)
    const senders: Record<DeliveryChannel, () => Promise<{ to: string; reference: string }>> = {
      email: () => sendLeadEmail(payload, ctx),
      webhook: () => postWebhook(ctx),
      autoReply: () => sendAutoReply(payload, ctx),
    }
    const sent: DeliveryChannel[] = []
    const failures: string[] = []
    for (const channel of ['email', 'webhook', 'autoReply'] as const) {
      const state = stateOf(lead, channel)
      if (state === 'sent' || state === 'skipped') continue
      if (!plan[channel]) {
        await record(payload, lead, channel, { state: 'skipped' })
        continue
      }
      try {
        // The shopper unsubscribed from auto-replies (src/lib/unsubscribe): skipped, with why, and not retried.
        const stopped = channel === 'autoReply' ? await autoReplySuppression(payload, ctx) : null
        if (stopped) {
          await record(payload, lead, channel, { state: 'skipped', to: stopped.address, reference: suppressionNote(stopped) })
          continue
        }
        const result = await senders[channel]()
        await record(payload, lead, channel, { state: 'sent', to: result.to, reference: result.reference })
        sent.push(channel)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        await record(payload, lead, channel, { state: 'failed', error: message })
        failures.push(`${channel}: ${message}`)
      }
    }
    if (failures.length) throw new Error(failures.join('; '))
    await setStatus(payload, lead, 'delivered')
    return { sent }
  } finally {
    await releaseLead(payload, leadId)
  }
}

/** After the last retry: the lead is a dead letter; staff see 'Failed' and the log says why. */
export async function markDeadLetter(payload: Payload, leadId: number) {
  await payload.update({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, data: { status: 'failed' } })
  recordLeadDelivery('all', 'dead_letter')
}

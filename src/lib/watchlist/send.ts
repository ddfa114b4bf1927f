/**
 * Sends one queued watch alert (a `watch-alerts` row) for the `sendWatchAlert` job: by SMS to the
 * customer's mobile, or by email when the SMS gateway refuses the message for good (a bad number, SMS
 * not configured) or every retry has failed, and the customer has an email address.
 *
 * Never twice: the alert row is locked (SELECT … FOR UPDATE SKIP LOCKED) for the whole attempt, so a
 * second runner backs off instead of sending alongside, and an alert no longer 'queued' (sent, failed,
 * or removed with its watchlist item) is skipped, so a rerun after success sends nothing. The outcome
 * (state, channel, the gateway's message id or the Message-ID) is written in the same transaction that
 * holds the lock. The one window left is a crash between the gateway's acceptance and that commit; the
 * email's Message-ID is derived from the alert id, so a resent email can be recognised.
 *
 * Unsubscribed shoppers get nothing (src/lib/unsubscribe): right before sending, an alert whose
 * customer's mobile or email is unsubscribed from this dealer's alerts (a STOP reply, the email's
 * unsubscribe link or one-click) is recorded 'skipped' with the reason, and the job ends without a retry.
 * Either address counts: a shopper who stopped the alerts one way does not get them the other way.
 * Every SMS ends with "Reply STOP to opt out"; every email has the unsubscribe footer and the
 * List-Unsubscribe headers.
 */
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import type { Customer } from '@/payload-types'
import { withOptOutLine } from '@/domain/unsubscribe/smsKeywords'
import { watchAlertSubject, type WatchAlertKind } from '@/domain/watchlist/alerts'
import { resolveTenantSettings } from '@tenants/settings'
import type { SentEmail } from '../email/adapter'
import { fromAddress } from '../email/transport'
import { poolOf } from '../search/db'
import { SmsError, sendSms } from '../sms'
import { dealerOrigin, listUnsubscribeHeaders, unsubscribeFooter, unsubscribeLinks } from '../unsubscribe/links'
import { findSuppression, suppressionNote } from '../unsubscribe/store'

export type AlertOutcome = { state: 'sent' | 'failed' | 'skipped'; channel?: 'sms' | 'email'; reference?: string }

/** Another runner holds this alert; the queue tries again later (and then finds it sent). */
class AlertBusyError extends Error {}

/** Gateway answers that no retry will change: the number or message refused, or SMS not configured (503). */
const PERMANENT_SMS_STATUSES = new Set([400, 403, 404, 422, 503])
const isPermanentSmsFailure = (error: unknown) => error instanceof SmsError && PERMANENT_SMS_STATUSES.has(error.status)

const alertMessageId = (alertId: number) => `<watch-alert-${alertId}@forecourt.alerts>`

type AlertRow = { id: number; state: string; kind: WatchAlertKind; message: string; customer_id: number; vehicle_id: number; tenant_id: number | null }

async function withLockedAlert<T>(payload: Payload, alertId: number, work: (row: AlertRow | null, client: PoolClient) => Promise<T>): Promise<T> {
  const client = await poolOf(payload).connect()
  try {
    await client.query('BEGIN')
    const exists = await client.query('SELECT 1 FROM watch_alerts WHERE id = $1', [alertId])
    const locked = await client.query<AlertRow>(
      'SELECT id, state, kind, message, customer_id, vehicle_id, tenant_id FROM watch_alerts WHERE id = $1 FOR UPDATE SKIP LOCKED',
      [alertId],
    )
    if (exists.rowCount && !locked.rowCount) throw new AlertBusyError(`Watch alert ${alertId} is being sent by another runner.`)
    const result = await work(locked.rows[0] ?? null, client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

async function record(client: PoolClient, alertId: number, outcome: { state: 'sent' | 'failed' | 'skipped'; channel: 'sms' | 'email'; reference: string }) {
  await client.query('UPDATE watch_alerts SET state = $2, channel = $3, reference = $4, updated_at = now() WHERE id = $1', [
    alertId,
    outcome.state,
    outcome.channel,
    outcome.reference.slice(0, 500),
  ])
}

async function context(payload: Payload, row: AlertRow) {
  const customer = (await payload.findByID({ collection: 'customers', id: row.customer_id, depth: 0, overrideAccess: true, disableErrors: true })) as Customer | null
  const tenant = row.tenant_id
    ? await payload.findByID({ collection: 'tenants', id: row.tenant_id, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true, slug: true, domains: true, settings: true } })
    : null
  const vehicle = await payload.findByID({ collection: 'vehicles', id: row.vehicle_id, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true } })
  return {
    customer,
    carName: vehicle?.name ?? 'Your saved car',
    dealerName: tenant?.name ?? 'the dealer',
    origin: tenant ? dealerOrigin(tenant) : null,
    smsSender: resolveTenantSettings(tenant?.settings).smsSender.trim(),
  }
}

async function sendEmail(payload: Payload, row: AlertRow, to: string, names: { carName: string; dealerName: string; origin: string | null }): Promise<string> {
  const { carName, dealerName, origin } = names
  const why = `You are getting this because you saved this car to your watchlist at ${dealerName}.`
  const links = origin && row.tenant_id !== null ? unsubscribeLinks(origin, { tenant: row.tenant_id, channel: 'email', address: to, list: 'alerts' }) : null
  const sent = (await payload.sendEmail({
    to,
    from: { name: dealerName, address: fromAddress() },
    subject: watchAlertSubject(row.kind, carName),
    text: `${row.message}\n\n${links ? unsubscribeFooter(why, `watchlist alerts from ${dealerName}`, links) : why}`,
    messageId: alertMessageId(row.id),
    headers: { 'X-Forecourt-Watch-Alert': String(row.id), ...(links ? listUnsubscribeHeaders(links) : {}) },
  })) as SentEmail
  return sent.messageId ?? alertMessageId(row.id)
}

/**
 * One attempt. `lastAttempt`: no retry follows, so a failing SMS falls back to email now (or the alert
 * is marked failed). A transient SMS failure on an earlier attempt throws, and the queue retries.
 */
export async function sendWatchAlert(payload: Payload, alertId: number, options: { lastAttempt?: boolean } = {}): Promise<AlertOutcome> {
  return withLockedAlert(payload, alertId, async (row, client) => {
    if (!row || row.state !== 'queued') return { state: 'skipped' }
    const { customer, carName, dealerName, origin, smsSender } = await context(payload, row)
    const email = customer?.email?.trim() || null
    if (row.tenant_id !== null) {
      const stopped = await findSuppression(client, row.tenant_id, 'alerts', [
        { channel: 'sms', address: customer?.phone },
        { channel: 'email', address: email },
      ])
      if (stopped) {
        const reference = suppressionNote(stopped)
        await record(client, row.id, { state: 'skipped', channel: stopped.channel, reference })
        return { state: 'skipped', channel: stopped.channel, reference }
      }
    }
    let smsError: unknown = null
    if (customer?.phone) {
      try {
        const receipt = await sendSms({ to: customer.phone, body: withOptOutLine(row.message), ...(smsSender ? { from: smsSender } : {}) })
        await record(client, row.id, { state: 'sent', channel: 'sms', reference: receipt.id })
        return { state: 'sent', channel: 'sms', reference: receipt.id }
      } catch (error) {
        smsError = error
        if (!isPermanentSmsFailure(error) && !options.lastAttempt) throw error
      }
    }
    const why = smsError instanceof Error ? smsError.message : 'The customer has no mobile number.'
    if (!email) {
      await record(client, row.id, { state: 'failed', channel: 'sms', reference: `Not sent: ${why}` })
      return { state: 'failed', channel: 'sms' }
    }
    try {
      const reference = await sendEmail(payload, row, email, { carName, dealerName, origin })
      await record(client, row.id, { state: 'sent', channel: 'email', reference })
      return { state: 'sent', channel: 'email', reference }
    } catch (error) {
      if (!options.lastAttempt) throw error
      await record(client, row.id, { state: 'failed', channel: 'email', reference: `Not sent: ${why}; email: ${(error as Error).message}` })
      return { state: 'failed', channel: 'email' }
    }
  })
}

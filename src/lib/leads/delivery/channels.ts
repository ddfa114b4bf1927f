/**
 * The three ways a lead leaves Forecourt. Each returns a reference (the Message-ID the SMTP server
 * accepted, or the webhook's HTTP status) that is stored on the lead before the job is marked done.
 * Message-IDs are derived from the lead id, so if a crash ever fell between the SMTP server's "250 OK"
 * and that record, the resent copy carries the same Message-ID and a mail system can drop it.
 */
import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import type { SentEmail } from '../../email/adapter'
import { fromAddress } from '../../email/transport'
import { dealerOrigin, listUnsubscribeHeaders, unsubscribeFooter, unsubscribeLinks } from '../../unsubscribe/links'
import { findSuppression, type Suppression } from '../../unsubscribe/store'
import { adfFor, webhookBodyFor, type DeliveryContext } from './context'

const WEBHOOK_TIMEOUT_MS = 10_000
const SIGNATURE_HEADER = 'x-forecourt-signature'
const TIMESTAMP_HEADER = 'x-forecourt-timestamp'

export const messageIdFor = (publicId: string, channel: 'email' | 'autoReply') => `<${publicId}.${channel}@forecourt.leads>`

const domainOf = (address: string) => address.split('@')[1] ?? 'forecourt.localhost'

/** `as`: a later copy of the lead (one moved to another rooftop) has its own Message-ID and subject. */
export async function sendLeadEmail(
  payload: Payload,
  ctx: DeliveryContext,
  as: { messageId?: string; subjectPrefix?: string } = {},
): Promise<{ to: string; reference: string }> {
  if (!ctx.recipient) throw new Error('No lead email address: set one on the location (Lead email addresses) or the dealer’s enquiries email.')
  const { lead, tenant } = ctx
  const who = [lead.contact?.name, lead.contact?.lastName].filter(Boolean).join(' ') || 'Website shopper'
  const sent = (await payload.sendEmail({
    to: ctx.recipient,
    from: { name: `${tenant.name} website`, address: fromAddress() },
    replyTo: lead.contact?.email ?? undefined,
    subject: `${as.subjectPrefix ?? 'New lead'}: ${lead.category}${lead.subcategory ? ` (${lead.subcategory})` : ''} from ${who}`,
    // ADF readers take the XML from the plain-text body.
    text: adfFor(ctx),
    messageId: as.messageId ?? messageIdFor(lead.publicId, 'email'),
    headers: { 'X-Forecourt-Lead': lead.publicId },
  })) as SentEmail
  return { to: ctx.recipient, reference: sent.messageId }
}

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

export async function postWebhook(ctx: DeliveryContext): Promise<{ to: string; reference: string }> {
  const url = ctx.webhook?.webhookUrl
  const secret = ctx.webhook?.webhookSecret
  if (!url || !secret) throw new Error('The webhook is on but has no URL or signing secret.')
  const body = JSON.stringify(webhookBodyFor(ctx))
  const timestamp = String(Math.floor(Date.now() / 1000))
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Forecourt-Leads/1.0',
        [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
        [TIMESTAMP_HEADER]: timestamp,
        // Receivers deduplicate on this: a retry of the same lead carries the same value.
        'x-forecourt-delivery': ctx.lead.publicId,
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
  } catch (error) {
    throw new Error(`Webhook request failed: ${(error as Error).message}`)
  }
  if (!res.ok) throw new Error(`Webhook answered HTTP ${res.status}`)
  return { to: url, reference: `HTTP ${res.status}` }
}

/**
 * The shopper's unsubscribe that stops the auto-reply (from auto-replies or everything at this dealer),
 * checked right before sending; the lead's email to the dealer's own staff is never suppressed.
 */
export async function autoReplySuppression(payload: Payload, ctx: DeliveryContext): Promise<Suppression | null> {
  return findSuppression(payload, ctx.tenant.id, 'auto-replies', [{ channel: 'email', address: ctx.lead.contact?.email }])
}

export async function sendAutoReply(payload: Payload, ctx: DeliveryContext): Promise<{ to: string; reference: string }> {
  const { lead, tenant, location } = ctx
  const to = lead.contact?.email
  if (!to) throw new Error('The lead has no email address to reply to.')
  const links = unsubscribeLinks(dealerOrigin(tenant), { tenant: tenant.id, channel: 'email', address: to, list: 'auto-replies' })
  const phone = location?.phone ?? tenant.contact?.phone
  const text = [
    `Hi ${lead.contact?.name ?? 'there'},`,
    '',
    `Thanks for your ${lead.category.toLowerCase()}. ${tenant.name} has received it and someone will be in touch soon.`,
    phone ? `If it is urgent, call us on ${phone}.` : '',
    '',
    `Your reference: ${lead.publicId}`,
    '',
    tenant.name,
    '',
    unsubscribeFooter(`You are getting this because you sent ${tenant.name} an enquiry through its website.`, `emails like this from ${tenant.name}`, links),
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n')
  const sent = (await payload.sendEmail({
    to,
    from: { name: tenant.name, address: fromAddress() },
    replyTo: ctx.recipient ?? tenant.contact?.email ?? undefined,
    subject: `Thanks for your enquiry – ${tenant.name}`,
    text,
    messageId: messageIdFor(lead.publicId, 'autoReply'),
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Forecourt-Lead': lead.publicId, ...listUnsubscribeHeaders(links) },
  })) as SentEmail
  return { to, reference: sent.messageId ?? `<${lead.publicId}@${domainOf(fromAddress())}>` }
}

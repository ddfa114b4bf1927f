/**
 * Payload's email adapter, on nodemailer. @payloadcms/email-nodemailer is not published at Payload's
 * exact version (every @payloadcms/* package must match payload), so this small one stands in: it
 * gives payload.sendEmail (used for lead delivery and for Payload's own password emails) SMTP in
 * production and the local catch-all in development (see ./transport.ts).
 */
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { fromAddress, fromName, mailSettings, saveToCatchAll, transportFor } from './transport'
import { logger } from '../log/logger'
import { inSpan, SpanKind } from '../telemetry/spans'

export type SentEmail = { messageId: string; accepted: string[]; rejected: string[]; savedTo?: string }

export async function sendMail(message: SendEmailOptions): Promise<SentEmail> {
  const settings = mailSettings()
  const transport = transportFor(settings)
  // A span of its own: no instrumentation sees nodemailer's SMTP conversation (the server, not the recipients: they are personal data).
  const attributes = settings.kind === 'smtp' ? { 'server.address': settings.host, 'server.port': settings.port, 'network.protocol.name': 'smtp' } : { 'forecourt.mail.catch_all': true }
  const info = await inSpan('smtp send', { kind: SpanKind.CLIENT, attributes }, () => transport.sendMail({ ...message, from: message.from ?? { name: fromName(), address: fromAddress() } }))
  const listed = (v: unknown) => (Array.isArray(v) ? v.map((a) => (typeof a === 'string' ? a : String((a as { address?: string }).address))) : [])
  const sent: SentEmail = { messageId: info.messageId, accepted: listed(info.accepted), rejected: listed(info.rejected) }
  if (settings.kind === 'catch-all') {
    sent.savedTo = saveToCatchAll(settings.dir, info.messageId, info.message as Buffer)
    sent.accepted = listed(info.envelope?.to)
    // Not the subject: a lead's names the shopper. The file holds the whole message.
    logger().info({ messageId: info.messageId, to: sent.accepted, file: sent.savedTo }, 'Mail kept in the catch-all folder')
  } else if (sent.accepted.length === 0) {
    throw new Error(`The SMTP server accepted no recipient (rejected: ${sent.rejected.join(', ') || 'all'}).`)
  }
  return sent
}

export const forecourtEmailAdapter = (): EmailAdapter<SentEmail> => () => ({
  name: 'forecourt-nodemailer',
  defaultFromAddress: fromAddress(),
  defaultFromName: fromName(),
  sendEmail: sendMail,
})

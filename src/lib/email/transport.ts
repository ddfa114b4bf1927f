/**
 * The mail transport, from the environment (read at each send, so tests and a changed configuration
 * take effect without a restart):
 *   SMTP_HOST, SMTP_PORT (587; 465 means implicit TLS), SMTP_USER, SMTP_PASS, SMTP_FROM,
 *   SMTP_FROM_NAME, SMTP_SECURE=true (force implicit TLS), SMTP_TLS_REJECT_UNAUTHORIZED=false (test servers).
 * With no SMTP_HOST, mail goes to the local catch-all: each message is written as an .eml file under
 * $FORECOURT_DATA_DIR/mail/ and logged, so a developer sees every lead email and delivery still completes.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'

export type MailSettings =
  | { kind: 'smtp'; host: string; port: number; secure: boolean; user?: string; pass?: string; rejectUnauthorized: boolean }
  | { kind: 'catch-all'; dir: string }

export function mailSettings(env: Record<string, string | undefined> = process.env): MailSettings {
  if (!env.SMTP_HOST) return { kind: 'catch-all', dir: path.resolve(env.FORECOURT_DATA_DIR ?? '.data', 'mail') }
  const port = Number(env.SMTP_PORT ?? 587)
  return {
    kind: 'smtp',
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE === 'true' || port === 465,
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    rejectUnauthorized: env.SMTP_TLS_REJECT_UNAUTHORIZED !== 'false',
  }
}

export const fromAddress = (env: Record<string, string | undefined> = process.env) => env.SMTP_FROM || 'leads@forecourt.localhost'
export const fromName = (env: Record<string, string | undefined> = process.env) => env.SMTP_FROM_NAME || 'Forecourt'

let cached: { key: string; transport: Transporter } | null = null

export function transportFor(settings: MailSettings): Transporter {
  const key = JSON.stringify(settings)
  if (cached?.key === key) return cached.transport
  cached?.transport.close()
  const transport =
    settings.kind === 'smtp'
      ? nodemailer.createTransport({
          host: settings.host,
          port: settings.port,
          secure: settings.secure,
          auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
          // Bounded, so one delivery attempt always ends well inside the delivery lease.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
          tls: { rejectUnauthorized: settings.rejectUnauthorized },
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  cached = { key, transport }
  return transport
}

/** Writes a catch-all message to disk; returns the file. */
export function saveToCatchAll(dir: string, messageId: string, raw: Buffer): string {
  mkdirSync(dir, { recursive: true })
  const safeId = messageId.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80)
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`)
  writeFileSync(file, raw)
  return file
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 for tests and benchmarks: it accepts every
 * message, keeps it, and can be told to refuse the next N messages (451, a temporary failure, as a
 * real server under trouble would) or to stall (hold the DATA reply until released or disconnected),
 * so retries and crashes in the middle of a delivery can be reproduced.
 *
 * Run alone to watch what the app sends: `tsx tests/simulators/smtp/server.ts [port]` (default 2525),
 * then start the app with SMTP_HOST=127.0.0.1 SMTP_PORT=2525.
 */
import type { AddressInfo } from 'node:net'

import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string; messageId: string | null; subject: string | null; receivedAt: Date }

export type SmtpSimulator = {
  port: number
  messages: ReceivedMail[]
  /** Refuse the next `count` messages with 451. */
  failNext: (count: number) => void
  /** Hold every DATA reply until `stall(false)` (held ones are then refused, so nothing is half-sent). */
  stall: (on: boolean) => void
  /** Resolves when `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>
  /** Resolves once a message is being held by a stall. */
  waitForStalled: (timeoutMs?: number) => Promise<void>
  close: () => Promise<void>
}

const header = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ?? null

export async function startSmtpSimulator(port = 0): Promise<SmtpSimulator> {
  const messages: ReceivedMail[] = []
  let failures = 0
  let stalled = false
  const held: (() => void)[] = []
  let stalledCount = 0

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        if (failures > 0) {
          failures--
          const error = Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 })
          return callback(error)
        }
        const accept = () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            messageId: header(raw, 'Message-ID'),
            subject: header(raw, 'Subject'),
            receivedAt: new Date(),
          })
          callback()
        }
        if (stalled) {
          stalledCount++
          held.push(() => callback(Object.assign(new Error('Released after a stall'), { responseCode: 451 })))
          return
        }
        accept()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  server.on('error', () => undefined) // a client killed mid-session must not crash the simulator

  const waitUntil = async (check: () => boolean, timeoutMs: number, what: string) => {
    const started = Date.now()
    while (!check()) {
      if (Date.now() - started > timeoutMs) throw new Error(`SMTP simulator: timed out waiting for ${what}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    failNext: (count) => (failures = count),
    stall(on) {
      stalled = on
      if (!on) for (const release of held.splice(0)) release()
    },
    waitFor: (count, timeoutMs = 30_000) => waitUntil(() => messages.length >= count, timeoutMs, `${count} message(s)`),
    waitForStalled: (timeoutMs = 30_000) => waitUntil(() => stalledCount > 0, timeoutMs, 'a stalled message'),
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of held.splice(0)) release()
        server.close(() => resolve())
      }),
  }
}

/** A received message's headers and plain-text body, decoded (quoted-printable, base64, charsets). */
export async function parseMail(raw: string) {
  const email = await PostalMime.parse(raw)
  return { subject: email.subject ?? null, messageId: email.messageId ?? null, text: email.text ?? '', to: (email.to ?? []).map((a) => a.address) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sim = await startSmtpSimulator(Number(process.argv[2] ?? 2525))
  console.log(`SMTP simulator on 127.0.0.1:${sim.port} — every message is printed here.`)
  let seen = 0
  setInterval(() => {
    for (const m of sim.messages.slice(seen)) console.log(`\n--- ${m.receivedAt.toISOString()} ${m.from} → ${m.to.join(', ')}\n${m.raw}`)
    seen = sim.messages.length
  }, 500)
}

/**
 * One-time SMS sign-in codes against the `sign-in-codes` table: sending (rate-limited per number and
 * per address, counted in the database so the limits hold across server processes) and verifying
 * (consumed once, under a row lock so two verifications of one code cannot both succeed). The rules
 * themselves are pure, in src/domain/accounts/otp.ts.
 *
 * Trusted server code: it uses Payload's local API with overrideAccess (shoppers have no admin
 * access), and every read and write names the dealer (tenant) it is for.
 */
import { randomInt } from 'node:crypto'

import { derivedKey } from '../api/derivedKey'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest, Where } from 'payload'

import type { Customer } from '@/payload-types'
import {
  CODE_TTL_SECONDS,
  OTP_MESSAGES,
  SEND_RULES,
  codeFromNumber,
  hashCode,
  judgeCode,
  normaliseCode,
  refusalOf,
  sendDecision,
  signInSms,
  type SendRule,
} from '@/domain/accounts/otp'
import { normaliseMobile } from '@/domain/accounts/phone'
import { withTransaction } from '../leads/store'
import { sendSms, type SmsMessage } from '../sms'
import { logger } from '../log/logger'

export type CodeTenant = { id: number; name: string; settings: { smsSender: string } }
type Refusal = { ok: false; status: 400 | 401 | 429 | 502; message: string; retryAfterS?: number }
export type SendOutcome = { ok: true; phone: string; expiresInSeconds: number } | Refusal
export type VerifyOutcome = { ok: true; customer: Customer } | Refusal

type Options = { now?: number; sms?: (message: SmsMessage) => Promise<unknown> }

/** The code hashes' key: derived from PAYLOAD_SECRET for this purpose only (the session key is another). */
const codeKey = () => derivedKey('sign-in-code')

function rule(base: SendRule, envName: string): SendRule {
  const limit = Number(process.env[envName])
  return Number.isInteger(limit) && limit > 0 ? { ...base, limit } : base
}

/** Raw SQL inside the request's transaction (for the locks Payload's API does not offer). */
async function execute<Row>(req: PayloadRequest, query: SQL): Promise<Row[]> {
  const session = req.payload.db.sessions?.[String(await req.transactionID)]
  if (!session) throw new Error('Sign-in codes need a database transaction.')
  const result = (await (session.db as { execute: (q: SQL) => Promise<{ rows: Row[] }> }).execute(query)) as { rows: Row[] }
  return result.rows
}

/** Holds a lock on a key until the transaction ends, so counting and inserting cannot interleave. */
const lock = (req: PayloadRequest, key: string) => execute(req, sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`)

async function recentCodes(req: PayloadRequest, where: Where, since: number): Promise<string[]> {
  const found = await req.payload.find({
    collection: 'sign-in-codes',
    where: { and: [where, { createdAt: { greater_than: new Date(since).toISOString() } }] },
    limit: 100,
    depth: 0,
    pagination: false,
    select: { createdAt: true },
    overrideAccess: true,
    req,
  })
  return found.docs.map((d) => d.createdAt)
}

const tooMany = (minutes: number): Refusal => ({ ok: false, status: 429, message: OTP_MESSAGES.tooManyCodes(minutes), retryAfterS: minutes * 60 })

/**
 * Sends a new code to a number for a dealer. The new code replaces any earlier one (verification
 * only ever looks at the newest). Refusals change nothing; a failed SMS removes the code it made.
 */
export async function sendSignInCode(payload: Payload, tenant: CodeTenant, rawPhone: unknown, ip: string, options: Options = {}): Promise<SendOutcome> {
  const phone = normaliseMobile(rawPhone)
  if (!phone.ok) return { ok: false, status: 400, message: phone.message }
  const now = options.now ?? Date.now()
  const perNumber = rule(SEND_RULES.perNumber, 'SIGN_IN_CODES_PER_NUMBER')
  const perIp = rule(SEND_RULES.perIp, 'SIGN_IN_CODES_PER_IP')
  const code = codeFromNumber(randomInt(0, 1_000_000))

  const created = await withTransaction(payload, async (req): Promise<{ id: number } | Refusal> => {
    // Always number first, then address: one order, so two requests can never wait on each other.
    await lock(req, `sign-in:${tenant.id}:${phone.phone}`)
    await lock(req, `sign-in-ip:${ip}`)
    const byNumber = sendDecision(await recentCodes(req, { tenant: { equals: tenant.id }, phone: { equals: phone.phone } }, now - perNumber.windowMs), now, perNumber)
    if (!byNumber.allowed) return tooMany(byNumber.retryAfterMinutes)
    // Per address across every dealer: the cost of a text is the platform's, whoever's site asks.
    const byIp = sendDecision(await recentCodes(req, { ip: { equals: ip } }, now - perIp.windowMs), now, perIp)
    if (!byIp.allowed) return tooMany(byIp.retryAfterMinutes)
    const doc = await payload.create({
      collection: 'sign-in-codes',
      data: {
        tenant: tenant.id,
        phone: phone.phone,
        codeHash: hashCode(codeKey(), { tenant: tenant.id, phone: phone.phone }, code),
        expiresAt: new Date(now + CODE_TTL_SECONDS * 1000).toISOString(),
        attempts: 0,
        ip,
      },
      overrideAccess: true,
      req,
    })
    return { id: doc.id }
  })
  if ('ok' in created) return created

  try {
    const sender = tenant.settings.smsSender.trim()
    await (options.sms ?? sendSms)({ to: phone.phone, body: signInSms(tenant.name, code), ...(sender ? { from: sender } : {}) })
  } catch (error) {
    logger().error({ err: error }, 'Sign-in code SMS failed')
    // No text went out, so the code must not count against the shopper's limit nor replace a code they have.
    await payload.delete({ collection: 'sign-in-codes', id: created.id, overrideAccess: true }).catch(() => undefined)
    return { ok: false, status: 502, message: OTP_MESSAGES.smsFailed }
  }
  return { ok: true, phone: phone.phone, expiresInSeconds: CODE_TTL_SECONDS }
}

type CodeRow = { id: number; code_hash: string; expires_at: Date | string; attempts: string | number; consumed_at: Date | string | null }

/**
 * Checks a typed code against the newest code of the number, under a row lock: of two verifications
 * of one code, the second waits and then finds it used. Success consumes the code and finds or
 * creates the customer (dealer + number) in the same transaction, stamping lastSignInAt.
 */
export async function verifySignInCode(payload: Payload, tenant: Pick<CodeTenant, 'id'>, rawPhone: unknown, rawCode: unknown, options: Pick<Options, 'now'> = {}): Promise<VerifyOutcome> {
  const phone = normaliseMobile(rawPhone)
  if (!phone.ok) return { ok: false, status: 400, message: phone.message }
  const code = normaliseCode(rawCode)
  if (!code) return { ok: false, status: 400, message: OTP_MESSAGES.codeFormat }
  const now = options.now ?? Date.now()

  return withTransaction(payload, async (req): Promise<VerifyOutcome> => {
    const [row] = await execute<CodeRow>(
      req,
      sql`SELECT id, code_hash, expires_at, attempts, consumed_at FROM sign_in_codes
           WHERE tenant_id = ${tenant.id} AND phone = ${phone.phone}
           ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    )
    const stored = row ? { codeHash: row.code_hash, expiresAt: row.expires_at, attempts: Number(row.attempts), consumedAt: row.consumed_at } : null
    const verdict = judgeCode(stored, hashCode(codeKey(), { tenant: tenant.id, phone: phone.phone }, code), now)
    if (verdict.kind !== 'ok') {
      // A wrong guess is the one refusal that is recorded: it spends one of the code's attempts.
      if (verdict.kind === 'wrong' && row) {
        await payload.update({ collection: 'sign-in-codes', id: row.id, data: { attempts: Number(row.attempts) + 1 }, overrideAccess: true, req })
      }
      return { ok: false, ...refusalOf(verdict) }
    }
    const at = new Date(now).toISOString()
    await payload.update({ collection: 'sign-in-codes', id: row!.id, data: { consumedAt: at, attempts: Number(row!.attempts) + 1 }, overrideAccess: true, req })
    return { ok: true, customer: await findOrCreateCustomer(req, tenant.id, phone.phone, at) }
  })
}

async function findOrCreateCustomer(req: PayloadRequest, tenantId: number, phone: string, at: string): Promise<Customer> {
  const found = await req.payload.find({
    collection: 'customers',
    where: { and: [{ tenant: { equals: tenantId } }, { phone: { equals: phone } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const existing = found.docs[0]
  if (existing) {
    return req.payload.update({ collection: 'customers', id: existing.id, data: { lastSignInAt: at }, depth: 0, overrideAccess: true, req })
  }
  return req.payload.create({ collection: 'customers', data: { tenant: tenantId, phone, lastSignInAt: at }, depth: 0, overrideAccess: true, req })
}

/**
 * The rules of one-time sign-in codes, free of the database and the clock: how a code is written and
 * hashed, when a stored code is accepted, and when another code may be sent. src/lib/customers/otp.ts
 * applies them to the `sign-in-codes` rows.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { CODE_TTL_SECONDS, MAX_ATTEMPTS, OTP_MESSAGES } from './codes'

export * from './codes'

export type SendRule = { limit: number; windowMs: number }
/** Defaults; SIGN_IN_CODES_PER_NUMBER and SIGN_IN_CODES_PER_IP change the counts (see lib/customers/otp.ts). */
export const SEND_RULES = {
  perNumber: { limit: 3, windowMs: 10 * 60_000 },
  perIp: { limit: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, SendRule>

/**
 * The stored form of a code: HMAC-SHA256 under a server key, bound to the dealer and the number, so a
 * leaked row cannot be reversed by trying the million codes without the key, nor replayed elsewhere.
 */
export function hashCode(key: string | Buffer, scope: { tenant: number; phone: string }, code: string): string {
  return createHmac('sha256', key).update(`${scope.tenant}:${scope.phone}:${code}`).digest('hex')
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export type StoredCode = { codeHash: string; expiresAt: Date | string; attempts: number; consumedAt: Date | string | null }

export type Verdict =
  | { kind: 'ok' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'none' }
  | { kind: 'used' }
  | { kind: 'locked' }
  | { kind: 'expired' }

/**
 * Judges a typed code against the newest stored code of the number (older codes were replaced by it).
 * Only `ok` and `wrong` change the row (consumed, or one more attempt); every other verdict changes nothing.
 */
export function judgeCode(stored: StoredCode | null, givenHash: string, now: number): Verdict {
  if (!stored) return { kind: 'none' }
  if (stored.consumedAt) return { kind: 'used' }
  if (stored.attempts >= MAX_ATTEMPTS) return { kind: 'locked' }
  if (new Date(stored.expiresAt).getTime() <= now) return { kind: 'expired' }
  if (sameHash(stored.codeHash, givenHash)) return { kind: 'ok' }
  return { kind: 'wrong', attemptsLeft: Math.max(0, MAX_ATTEMPTS - stored.attempts - 1) }
}

/** The message and HTTP status of a refusal. */
export function refusalOf(verdict: Exclude<Verdict, { kind: 'ok' }>): { status: 401 | 429; message: string } {
  switch (verdict.kind) {
    case 'wrong':
      return verdict.attemptsLeft > 0 ? { status: 401, message: OTP_MESSAGES.wrong(verdict.attemptsLeft) } : { status: 429, message: OTP_MESSAGES.tooManyAttempts }
    case 'locked':
      return { status: 429, message: OTP_MESSAGES.tooManyAttempts }
    case 'expired':
      return { status: 401, message: OTP_MESSAGES.expired }
    case 'used':
      return { status: 401, message: OTP_MESSAGES.used }
    case 'none':
      return { status: 401, message: OTP_MESSAGES.noCode }
  }
}

export type SendDecision = { allowed: true } | { allowed: false; retryAfterMinutes: number }

/**
 * Whether one more code may be sent, given when the recent codes (of a number, or from an address)
 * were created. When refused, says how long until the oldest code in the way leaves the window.
 */
export function sendDecision(createdAt: (Date | string | number)[], now: number, rule: SendRule): SendDecision {
  const inWindow = createdAt
    .map((t) => new Date(t).getTime())
    // No upper bound: a code created while this request waited for its lock is later than `now`, and counts.
    .filter((t) => t > now - rule.windowMs)
    .sort((a, b) => a - b)
  if (inWindow.length < rule.limit) return { allowed: true }
  const freesAt = inWindow[inWindow.length - rule.limit]! + rule.windowMs
  return { allowed: false, retryAfterMinutes: Math.max(1, Math.ceil((freesAt - now) / 60_000)) }
}

/** The text message. Names the dealer so a shopper knows which site asked, and says how long it lasts. */
export function signInSms(dealerName: string, code: string): string {
  return `Your ${dealerName} sign-in code is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes.`
}

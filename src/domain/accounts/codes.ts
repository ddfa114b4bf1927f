/**
 * Sign-in code facts the browser needs too (the sign-in page checks the code's shape and shows the
 * same messages as the API): no Node-only imports here. The server-side rules are in ./otp.ts.
 */
export const CODE_LENGTH = 6
export const CODE_TTL_SECONDS = 5 * 60
export const MAX_ATTEMPTS = 5
/** How long the sign-in page waits before offering to send another code. */
export const RESEND_COOLDOWN_SECONDS = 30

export const OTP_MESSAGES = {
  codeFormat: `Enter the ${CODE_LENGTH}-digit code from the text message.`,
  noCode: 'Send a code to this number first.',
  expired: 'This code has expired. Send a new one.',
  used: 'This code has already been used. Send a new one.',
  tooManyAttempts: 'Too many wrong attempts. Send a new code.',
  wrong: (left: number) => `That code is not right. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  tooManyCodes: (minutes: number) => `Too many codes requested. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  tooManyChecks: (minutes: number) => `Too many sign-in attempts from your connection. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  smsFailed: 'We could not send the text message just now. Please try again.',
} as const

/** A random integer below 10^6 as the six digits people type (leading zeros kept). */
export const codeFromNumber = (n: number): string => String(Math.trunc(n) % 10 ** CODE_LENGTH).padStart(CODE_LENGTH, '0')

/** The code as typed ("123 456", "123-456") → six digits, or null. */
export function normaliseCode(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  const digits = String(raw).replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(digits) ? digits : null
}

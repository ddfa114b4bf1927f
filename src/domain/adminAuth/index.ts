/**
 * Admin sign-in rules (issue 21): lock-out after repeated failures, Secure cookies over HTTPS, and
 * the password rule for admin users. Pure: the users collection (collections/Users) applies them.
 */

/**
 * Failed sign-ins in a row before the account is locked. Five leaves room for typos and stops a
 * password being guessed online; the tests sign in often but always with the right password.
 */
export const MAX_LOGIN_ATTEMPTS = 5
/** How long a locked account stays locked: 10 minutes, then the count starts again. */
export const LOCK_TIME_MS = 10 * 60 * 1000

const MIN_PASSWORD_LENGTH = 12
const MAX_PASSWORD_LENGTH = 200

/**
 * Why a new admin password is refused, or null when it is fine: at least 12 characters, with at least
 * one letter and one digit (the demo password `Forecourt!2026` passes), and not the email address.
 */
export function passwordProblem(password: unknown, email?: string | null): string | null {
  if (typeof password !== 'string') return 'Give a password.'
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long (this one has ${password.length}).`
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'The password must contain at least one letter and one digit.'
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return 'The password must not be the email address.'
  return null
}

/**
 * Whether the admin's session cookie is marked Secure (sent over HTTPS only). ADMIN_COOKIES_SECURE=true
 * or false decides; otherwise it follows the public address's scheme (PUBLIC_SERVER_URL, e.g.
 * https://admin.forecourt.com.au); with neither, only when NODE_ENV is production and
 * FORECOURT_HTTPS=true says the server sits behind HTTPS. Plain http://localhost keeps working.
 */
export function adminCookiesSecure(env: Record<string, string | undefined> = process.env): boolean {
  const explicit = env.ADMIN_COOKIES_SECURE?.trim().toLowerCase()
  if (explicit === 'true') return true
  if (explicit === 'false') return false
  const url = env.PUBLIC_SERVER_URL?.trim().toLowerCase()
  if (url) return url.startsWith('https://')
  return env.NODE_ENV === 'production' && env.FORECOURT_HTTPS?.trim().toLowerCase() === 'true'
}

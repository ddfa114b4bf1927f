/**
 * The browser's view of the shopper's account, asked once per page load and shared by everything on
 * the page that wants it (the header's account links, the lead forms' prefill). Pages are cached for
 * everyone, so this is the only place a page learns who is signed in.
 */
import type { AccountState } from '@/domain/accounts/storedDetails'

const SIGNED_OUT: AccountState = { signedIn: false }
let pending: Promise<AccountState> | null = null

export function fetchAccount(): Promise<AccountState> {
  pending ??= fetch('/api/customers/me', { cache: 'no-store', credentials: 'same-origin' })
    .then(async (res) => (res.ok ? ((await res.json()) as AccountState) : SIGNED_OUT))
    .catch(() => SIGNED_OUT)
  return pending
}

/** Signs out on the server (cookie cleared, sessions ended). Resolves true when that worked. */
export async function signOut(): Promise<boolean> {
  try {
    const res = await fetch('/api/customers/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'same-origin' })
    pending = null
    return res.ok
  } catch {
    return false
  }
}

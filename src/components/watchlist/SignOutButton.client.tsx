'use client'
/** Signs the shopper out (POST /api/customers/sign-out, the accounts API) and takes them home. */
import { useState } from 'react'

export function SignOutButton() {
  const [busy, setBusy] = useState(false)
  async function signOut() {
    if (busy) return
    setBusy(true)
    try {
      const res = await fetch('/api/customers/sign-out', { method: 'POST', credentials: 'same-origin' })
      if (!res.ok) throw new Error(`sign-out answered ${res.status}`)
      window.location.assign('/')
    } catch {
      setBusy(false)
      window.alert('We could not sign you out. Please check your connection and try again.')
    }
  }
  return (
    <button type="button" className="button button--secondary" onClick={signOut} aria-disabled={busy || undefined} data-testid="sign-out">
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  )
}

'use client'
/** Signs the shopper out (POST /api/customers/sign-out), then reloads into the signed-out site. */
import { useState } from 'react'

import { signOut } from '@/lib/customers/accountClient'

export function SignOutButton({ className, to = '/sign-out' }: { className?: string; to?: string }) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setFailed(false)
          if (await signOut()) window.location.assign(to)
          else {
            setBusy(false)
            setFailed(true)
          }
        }}
      >
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      {failed ? (
        <span role="alert" className="account-error">
          Signing out did not work. Please try again.
        </span>
      ) : null}
    </>
  )
}

'use client'
/**
 * The header's account links: Sign in, or My Garage and Sign out. The header is part of every cached
 * page, so it never reads cookies on the server; it asks /api/customers/me once the page is in the
 * browser, and shows nothing until it knows (no flash of the wrong links).
 */
import { useEffect, useState } from 'react'

import { signInPath } from '@/domain/accounts/redirects'
import type { AccountState } from '@/domain/accounts/storedDetails'
import { fetchAccount } from '@/lib/customers/accountClient'
import { SignOutButton } from '../accounts/SignOutButton.client'

export function AccountLinks() {
  const [account, setAccount] = useState<AccountState | null>(null)
  const [here, setHere] = useState('/')

  useEffect(() => {
    const { pathname, search } = window.location
    // Signing in from the signed-out page should not land back on it.
    setHere(pathname.startsWith('/sign-out') ? '/' : `${pathname}${search}`)
    let live = true
    void fetchAccount().then((state) => live && setAccount(state))
    return () => {
      live = false
    }
  }, [])

  if (!account) return <div className="site-header__account" data-account="unknown" />
  return (
    <nav className="site-header__account" aria-label="Your account" data-account={account.signedIn ? 'signed-in' : 'signed-out'}>
      {account.signedIn ? (
        <>
          <a href="/my-garage" className="site-header__account-link">
            My Garage
          </a>
          <SignOutButton className="site-header__account-button" />
        </>
      ) : (
        <a href={here.startsWith('/sign-in') ? here : signInPath({ redirect: here, back: here })} className="site-header__account-link">
          Sign in
        </a>
      )}
    </nav>
  )
}

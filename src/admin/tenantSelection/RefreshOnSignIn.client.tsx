'use client'

import { useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Signing in moves to the dashboard by a client-side navigation, which keeps the admin's layout (and so its
 * providers) as it was rendered for the signed-out visitor. Refreshing once the user is known renders the
 * layout again, now with the tenant selection (see TenantSelectionWhenSignedIn).
 */
export function RefreshOnSignIn() {
  const { user } = useAuth()
  const router = useRouter()
  useEffect(() => {
    if (user) router.refresh()
  }, [user, router])
  return null
}

import { TenantSelectionProvider } from '@payloadcms/plugin-multi-tenant/rsc'
import type { ComponentProps } from 'react'

import { RefreshOnSignIn } from './RefreshOnSignIn.client'

type Props = ComponentProps<typeof TenantSelectionProvider>

/**
 * The multi-tenant plugin's tenant selection, for signed-in users only.
 *
 * Why: plugin-multi-tenant 3.90.1 (the version storage-s3 pins us to) calls router.refresh() whenever its
 * provider mounts with no tenant selected, and a signed-out visitor never has one. On the login page that
 * refresh hands the login form a new initial state, which wipes an email typed in the first second; the
 * forgot- and reset-password forms are hit the same way. 3.90.2 refreshes only for a stale tenant cookie.
 * Nothing on those pages reads the tenant selection, so they go without it. Drop this wrapper (and its
 * plugin in tenantSelectionPlugin.ts) once the plugin is on 3.90.2 or later again.
 */
export async function TenantSelectionWhenSignedIn(props: Props) {
  if (props.user) return <TenantSelectionProvider {...props} />
  return (
    <>
      {props.children}
      <RefreshOnSignIn />
    </>
  )
}

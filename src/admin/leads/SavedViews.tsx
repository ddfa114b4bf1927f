/**
 * The saved views above the lead list, with the clock "New today" counts on: the dealer picked in the
 * admin's dealer selector (else the user's first dealer with a location zone), as the dashboard counts
 * its days (src/lib/dashboard/scope.ts). A group manager in Sydney and a rooftop in Brisbane thus
 * agree on which leads came in today.
 */
import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import { headers } from 'next/headers'
import type { ServerProps } from 'payload'

import { dashboardScope } from '@/lib/dashboard/scope'
import { SavedViewButtons } from './SavedViewButtons.client'

export async function SavedViews({ payload, user }: Pick<ServerProps, 'payload' | 'user'>) {
  const scope = user ? await dashboardScope(payload, { ...user, collection: 'users' }, getTenantFromCookie(await headers(), 'number')) : null
  return <SavedViewButtons timeZone={scope?.timeZone ?? null} />
}

/**
 * The admin's privacy requests view (/admin/privacy, issue 39): a dealer admin finds a person by email
 * or phone, sees every record held about them with a link to correct each, exports them for an access
 * request and erases them for an erasure request (PrivacyRequests.client.tsx, against
 * src/lib/privacy/endpoints.ts). Only dealer admins and super-admins get the tool.
 */
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'

import { isPrivacyAdminUser, isSuperAdminUser } from '@/access/roles'
import { RECORD_KINDS } from '@/domain/privacy/records'
import { PrivacyRequests } from './PrivacyRequests.client'
import './privacy.css'

/** The dealer picked in the admin's dealer selector (the multi-tenant plugin's cookie), if any. */
function selectedTenant(cookieHeader: string | null): string | null {
  const match = /(?:^|;\s*)payload-tenant=(\d{1,10})/.exec(cookieHeader ?? '')
  return match?.[1] ?? null
}

export function PrivacyView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user
  const allowed = isPrivacyAdminUser(user)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="privacy-view">
        <h1>Privacy requests</h1>
        {allowed ? (
          <>
            <p className="privacy-view__intro">
              Find what your dealership holds about a person, to answer their request to see it (within 30 days), correct it, or erase it. Every search, export and erasure is written to
              the privacy log{isSuperAdminUser(user) ? ', as a super-admin acting for the dealer' : ''}.
            </p>
            <PrivacyRequests tenant={selectedTenant(req.headers.get('cookie'))} erasureRules={Object.values(RECORD_KINDS).map((k) => ({ label: k.label, rule: k.erase }))} />
          </>
        ) : (
          <p role="alert">Only a dealer’s admins may handle privacy requests. Ask your dealer’s admin or Forecourt support.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

/**
 * Writes the privacy log (collections/PrivacyLog): one row per dealer the action touched, so each
 * dealer's admins see their own. A failure to log is an error the caller sees: an export or erasure
 * that cannot be logged does not happen.
 */
import type { Payload } from 'payload'

import type { PrivacyLogAction } from '@/domain/privacy/accessLog'
import { maskedIdentifier, type PersonQuery } from '@/domain/privacy/identifiers'
import { isSuperAdminUser } from '@/access/roles'
import { identifierHash } from './hash'

type Actor = { id: number | string; email?: string | null; collection?: string } | null

export type AccessLogEntry = {
  action: PrivacyLogAction
  user: Actor
  tenantIds: readonly number[]
  subject?: PersonQuery
  records?: readonly { kind: string; id: number | string }[]
  count?: number
}

export async function logPrivacyAccess(payload: Payload, entry: AccessLogEntry): Promise<void> {
  const user = entry.user
  const onBehalf = isSuperAdminUser(user)
  for (const tenant of new Set(entry.tenantIds)) {
    await payload.create({
      collection: 'privacy-log',
      overrideAccess: true,
      depth: 0,
      data: {
        tenant,
        action: entry.action,
        user: user && user.collection === 'users' ? Number(user.id) : undefined,
        userEmail: user?.email ?? 'system',
        onBehalf,
        subject: entry.subject ? maskedIdentifier(entry.subject) : undefined,
        subjectHash: entry.subject ? identifierHash(entry.subject) : undefined,
        count: entry.count ?? entry.records?.length,
        records: entry.records?.map((r) => ({ kind: r.kind, id: r.id })),
      },
    })
  }
}

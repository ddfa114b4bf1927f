/**
 * A dealer admin's privacy requests (issue 39), for the privacy view's endpoints: find a person, export
 * what is held about them, erase it. Each works within the dealers the user may act for (their own;
 * every dealer for a super-admin, who is logged as acting for the dealer), narrowed to the dealer picked
 * in the admin's dealer selector, and each is written to the privacy log before it answers.
 */
import type { Payload } from 'payload'
import { zipSync, strToU8 } from 'fflate'

import { isPrivacyAdminUser } from '@/access/roles'
import { parsePersonQuery, type PersonQuery } from '@/domain/privacy/identifiers'
import { adminPathOf, countsByKind, RECORD_KINDS, type PersonRecord, type RecordKind } from '@/domain/privacy/records'
import { exportFiles } from '@/domain/privacy/exportFiles'
import { dashboardScope, poolOf } from '../dashboard/scope'
import { logPrivacyAccess } from './accessLog'
import { erasePerson } from './erase'
import { findPersonRecords } from './find'

type User = { id: number | string; email?: string | null; collection?: string; roles?: unknown; tenants?: unknown }

export type PrivacyScope = { tenantIds: number[]; dealers: string[] }

export const PRIVACY_MESSAGES = {
  signIn: 'Sign in to the admin first.',
  notAllowed: 'Only a dealer’s admins may handle privacy requests.',
  password: 'Enter your password again to confirm it is you.',
  wrongPassword: 'That password is not right.',
  changed: 'The records changed since you looked: check the new count and confirm again.',
  nothing: 'Nothing is held about this person at your dealers.',
} as const

/** The dealers this user may act for in privacy requests, or null when they may not make any. */
export async function privacyScope(payload: Payload, user: User | null | undefined, selectedTenant?: number | string | null): Promise<PrivacyScope | null> {
  if (!user || user.collection !== 'users' || !isPrivacyAdminUser(user)) return null
  const scope = await dashboardScope(payload, user as never, selectedTenant)
  return scope ? { tenantIds: scope.tenantIds, dealers: scope.tenants.map((t) => t.name) } : null
}

export type Found = { query: PersonQuery; records: (PersonRecord & { adminPath: string; label: string })[]; counts: ReturnType<typeof countsByKind> }

export async function findPerson(payload: Payload, user: User, scope: PrivacyScope, raw: unknown): Promise<{ ok: true; found: Found } | { ok: false; message: string }> {
  const parsed = parsePersonQuery(raw)
  if (!parsed.ok) return parsed
  const records = await findPersonRecords(poolOf(payload), scope.tenantIds, parsed.query)
  await logPrivacyAccess(payload, { action: 'searched', user, tenantIds: scope.tenantIds, subject: parsed.query, records })
  return {
    ok: true,
    found: {
      query: parsed.query,
      records: records.map((r) => ({ ...r, label: RECORD_KINDS[r.kind].label, adminPath: adminPathOf(r) })),
      counts: countsByKind(records),
    },
  }
}

/** Checks the user's password again (Payload's own login check, its lockout included). */
export async function passwordConfirms(payload: Payload, user: User, password: unknown): Promise<boolean> {
  if (typeof password !== 'string' || !password || !user.email) return false
  try {
    await payload.login({ collection: 'users', data: { email: user.email, password } })
    return true
  } catch {
    return false
  }
}

const SECRET_FIELDS = new Set(['codeHash', 'hash', 'salt', 'sessions', 'sessionsValidAfter'])
const withoutSecrets = (doc: Record<string, unknown>) => Object.fromEntries(Object.entries(doc).filter(([k]) => !SECRET_FIELDS.has(k)))

/** Every record whole, by kind, read as the system (the scope already limited which). */
async function recordsOf(payload: Payload, records: readonly PersonRecord[]): Promise<Partial<Record<RecordKind, Record<string, unknown>[]>>> {
  const out: Partial<Record<RecordKind, Record<string, unknown>[]>> = {}
  for (const kind of Object.keys(RECORD_KINDS) as RecordKind[]) {
    const ids = records.filter((r) => r.kind === kind).map((r) => r.id)
    if (ids.length === 0) continue
    const found = await payload.find({ collection: RECORD_KINDS[kind].collection, where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, overrideAccess: true })
    out[kind] = found.docs.map((d) => withoutSecrets(d as unknown as Record<string, unknown>))
  }
  return out
}

export async function exportPerson(payload: Payload, user: User, scope: PrivacyScope, query: PersonQuery, now = new Date()): Promise<{ fileName: string; zip: Uint8Array; count: number }> {
  const records = await findPersonRecords(poolOf(payload), scope.tenantIds, query)
  const files = exportFiles({ person: query.label, exportedAt: now.toISOString(), dealers: scope.dealers, records: await recordsOf(payload, records) })
  await logPrivacyAccess(payload, { action: 'exported', user, tenantIds: scope.tenantIds, subject: query, records })
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])))
  return { fileName: `personal-information-${now.toISOString().slice(0, 10)}.zip`, zip, count: records.length }
}

export async function erasePersonFor(payload: Payload, user: User, scope: PrivacyScope, query: PersonQuery, expected: number): Promise<{ ok: true; erased: number } | { ok: false; message: string; count: number }> {
  const result = await erasePerson(poolOf(payload), scope.tenantIds, query, expected)
  if ('changed' in result) return { ok: false, message: PRIVACY_MESSAGES.changed, count: result.changed }
  if (result.records.length > 0) await logPrivacyAccess(payload, { action: 'erased', user, tenantIds: scope.tenantIds, subject: query, records: result.records })
  return { ok: true, erased: result.records.length }
}

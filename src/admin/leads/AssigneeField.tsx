/**
 * The lead's "Assigned to" in the admin (issue 18): a list of the lead's dealer's sales and marketing
 * users. A server component, because sales staff may not read other users through the API (so
 * Payload's own relationship picker would offer them only themselves); the names are read here with
 * access skipped, for a user who may work this lead, and the save is checked again by the lead's hook
 * (collections/Leads/hooks/workLead.ts).
 */
import type { Payload, TypedUser } from 'payload'

import { mayWorkLeadsUser } from '@/access/roles'
import { relationId } from '@/domain/relationId'
import { ASSIGNABLE_ROLES, userDisplayName } from '@collections/Leads/hooks/workLead'
import { AssigneeSelect, type AssigneeOption } from './AssigneeSelect.client'

type Props = { payload: Payload; data?: Record<string, unknown> | null; path: string; readOnly?: boolean; user?: TypedUser | null }

export async function AssigneeField({ payload, data, path, readOnly, user }: Props) {
  const tenant = relationId(data?.tenant)
  let options: AssigneeOption[] = []
  if (tenant && mayWorkLeadsUser(user)) {
    const users = await payload.find({
      collection: 'users',
      where: { and: [{ roles: { in: [...ASSIGNABLE_ROLES] } }, { 'tenants.tenant': { equals: tenant } }] },
      depth: 0,
      limit: 200,
      sort: 'name',
      overrideAccess: true,
      select: { name: true, email: true },
    })
    options = users.docs.map((u) => ({ value: u.id, label: userDisplayName(u) }))
  }
  return <AssigneeSelect path={path} options={options} readOnly={Boolean(readOnly)} currentName={typeof data?.assigneeName === 'string' ? data.assigneeName : null} />
}

/**
 * The inbox's server-side rules for a lead (issue 18), on every write:
 * - the stage may not go back to New once contacted, and the first move off New stamps
 *   firstContactedAt and minutesToFirstContact (never reset);
 * - notes are append-only for others' notes, and each new note gets its author and time from the
 *   server (src/domain/leads/notes.ts);
 * - the assignee must be a sales or marketing user of the lead's dealer (and, for a sales person limited
 *   to some rooftops, one of theirs), and its name is kept on the lead (assigneeName) for the list, the
 *   export and the dashboard, as are the location's and the rooftop's names, so that sales staff (who
 *   may read neither users, locations nor dealerships) see who and where (src/lib/leads/rooftop.ts);
 * - a lead someone assigns to someone else is announced to them by email (src/lib/leads/assigneeNotice.ts),
 *   and one moved to another rooftop is emailed to that rooftop's address (src/lib/leads/forward.ts);
 * - every change of stage, assignee or rooftop adds a history row (src/domain/leads/history.ts), which
 *   nobody writes by hand;
 * Field access (collections/Leads/index.ts) has already dropped whatever the user may not change.
 */
import { APIError, type CollectionBeforeChangeHook, type Payload } from 'payload'

import { isSuperAdminUser } from '@/access/roles'
import { limitedDealershipIds } from '@/access/dealershipScope'
import { relationId } from '@/domain/relationId'
import { historyRows, type HistoryRow } from '@/domain/leads/history'
import { queueAssigneeNotice } from '@/lib/leads/assigneeNotice'
import { queueLeadForward } from '@/lib/leads/forward'
import { leadRooftop } from '@/lib/leads/rooftop'
import { mergeNotes, type StoredNote } from '@/domain/leads/notes'
import { checkStageChange, firstContactStamp } from '@/domain/leads/stages'

/** The roles an assignee may have: the dealer's own people who answer leads. */
export const ASSIGNABLE_ROLES = ['sales', 'marketer'] as const

type UserDoc = { id: number; name?: string | null; email?: string | null; roles?: string[] | null; tenants?: { tenant: unknown }[] | null; dealerships?: unknown[] | null }

export const userDisplayName = (user: { name?: string | null; email?: string | null }) => user.name?.trim() || user.email || ''

/**
 * The assignee, when it is a sales or marketing user of the dealer who can see the lead: one limited
 * to some rooftops only for a lead of one of them (read with access skipped: sales can't read users).
 */
async function assignableUser(
  payload: Payload,
  userId: number,
  tenantId: number | string,
  dealershipId: number | null,
  req?: Parameters<Payload['findByID']>[0]['req'],
): Promise<UserDoc | null> {
  const user = (await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true, req })) as UserDoc | null
  if (!user) return null
  const dealers = (user.tenants ?? []).map((row) => String(relationId(row.tenant)))
  const roleOk = (user.roles ?? []).some((r) => (ASSIGNABLE_ROLES as readonly string[]).includes(r))
  const rooftops = limitedDealershipIds(user)
  const seesLead = rooftops.length === 0 || (dealershipId !== null && rooftops.includes(dealershipId))
  return roleOk && seesLead && dealers.includes(String(tenantId)) ? user : null
}

export const workLead: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  if (!data) return data
  const user = req.user?.collection === 'users' ? (req.user as unknown as UserDoc) : null
  const now = new Date()
  const tenantId = relationId(data.tenant ?? originalDoc?.tenant)

  // Stage and the first-contact clock.
  const previousStage = operation === 'update' ? originalDoc?.salesStatus : undefined
  const nextStage = data.salesStatus ?? previousStage ?? 'new'
  const firstContactedAt = data.firstContactedAt ?? originalDoc?.firstContactedAt ?? null
  if (user && operation === 'update' && nextStage !== previousStage) {
    const check = checkStageChange(previousStage, nextStage, firstContactedAt)
    if (!check.ok) throw new APIError(check.message, 400, undefined, true)
  }
  const stamp = firstContactStamp({ previousStage, nextStage, firstContactedAt, createdAt: originalDoc?.createdAt ?? data.createdAt ?? now.toISOString(), now })
  if (stamp) Object.assign(data, stamp)
  else if (originalDoc?.firstContactedAt) {
    // Never reset, whoever writes.
    data.firstContactedAt = originalDoc.firstContactedAt
    data.minutesToFirstContact = originalDoc.minutesToFirstContact
  }

  // Notes.
  if (data.notes !== undefined) {
    const merged = mergeNotes({
      previous: (originalDoc?.notes ?? []) as StoredNote[],
      incoming: (data.notes ?? []) as StoredNote[],
      author: user ? { id: user.id, name: userDisplayName(user) } : null,
      now,
      mayEditAll: !user || isSuperAdminUser(user),
    })
    if (!merged.ok) throw new APIError(merged.message, 403, undefined, true)
    data.notes = merged.notes
  }

  // The rooftop first: who may be assigned depends on it. A lead someone moves goes to its new address too.
  const rooftopBefore = relationId(originalDoc?.dealership)
  Object.assign(data, await leadRooftop(req, data, originalDoc, operation))
  if (user && operation === 'update' && originalDoc && data.dealership !== null && data.dealership !== rooftopBefore) {
    await queueLeadForward(req, { leadId: Number(originalDoc.id), dealershipId: data.dealership })
  }

  // The assignee: one of the dealer's sales or marketing people; its name kept beside it.
  const assignee = data.assignee === undefined ? undefined : relationId(data.assignee)
  if (assignee !== undefined && String(assignee) !== String(relationId(originalDoc?.assignee))) {
    if (assignee === null) data.assigneeName = null
    else {
      const found = tenantId === null ? null : await assignableUser(req.payload, Number(assignee), tenantId, data.dealership ?? null, req)
      if (!found) throw new APIError('Assign the lead to a sales or marketing user of this dealer who works its dealership.', 400, undefined, true)
      data.assigneeName = userDisplayName(found)
      // Someone else handed it over: tell them by email (the seed and self-assignment tell nobody).
      if (user && operation === 'update' && originalDoc && user.id !== found.id) {
        await queueAssigneeNotice(req, { leadId: Number(originalDoc.id), assigneeId: found.id, byName: userDisplayName(user) })
      }
    }
  } else if (operation === 'update' && originalDoc) {
    data.assigneeName = originalDoc.assigneeName ?? null
  }

  // The location's name, for readers who may not read locations.
  const location = data.location === undefined ? undefined : relationId(data.location)
  if (location !== undefined && (operation === 'create' || String(location) !== String(relationId(originalDoc?.location)) || !originalDoc?.locationName)) {
    if (location === null) data.locationName = null
    else {
      const found = await req.payload.findByID({ collection: 'locations', id: location, depth: 0, overrideAccess: true, disableErrors: true, req, select: { name: true } })
      data.locationName = found?.name ?? null
    }
  } else if (operation === 'update' && originalDoc && data.locationName === undefined) {
    data.locationName = originalDoc.locationName ?? null
  }

  // What moved, added to what it had; never taken from the request, so nobody rewrites the history.
  if (operation === 'create') data.history = []
  else {
    const rows = historyRows(
      { stage: previousStage, assigneeName: originalDoc?.assigneeName, dealershipName: originalDoc?.dealershipName },
      { stage: nextStage, assigneeName: data.assigneeName, dealershipName: data.dealershipName },
      user ? userDisplayName(user) : null,
      now,
    )
    // Always the stored rows (a save without them would clear them), then what this save moved.
    data.history = [...((originalDoc?.history ?? []) as HistoryRow[]), ...rows]
  }
  return data
}

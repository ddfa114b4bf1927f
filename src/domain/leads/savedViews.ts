/**
 * The inbox's saved views: the lists a sales team opens all day, one click each above the lead list.
 * Each is a `where` for the list's own address (src/domain/dashboard/listUrl.ts builds it, as for the
 * dashboard's links), so a view is a filter the person can still narrow, sort, share and export.
 */
import type { WhereValue } from '../dashboard/listUrl'
import { calendarDateIn, isValidTimeZone, zonedMidnight } from '../presence/timezone'
import { CLOSED_STAGES } from './stages'

export type SavedView = { id: 'mine' | 'unassigned' | 'overdue' | 'new-today'; label: string; where: { [key: string]: WhereValue }; sort: string }

/**
 * The views for this user at `now`; "today" starts at midnight in the dealer's `timeZone`, or on the
 * clock `now` is read on (the browser's) when the dealer has none.
 */
export function savedViews(userId: number | string | null | undefined, now: Date, timeZone?: string | null): SavedView[] {
  const midnight = isValidTimeZone(timeZone) ? zonedMidnight(calendarDateIn(now, timeZone), timeZone) : new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const views: SavedView[] = [
    { id: 'unassigned', label: 'Unassigned', where: { assignee: { exists: false } }, sort: '-createdAt' },
    {
      id: 'overdue',
      label: 'Overdue follow-ups',
      where: { and: [{ followUpAt: { less_than: now.toISOString() } }, { salesStatus: { not_in: [...CLOSED_STAGES] } }] },
      sort: 'followUpAt',
    },
    {
      id: 'new-today',
      label: 'New today',
      where: { and: [{ salesStatus: { equals: 'new' } }, { createdAt: { greater_than_equal: midnight.toISOString() } }] },
      sort: '-createdAt',
    },
  ]
  if (userId === null || userId === undefined) return views
  return [{ id: 'mine', label: 'Mine', where: { assignee: { equals: String(userId) } }, sort: '-createdAt' }, ...views]
}

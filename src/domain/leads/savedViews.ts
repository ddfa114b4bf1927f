/**
 * The inbox's saved views: the lists a sales team opens all day, one click each above the lead list.
 * Each is the list's own address query (Payload's `where` in the URL), so a view is a filter the
 * person can still narrow, sort, share and export like any other.
 */
export type SavedView = { id: 'mine' | 'unassigned' | 'overdue' | 'new-today'; label: string; query: string }

const query = (pairs: Record<string, string>) => new URLSearchParams({ ...pairs, page: '1' }).toString()

/** The views for this user at `now`; "today" starts at midnight on the clock `now` is read on (the browser's). */
export function savedViews(userId: number | string | null | undefined, now: Date): SavedView[] {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const views: SavedView[] = [
    { id: 'unassigned', label: 'Unassigned', query: query({ 'where[assignee][exists]': 'false', sort: '-createdAt' }) },
    {
      id: 'overdue',
      label: 'Overdue follow-ups',
      query: query({ 'where[and][0][followUpAt][less_than]': now.toISOString(), 'where[and][1][salesStatus][not_in]': 'sold,lost', sort: 'followUpAt' }),
    },
    {
      id: 'new-today',
      label: 'New today',
      query: query({ 'where[and][0][salesStatus][equals]': 'new', 'where[and][1][createdAt][greater_than_equal]': midnight.toISOString(), sort: '-createdAt' }),
    },
  ]
  return userId === null || userId === undefined ? views : [{ id: 'mine', label: 'Mine', query: query({ 'where[assignee][equals]': String(userId), sort: '-createdAt' }) }, ...views]
}

/**
 * A text column of the lead list as a sales team reads it: the value, or an empty cell. (Payload's own
 * cell writes "<No Assigned to>" into every row without an assignee, which drowns the rows that have one.)
 */
export function TextCell({ cellData }: { cellData?: unknown }) {
  return typeof cellData === 'string' && cellData.trim() ? <span>{cellData}</span> : null
}

/**
 * The inbox's "Waiting" column: a new lead's wait and an overdue follow-up as badges, so what needs a
 * sales person first stands out of a long list; empty for a lead worked on time.
 */
import { urgencyLevel } from '@/domain/leads/urgency'
import './urgency.css'

export function UrgencyCell({ cellData }: { cellData?: unknown }) {
  if (typeof cellData !== 'string' || !cellData) return null
  const level = urgencyLevel(cellData)
  return <span className={`lead-urgency lead-urgency--${level}`} data-urgency={level}>{cellData}</span>
}

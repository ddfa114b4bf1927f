/**
 * The inbox's "Waiting" column: a new lead's wait and an overdue follow-up as badges, so what needs a
 * sales person first stands out of a long list; empty for a lead worked on time. Worked out from the
 * row itself (src/domain/leads/urgency.ts), as the column's virtual field is, never read back from
 * its words.
 */
import type { DefaultCellComponentProps } from 'payload'

import { leadUrgency } from '@/domain/leads/urgency'
import './urgency.css'

export function UrgencyCell({ rowData }: Pick<DefaultCellComponentProps, 'rowData'>) {
  const urgency = rowData ? leadUrgency(rowData, Date.now()) : null
  if (!urgency) return null
  return (
    <span className={`lead-urgency lead-urgency--${urgency.level}`} data-urgency={urgency.level}>
      {urgency.label}
    </span>
  )
}

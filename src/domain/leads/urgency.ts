/**
 * What needs a sales person first, in the inbox's "Waiting" column: a new lead, by how long it has
 * waited for a first contact, and a follow-up that is overdue, by how long. Both read in words
 * ("New for 2 h", "Follow-up overdue by 3 days"); nothing for a lead that is being worked on time.
 */
import { CLOSED_STAGES, type LeadStage } from './stages'

export type Urgency = { level: 'new' | 'overdue'; label: string }

const OVERDUE = 'Follow-up overdue by'

type LeadTimes = { salesStatus?: string | null; createdAt?: string | null; followUpAt?: string | null }

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** '5 min', '3 h', '1 day', '12 days': how long a span is, to the unit a sales team counts in. */
export function spanInWords(ms: number): string {
  const span = Math.max(0, ms)
  if (span < HOUR) return `${Math.max(1, Math.floor(span / MINUTE))} min`
  if (span < DAY) return `${Math.floor(span / HOUR)} h`
  const days = Math.floor(span / DAY)
  return `${days} ${days === 1 ? 'day' : 'days'}`
}

const time = (iso: string | null | undefined): number | null => {
  const at = iso ? Date.parse(iso) : NaN
  return Number.isFinite(at) ? at : null
}

/** An overdue follow-up first (it was promised), then a new lead's wait; null when nothing waits. */
export function leadUrgency(lead: LeadTimes, now: number): Urgency | null {
  const followUp = time(lead.followUpAt)
  const closed = CLOSED_STAGES.includes(lead.salesStatus as LeadStage)
  if (followUp !== null && followUp < now && !closed) return { level: 'overdue', label: `${OVERDUE} ${spanInWords(now - followUp)}` }
  const created = time(lead.createdAt)
  if (lead.salesStatus === 'new' && created !== null) return { level: 'new', label: `New for ${spanInWords(now - created)}` }
  return null
}

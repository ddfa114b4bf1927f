/**
 * The email that tells a sales person a lead was given to them: what it is, for which rooftop, who
 * handed it over and where to open it. Plain text, so every mail client shows it the same; nothing in
 * it but what the inbox already shows them.
 */
import { LEAD_FORM_LABELS } from './options'
import { stageLabel } from './stages'

export type AssigneeNoticeInput = {
  leadId: number
  title: string
  form: string
  stage: string
  dealershipName?: string | null
  locationName?: string | null
  /** Who assigned it (null: the system). */
  byName: string | null
  /** The admin's address, e.g. https://admin.forecourt.example (no trailing slash needed). */
  adminUrl: string
}

export function assigneeNotice(input: AssigneeNoticeInput): { subject: string; text: string } {
  const form = LEAD_FORM_LABELS[input.form as keyof typeof LEAD_FORM_LABELS] ?? input.form
  const link = `${input.adminUrl.replace(/\/+$/, '')}/admin/collections/leads/${input.leadId}`
  const where = [input.dealershipName, input.locationName].filter((v): v is string => Boolean(v && v.trim())).join(', ')
  const lines = [
    `${input.byName ?? 'Forecourt'} assigned you a lead.`,
    '',
    input.title,
    `Form: ${form}`,
    `Stage: ${stageLabel(input.stage)}`,
    ...(where ? [`Where: ${where}`] : []),
    '',
    `Open it: ${link}`,
  ]
  return { subject: `Lead assigned to you: ${form}`, text: `${lines.join('\n')}\n` }
}

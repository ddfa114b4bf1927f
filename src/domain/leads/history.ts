/**
 * A lead's history: who moved its stage, its assignee or its rooftop, from what to what, and when.
 * The inbox shows it on the lead, so a group manager can see where a lead went and a sales person why
 * it landed with them. Rows are only ever added, by the server (collections/Leads/hooks/workLead.ts).
 */
import { stageLabel } from './stages'

export const HISTORY_CHANGES = [
  { label: 'Stage', value: 'stage' },
  { label: 'Assigned to', value: 'assignee' },
  { label: 'Dealership', value: 'dealership' },
] as const
type HistoryChange = (typeof HISTORY_CHANGES)[number]['value']

export type HistoryRow = { change: HistoryChange; from: string | null; to: string | null; byName: string | null; at: string }

/** What a lead shows for the three things its history follows: names and words, never ids. */
export type HistorySnapshot = { stage?: string | null; assigneeName?: string | null; dealershipName?: string | null }

const stageWords = (value: string | null | undefined): string | null => (value ? stageLabel(value) : null)

const blank = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null)

/** The rows one save adds: one per thing that changed, in a fixed order (stage, assignee, dealership). */
export function historyRows(before: HistorySnapshot, after: HistorySnapshot, byName: string | null, at: Date): HistoryRow[] {
  const rows: HistoryRow[] = []
  const add = (change: HistoryChange, from: string | null, to: string | null) => {
    if (from !== to) rows.push({ change, from, to, byName, at: at.toISOString() })
  }
  add('stage', stageWords(before.stage), stageWords(after.stage))
  add('assignee', blank(before.assigneeName), blank(after.assigneeName))
  add('dealership', blank(before.dealershipName), blank(after.dealershipName))
  return rows
}

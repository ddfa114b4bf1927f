/** What the privacy log records (collections/PrivacyLog): each action a person's data was read or changed by. */
export const PRIVACY_LOG_ACTIONS = [
  { value: 'searched', label: 'Searched for a person' },
  { value: 'exported', label: 'Exported a person’s data' },
  { value: 'erased', label: 'Erased a person’s data' },
  { value: 're-applied', label: 'Re-applied an erasure after a restore' },
  { value: 'lead-opened', label: 'Opened a lead' },
  { value: 'leads-exported', label: 'Downloaded leads as CSV' },
] as const

export type PrivacyLogAction = (typeof PRIVACY_LOG_ACTIONS)[number]['value']

/**
 * The instant-offer wizard's answer options and the order of its steps: what the form needs to draw
 * itself, kept apart from its schemas (instantOffer.ts) so the browser loads zod only when a step is
 * checked.
 */
import type { FormConfig } from './config'

export const SERVICE_HISTORY_OPTIONS = ['Full service history', 'Partial service history', 'No service history'] as const
export const KEYS_OPTIONS = ['1', '2', '3 or more'] as const
export const CONDITION_OPTIONS = ['Excellent', 'Good', 'Fair', 'Poor'] as const

/** Which step follows the rego lookup. */
export function stepAfterLookup(
  result: { kind: 'direct' } | { kind: 'candidates' } | { kind: 'none' },
  config: Pick<FormConfig, 'imageUpload'>,
): 2 | 3 | 4 | 'no-match' {
  if (result.kind === 'candidates') return 2
  if (result.kind === 'direct') return config.imageUpload ? 3 : 4
  return 'no-match'
}

/** After choosing a car (step 2): photos, or details when photos are off. */
export const stepAfterChoice = (config: Pick<FormConfig, 'imageUpload'>): 3 | 4 => (config.imageUpload ? 3 : 4)

/**
 * Site templates. A template picks layout defaults (header style, home page composition); every
 * feature switch still lives on the tenant's settings, so two dealers on one template can differ.
 */
export const TEMPLATES = [
  { value: 'dealer-group', label: 'Dealer group (multi-franchise)' },
  { value: 'franchise', label: 'Single-brand franchise' },
  { value: 'used-specialist', label: 'Used-car specialist' },
] as const
export type TemplateName = (typeof TEMPLATES)[number]['value']

/**
 * The information sections of the vehicle page: "Information sections in order: Dealer
 * Comments, What's Included, Why Buy From Us?, Reserve Online, Protect Your Car, Features (only when the
 * list is non-empty). Content is dealer-specific marketing copy."
 */

const INFORMATION_SECTIONS = [
  { id: 'dealer_comments', title: 'Dealer Comments' },
  { id: 'whats_included', title: "What's Included" },
  { id: 'why_buy', title: 'Why Buy From Us?' },
  { id: 'reserve_online', title: 'Reserve Online' },
  { id: 'protect_your_car', title: 'Protect Your Car' },
  { id: 'features', title: 'Features' },
] as const

export type InformationSectionId = (typeof INFORMATION_SECTIONS)[number]['id']
export type InformationSection = { id: InformationSectionId; title: string }

/** The features list: trimmed, blanks and exact repeats (ignoring case) dropped, order kept. */
export function featureList(features: readonly (string | null | undefined)[] | null | undefined): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const f of features ?? []) {
    const t = typeof f === 'string' ? f.trim() : ''
    if (t && !seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase())
      out.push(t)
    }
  }
  return out
}

/**
 * The sections to render, in the spec's order. Features shows only with at least one feature. A dealer
 * without copy for a section can switch it off with `enabled: { whats_included: false }`; sections are
 * on unless switched off.
 */
export function informationSections(input: {
  features?: readonly (string | null | undefined)[] | null
  enabled?: Partial<Record<InformationSectionId, boolean>>
  /** A caravan's page says "Protect Your Caravan". */
  itemType?: string | null
}): InformationSection[] {
  const hasFeatures = featureList(input.features).length > 0
  return INFORMATION_SECTIONS.filter((s) => input.enabled?.[s.id] !== false && (s.id !== 'features' || hasFeatures)).map((s) =>
    s.id === 'protect_your_car' && input.itemType === 'caravan' ? { ...s, title: 'Protect Your Caravan' } : { ...s },
  )
}

/** Display labels of facet values in the filter lists (src/domain/vehicles/facetValueLabel.ts). */
import { facetValueLabel } from '@/domain/vehicles/facetValueLabel'

export function facetLabel(attribute: string, value: string): string {
  // A bare number in the Seats list reads better with its unit.
  return attribute === 'seats' ? `${value} seats` : facetValueLabel(attribute, value)
}

/** A location's stars under the dealer's review settings (above the minimum, not hidden). */
import { starRating, type StarRating } from '@/domain/presence'
import type { SiteTenant } from '@/lib/site/tenant'
import type { LocationView } from '@/domain/presence/locationView'

export function locationRating(tenant: Pick<SiteTenant, 'settings'>, location: Pick<LocationView, 'reviews'>): StarRating | null {
  return starRating(location.reviews.averageRating, location.reviews.count, {
    minimum: tenant.settings.reviewMinimumRating,
    hidden: tenant.settings.reviewsHidden,
  })
}

/** The average as shown beside the stars: '4.7'. */
export const averageText = (location: Pick<LocationView, 'reviews'>): string => (location.reviews.averageRating ?? 0).toFixed(1)

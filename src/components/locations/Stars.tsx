/**
 * Review stars (up to 4 full stars plus a partial one). Read as one image whose name is
 * '4.6 out of 5'; the drawn stars are hidden from assistive technology.
 */
import type { StarRating } from '@/domain/presence'

const SLOTS = 5

export function Stars({ rating, className }: { rating: StarRating; className?: string }) {
  return (
    <span className={`loc-stars${className ? ` ${className}` : ''}`} role="img" aria-label={rating.label}>
      {Array.from({ length: SLOTS }, (_, i) => {
        const fill = i < rating.full ? 1 : i === rating.full ? rating.partial : 0
        return (
          <span key={i} className="loc-stars__star" aria-hidden="true">
            <span className="loc-stars__fill" style={{ width: `${Math.round(fill * 100)}%` }} />
          </span>
        )
      })}
    </span>
  )
}

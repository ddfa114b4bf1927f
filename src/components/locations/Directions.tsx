/** The Get Directions link: opens the maps service in a new tab, and says so to screen readers. */
import { directionsUrl } from '@/domain/presence'
import type { LocationView } from '@/domain/presence/locationView'

export function Directions({ location, className = 'button button--primary' }: { location: Pick<LocationView, 'address'>; className?: string }) {
  const href = directionsUrl(location.address)
  if (!href) return null
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      Get Directions<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

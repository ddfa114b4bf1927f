/** View Location and View Our Stock, named with the location for screen readers (several cards share the words). */
import Link from 'next/link'

import { locationPath, locationStockPath } from './links'
import type { LocationView } from '@/domain/presence/locationView'

export function LocationLinks({ location, showStock }: { location: Pick<LocationView, 'slug' | 'name'>; showStock: boolean }) {
  return (
    <>
      <Link prefetch={false} className="button button--primary" href={locationPath(location.slug)}>
        View Location<span className="visually-hidden">: {location.name}</span>
      </Link>
      {showStock ? (
        <Link prefetch={false} className="button button--secondary" href={locationStockPath(location.slug)}>
          View Our Stock<span className="visually-hidden">: {location.name}</span>
        </Link>
      ) : null}
    </>
  )
}

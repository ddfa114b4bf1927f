'use client'
/**
 * Views and the viewed-vehicles list: asks our API for the view count once per page view
 * (a non-OK answer shows nothing) and appends the car to the local viewed list once per vehicle. A used
 * car's view also records analytics event 4, and the dealer's tags get the car's asc_pageview and
 * asc_item_pageview (the layout's MarketingTags sends every other page's).
 */
import { formatNumber } from '@/domain/format/numbers'
import { useEffect, useState } from 'react'

import { VIEWED_STORAGE_KEY, appendViewed, parseViewed, type ViewedVehicle } from '@/domain/vehicle-page'
import { trackEvent } from '@/lib/events/client'
import { sendToTags } from '@/lib/tags/browser'
import { ascPageview, type AscItem } from '@/domain/marketing/ascEvents'
import { readStorage, writeStorage } from './storage'

/** The view.json address for a car (with the photo count and the last update in the query). */
export function viewJsonUrl(slug: string, q: { photosCount: number; updatedAt: number | null; websiteId: number }): string {
  const params = new URLSearchParams({ photos_count: String(q.photosCount), website_id: String(q.websiteId) })
  if (q.updatedAt !== null) params.set('updated_at', String(q.updatedAt))
  return `/api/vehicles/${encodeURIComponent(slug)}/view.json?${params.toString()}`
}

/** The views of a view.json answer, or null (non-OK, malformed). */
export async function readViews(res: Response): Promise<number | null> {
  if (!res.ok) return null
  try {
    const body = (await res.json()) as { views?: unknown }
    return typeof body.views === 'number' && Number.isFinite(body.views) ? body.views : null
  } catch {
    return null
  }
}

export function viewsText(views: number): string {
  return `${formatNumber(views)} ${views === 1 ? 'view' : 'views'}`
}

type Props = {
  slug: string
  photosCount: number
  updatedAt: number | null
  websiteId: number
  viewed: ViewedVehicle
  used: boolean
  /** The car as the dealer's tags see it (asc_item_pageview): its public listing only. */
  ascItem: AscItem
}

export function ViewTracker({ slug, photosCount, updatedAt, websiteId, viewed, used, ascItem }: Props) {
  const [views, setViews] = useState<number | null>(null)
  useEffect(() => {
    let live = true
    writeStorage(VIEWED_STORAGE_KEY, JSON.stringify(appendViewed(parseViewed(readStorage(VIEWED_STORAGE_KEY)), viewed)))
    if (used) trackEvent(4, { car_id: String(viewed.id) })
    sendToTags(ascPageview({ pageType: 'item', item: ascItem }))
    fetch(viewJsonUrl(slug, { photosCount, updatedAt, websiteId }), { cache: 'no-store' })
      .then(readViews)
      .then((n) => {
        if (live) setViews(n)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <p className="vp-views" data-testid="vehicle-views">
      {views !== null ? viewsText(views) : null}
    </p>
  )
}

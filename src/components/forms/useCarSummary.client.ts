'use client'
import { useEffect, useState } from 'react'

/** What a form shows of the car it is about, and where that car is. */
export type CarSummary = { id: number; name: string; path: string; locationId: number | null; locationName: string | null }

/**
 * The car a form was opened for (?car_id=), read through the dealer's own search endpoint: it answers
 * only for a car this dealer shows on its site (the stock filter is applied there), so a made-up id
 * names nothing. The page itself stays cached for every visitor; only this small read is per car.
 */
export function useCarSummary(carId: number | undefined): CarSummary | null {
  const [car, setCar] = useState<CarSummary | null>(null)
  useEffect(() => {
    if (!carId) return
    let live = true
    fetch('/api/search/1/indexes/vehicles/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '', hitsPerPage: 1, numericFilters: [`objectID=${carId}`] }),
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((answer: { hits?: { id: number; name: string; path: string; location_id: number | null; location_name: string | null }[] } | null) => {
        const hit = answer?.hits?.[0]
        if (live && hit && hit.id === carId) setCar({ id: hit.id, name: hit.name, path: hit.path, locationId: hit.location_id, locationName: hit.location_name })
      })
      // Without the car the form still works: the lead carries car_id and the server names the car.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [carId])
  return car
}

/**
 * A reservation's car in the list (issue 18): its name, not its id. Payload's own relationship cell
 * fetches the car through the API as the user, which sales staff may not do; this reads the name on
 * the server (cached per request) for a row the user can already see.
 */
import type { Payload } from 'payload'
import { cache } from 'react'

import { relationId } from '@/domain/relationId'

const vehicleName = cache(async (payload: Payload, id: number) => {
  const car = await payload.findByID({ collection: 'vehicles', id, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true, stocknum: true } })
  return car ? [car.name, car.stocknum ? `(${car.stocknum})` : null].filter(Boolean).join(' ') : null
})

export async function VehicleCell({ payload, cellData }: { payload: Payload; cellData?: unknown }) {
  const id = relationId(cellData)
  if (!id) return <span>—</span>
  return <span>{(await vehicleName(payload, id)) ?? `Car ${id}`}</span>
}

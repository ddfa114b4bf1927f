/**
 * Payload jobs that push vehicles to Algolia. They are queued by src/lib/search/indexing.ts only when
 * Algolia is configured, run by the server's job runner every few seconds, and retried with backoff.
 */
import type { TaskConfig } from 'payload'

import { deleteVehicleFromAlgolia, syncVehicleToAlgolia } from '../algolia/sync'
import { ALGOLIA_DELETE_TASK, ALGOLIA_INDEX_TASK } from './indexing'

const retries = { attempts: 8, backoff: { type: 'exponential' as const, delay: 2000 } }

export const searchTasks: TaskConfig[] = [
  {
    slug: ALGOLIA_INDEX_TASK,
    label: 'Index a vehicle in Algolia',
    inputSchema: [{ name: 'vehicleId', type: 'number', required: true }],
    retries,
    handler: async ({ input, req }) => {
      await syncVehicleToAlgolia(req.payload, Number((input as { vehicleId: number }).vehicleId))
      return { output: {} }
    },
  },
  {
    slug: ALGOLIA_DELETE_TASK,
    label: 'Remove a vehicle from Algolia',
    inputSchema: [{ name: 'vehicleId', type: 'number', required: true }],
    retries,
    handler: async ({ input, req }) => {
      await deleteVehicleFromAlgolia(req.payload, Number((input as { vehicleId: number }).vehicleId))
      return { output: {} }
    },
  },
]

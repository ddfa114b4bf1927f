/** A lead opened by a person (the admin's edit view, the REST API) goes in the privacy log (src/lib/privacy). */
import type { CollectionAfterOperationHook } from 'payload'

import { logLeadOpened } from '@/lib/privacy/leadAccess'

export const logLeadOpenedHook: CollectionAfterOperationHook = async ({ operation, args, req, result }) => {
  if (operation === 'findByID') await logLeadOpened(req, args as { overrideAccess?: boolean }, result as { id?: number; tenant?: unknown } | null)
  return result
}

import type { CustomerDeps } from '@/lib/customers/endpoints'
import { payloadClient } from '@/lib/payload'
import { getTenantByHost } from '@/lib/site/tenant'

/** The customer API's collaborators in the running app (tests pass their own). */
export const customerDeps: CustomerDeps = { payload: payloadClient, tenantByHost: getTenantByHost }

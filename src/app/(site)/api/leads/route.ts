import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH } from '@payloadcms/next/routes'

import { refusePublicWrite } from '@/lib/api/publicWrite'
import { rejectMalformedJson } from '@/lib/api/rejectMalformedJson'
import { guardRest } from '@/lib/api/restGuards'
import { handleLeadRequest } from '@/lib/leads/endpoint'
import { payloadClient } from '@/lib/payload'
import { getTenantByHost } from '@/lib/site/tenant'

/** POST /api/leads: the one lead API (src/lib/leads/endpoint.ts). */
export async function POST(request: Request) {
  return refusePublicWrite(request, ['json']) ?? handleLeadRequest(request, { payload: payloadClient, tenantByHost: getTenantByHost })
}

// This route shadows Payload's REST endpoint for the leads collection at exactly /api/leads, so the
// other methods are handed to Payload with the same access rules: the admin's list, bulk update and
// bulk delete keep working, and an anonymous GET is still refused.
const collection = { params: Promise.resolve({ slug: ['leads'] }) }
const rest = {
  GET: guardRest(config, REST_GET(config)),
  PATCH: guardRest(config, rejectMalformedJson(REST_PATCH(config))),
  DELETE: guardRest(config, REST_DELETE(config)),
  OPTIONS: REST_OPTIONS(config),
}
export const GET = (request: Request) => rest.GET(request, collection)
export const PATCH = (request: Request) => rest.PATCH(request, collection)
export const DELETE = (request: Request) => rest.DELETE(request, collection)
export const OPTIONS = (request: Request) => rest.OPTIONS(request, collection)

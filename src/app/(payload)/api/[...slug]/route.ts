import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { rejectMalformedJson } from '@/lib/api/rejectMalformedJson'
import { guardRest } from '@/lib/api/restGuards'

// Requests Payload would answer with a 500 though the caller is at fault get a 4xx first (issue 21).
export const GET = guardRest(config, REST_GET(config))
export const POST = guardRest(config, rejectMalformedJson(REST_POST(config)))
export const DELETE = guardRest(config, REST_DELETE(config))
export const PATCH = guardRest(config, rejectMalformedJson(REST_PATCH(config)))
export const PUT = guardRest(config, rejectMalformedJson(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)

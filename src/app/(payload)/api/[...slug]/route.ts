import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { rejectMalformedJson } from '@/lib/api/rejectMalformedJson'

export const GET = REST_GET(config)
export const POST = rejectMalformedJson(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = rejectMalformedJson(REST_PATCH(config))
export const PUT = rejectMalformedJson(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

import { NextResponse } from 'next/server'

/**
 * A JSON answer from one of our endpoints. No cache keeps it unless the endpoint says otherwise: most
 * answers are about one shopper or one request, and an endpoint whose answer may be kept (a postcode's
 * place, a delivery quote) passes its own cache-control, which wins. A NextResponse (a Response with
 * a cookie jar), so an endpoint that signs a shopper in or out sets its cookie on the same answer.
 * Without a body (a 204), it is an empty answer rather than the JSON text `undefined`.
 */
export function answer(status: number, body?: unknown, headers: Record<string, string> = {}): NextResponse {
  const init = { status, headers: { 'cache-control': 'no-store', ...headers } }
  return body === undefined ? new NextResponse(null, init) : NextResponse.json(body, init)
}

import { NextResponse } from 'next/server'

/**
 * A JSON answer from one of our endpoints. No cache keeps it unless the endpoint says otherwise: most
 * answers are about one shopper or one request, and an endpoint whose answer may be kept (a postcode's
 * place, a delivery quote) passes its own cache-control, which wins. A NextResponse (a Response with
 * a cookie jar), so an endpoint that signs a shopper in or out sets its cookie on the same answer.
 */
export const answer = (status: number, body: unknown, headers: Record<string, string> = {}): NextResponse =>
  NextResponse.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

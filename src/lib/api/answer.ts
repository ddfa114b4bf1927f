/**
 * A JSON answer from one of our endpoints. No cache keeps it unless the endpoint says otherwise: most
 * answers are about one shopper or one request, and an endpoint whose answer may be kept (a postcode's
 * place, a delivery quote) passes its own cache-control, which wins.
 */
export const answer = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/**
 * Every request through the production server (scripts/next-server.ts) goes by one request id, on the
 * request (X-Request-Id, as the route handlers and Next read it) and on the response, so a shopper's
 * or a dealer's "it failed at 9:02" can be matched to the server's lines. The choice of id is
 * src/domain/operations/requestId.ts's.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { REQUEST_ID_HEADER, chooseRequestId } from '@/domain/operations/requestId'
import { trustedProxyHops } from '@/domain/security/clientAddress'
import type { NodeHandler } from '../health/drain'

/** The id this request goes by (set by withRequestId). */
export const requestIdOf = (req: IncomingMessage): string => String(req.headers[REQUEST_ID_HEADER] ?? '')

export function withRequestId<H extends NodeHandler>(handler: H): H {
  return ((req: IncomingMessage, res: ServerResponse) => {
    const id = chooseRequestId(req.headers[REQUEST_ID_HEADER], trustedProxyHops(process.env.TRUSTED_PROXY_HOPS), randomUUID)
    req.headers[REQUEST_ID_HEADER] = id
    res.setHeader(REQUEST_ID_HEADER, id)
    return handler(req, res)
  }) as H
}

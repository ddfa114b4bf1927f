/**
 * The caller's address for the rate limits, carried from the socket to the route handlers (issue 33).
 *
 * Route handlers never see the socket, and Next's handler only fills in X-Forwarded-For when the
 * request has none (`??=` in next/dist/server/base-server.js), so a client that sends its own would
 * choose the address it is counted under. The production server (scripts/next-server.ts) owns the
 * socket: withClientAddress deletes any incoming CLIENT_ADDRESS_HEADER, writes the address worked out
 * by src/domain/security/clientAddress.ts from the socket and TRUSTED_PROXY_HOPS, and marks this
 * process so the handlers read that header. Without the mark (`next dev`, no front server) the
 * header could have come from the client, so it is ignored and the rule runs without the socket.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { clientAddress, trustedProxyHops } from '@/domain/security/clientAddress'

export const CLIENT_ADDRESS_HEADER = 'x-forecourt-client-ip'
/** What a caller whose address cannot be known is counted as: all such callers share one allowance. */
export const UNKNOWN_CLIENT = 'unknown'

// On globalThis, so Next's bundles see the mark the server script set (one process, one global).
const FRONT_SERVER = Symbol.for('forecourt.clientAddressHeader')
type Marked = typeof globalThis & { [FRONT_SERVER]?: boolean }

/** This process's requests all pass through withClientAddress: its header can be believed. */
export function trustClientAddressHeader(on = true): void {
  ;(globalThis as Marked)[FRONT_SERVER] = on
}

const hops = () => trustedProxyHops(process.env.TRUSTED_PROXY_HOPS)

/** The address a request is counted under (rate limits, sign-in codes). */
export function clientIp(headers: Headers): string {
  if ((globalThis as Marked)[FRONT_SERVER]) return headers.get(CLIENT_ADDRESS_HEADER) || UNKNOWN_CLIENT
  return clientAddress(headers.get('x-forwarded-for'), null, hops()) ?? UNKNOWN_CLIENT
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown

/** Wraps the production server's handler: every request carries the address we worked out, and only that. */
export function withClientAddress<H extends NodeHandler>(handler: H): H {
  trustClientAddressHeader()
  return ((req: IncomingMessage, res: ServerResponse) => {
    const forwarded = req.headers['x-forwarded-for']
    const address = clientAddress(Array.isArray(forwarded) ? forwarded.join(',') : forwarded, req.socket.remoteAddress, hops())
    delete req.headers[CLIENT_ADDRESS_HEADER]
    if (address) req.headers[CLIENT_ADDRESS_HEADER] = address
    // Next builds the route handler's Request from req.headers (not rawHeaders), so this is what it reads.
    return handler(req, res)
  }) as H
}

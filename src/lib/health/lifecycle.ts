/**
 * Whether this process is shutting down. The production server (scripts/next-server.ts) sets it on
 * SIGTERM; /api/ready then answers 503 so a load balancer stops sending new work while the requests
 * in flight finish. A global symbol, because the route runs in Next's bundle and the server outside it.
 */
const DRAINING = Symbol.for('forecourt.draining')

type WithFlag = typeof globalThis & { [DRAINING]?: boolean }

export const isDraining = (): boolean => (globalThis as WithFlag)[DRAINING] === true

export function startDraining(): void {
  ;(globalThis as WithFlag)[DRAINING] = true
}

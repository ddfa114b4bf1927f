/**
 * Graceful stop for a node:http server: after `drain()`, requests already being answered finish,
 * requests arriving on kept-alive connections get 503 with `Connection: close` (the balancer retries
 * them on another instance), and `idle` resolves once nothing is in flight.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

export function withDrain(handle: NodeHandler) {
  let inFlight = 0
  let draining = false
  let wake: (() => void) | null = null
  const settle = () => {
    inFlight--
    if (draining && inFlight === 0) wake?.()
  }
  const handler: NodeHandler = (req, res) => {
    if (draining) {
      res.statusCode = 503
      res.setHeader('connection', 'close')
      res.setHeader('retry-after', '1')
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.end('This instance is shutting down; try again.')
      return
    }
    inFlight++
    res.once('close', settle)
    return handle(req, res)
  }
  return {
    handler,
    get inFlight() {
      return inFlight
    },
    /** Stops taking requests; resolves when the ones in flight have been answered. */
    drain(): Promise<void> {
      draining = true
      if (inFlight === 0) return Promise.resolve()
      return new Promise<void>((resolve) => (wake = resolve))
    },
  }
}

/**
 * How every simulator binds its port. A bare `server.listen(port, cb)` never settles when the port is
 * taken and leaves the 'error' event unhandled, which killed `npm start` (EADDRINUSE on the payments
 * simulator's PORT + 1002): here a bind error rejects, and a caller that can live with another port
 * (the launcher's local services, scripts/localServices.ts) gets any free one instead.
 */
import type { Server } from 'node:net'
import type { AddressInfo } from 'node:net'

export type PortChoice = {
  /** The port to try (0 or none: any free one). */
  port?: number
  host?: string
  /** When given, a taken port is reported here and a free one is used; otherwise the start fails. */
  onPortTaken?: (port: number, code: string) => void
}

function bind(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening)
      reject(error)
    }
    const onListening = () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, host)
  })
}

/** Binds `server` and answers the port it got. */
export async function listen(server: Server, choice: PortChoice = {}): Promise<number> {
  const host = choice.host ?? '127.0.0.1'
  const port = choice.port ?? 0
  try {
    return await bind(server, port, host)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? ''
    // EADDRINUSE: another process, or an outgoing connection's ephemeral port; EACCES: a port the user may not bind.
    if (!port || !choice.onPortTaken || (code !== 'EADDRINUSE' && code !== 'EACCES')) throw error
    choice.onPortTaken(port, code)
    return bind(server, 0, host)
  }
}

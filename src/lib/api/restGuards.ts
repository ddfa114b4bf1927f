/**
 * Requests Payload's REST handlers would answer with a 500 though the caller is at fault (issue 21):
 * answered here with a 4xx that says what is wrong, before Payload sees them.
 *
 * - `/api/{collection}/versions…` (and `/api/globals/{global}/versions…`) where the collection or global
 *   keeps no versions: 404.
 * - A `where` or `data` query given as one string that is not a JSON object (Payload JSON-parses it): 400.
 * - A collection Payload serves no REST endpoints for (`payload-migrations`: Payload answers 501 Not
 *   Implemented, a server's fault by its class, for what is simply no such address here): 404.
 * - A path with a %-escape that cannot be decoded (Payload's endpoint matcher decodes it and throws):
 *   400. The server and the proxy answer such paths before Next already; this is the decode site's own guard.
 */
import type { SanitizedConfig } from 'payload'

import { hasMalformedEncoding } from '@/domain/security/percentDecoding'
import { answer } from './answer'

type Context = { params: Promise<{ slug?: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/** Refused in Payload's own error shape, so the admin and REST clients read it as they read Payload's. */
const refuse = (status: number, message: string) => answer(status, { errors: [{ message }] })

function jsonObjectProblem(name: string, raw: string | null): string | null {
  if (raw === null || raw.length === 0) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object' && !Array.isArray(value)) return null
  } catch {
    /* said below */
  }
  return `The "${name}" query must be a JSON object, or given as ${name}[field][operator]=value.`
}

/** Why Payload should not see this request (status and message), or null. */
export function restProblem(config: Pick<SanitizedConfig, 'collections' | 'globals'>, slug: readonly string[], url: URL): { status: number; message: string } | null {
  if (hasMalformedEncoding(url.pathname)) return { status: 400, message: 'The address has a %-escape that cannot be read.' }
  const [first, second, third] = slug
  if (first !== 'globals' && config.collections.find((c) => c.slug === first)?.endpoints === false) return { status: 404, message: `Not Found: there is no "${first}" API.` }
  if (second === 'versions' && first !== 'globals') {
    const collection = config.collections.find((c) => c.slug === first)
    if (collection && !collection.versions) return { status: 404, message: `Not Found: "${first}" keeps no versions.` }
  }
  if (first === 'globals' && third === 'versions') {
    const global = config.globals.find((g) => g.slug === second)
    if (global && !global.versions) return { status: 404, message: `Not Found: the global "${second}" keeps no versions.` }
  }
  for (const name of ['where', 'data']) {
    const problem = jsonObjectProblem(name, url.searchParams.get(name))
    if (problem) return { status: 400, message: problem }
  }
  return null
}

/** Wraps one of Payload's REST route handlers (REST_GET…) with restProblem. */
export function guardRest(config: Promise<SanitizedConfig>, handler: Handler): Handler {
  return async (request, context) => {
    const slug = (await context.params).slug ?? []
    let url: URL
    try {
      url = new URL(request.url)
    } catch {
      return refuse(400, 'The request address is not valid.')
    }
    const problem = restProblem(await config, slug, url)
    if (problem) return refuse(problem.status, problem.message)
    return handler(request, context)
  }
}

/**
 * Every route of the app (src/app: pages, their dealer layout, route handlers), found on disk so a new
 * route is fuzzed without anyone listing it, and a request to one served the way the production server
 * serves it: first the entry's guard (src/lib/site/pathGuard.ts; the proxy under `next dev`), then Next's
 * part, which decodes each dynamic segment (route handlers get the decoded value, pages and layouts get
 * it encoded again, as Next 16 hands them over), then our module. A page's notFound() or redirect() is
 * the 404 or 3xx Next would send; anything else it throws would be a 500.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { hasMalformedEncoding } from '@/domain/security/percentDecoding'

export type Segment = { kind: 'static'; text: string } | { kind: 'host' } | { kind: 'param'; name: string } | { kind: 'catchAll'; name: string; optional: boolean }
export type AppRoute = { file: string; type: 'page' | 'layout' | 'route'; segments: Segment[]; name: string }

const APP = path.resolve(__dirname, '../../src/app')

function segmentOf(dir: string): Segment | null {
  if (/^\(.*\)$/.test(dir)) return null // a route group is no part of the address
  if (dir === '[host]') return { kind: 'host' }
  const catchAll = /^\[(\[)?\.\.\.(\w+)\]?\]$/.exec(dir)
  if (catchAll) return { kind: 'catchAll', name: catchAll[2]!, optional: Boolean(catchAll[1]) }
  const param = /^\[(\w+)\]$/.exec(dir)
  return param ? { kind: 'param', name: param[1]! } : { kind: 'static', text: dir }
}

export function appRoutes(dir = APP, segments: Segment[] = []): AppRoute[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): AppRoute[] => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const segment = segmentOf(entry.name)
      return appRoutes(full, segment ? [...segments, segment] : segments)
    }
    const type = ({ 'page.tsx': 'page', 'route.ts': 'route', 'layout.tsx': 'layout' } as const)[entry.name]
    // A layout without a dynamic segment takes no input from the address.
    if (!type || (type === 'layout' && !segments.some((s) => s.kind !== 'static'))) return []
    const name = `${type} /${segments.map((s) => (s.kind === 'static' ? s.text : s.kind === 'host' ? '{host}' : `{${s.name}}`)).join('/')}`
    return [{ file: full, type, segments, name }]
  })
}

/** The route's folder path as written on disk, route groups dropped: `/api/search/[...path]`. */
export function diskPath(route: AppRoute): string {
  const dir = (s: Segment) =>
    s.kind === 'static' ? s.text : s.kind === 'host' ? '[host]' : s.kind === 'param' ? `[${s.name}]` : s.optional ? `[[...${s.name}]]` : `[...${s.name}]`
  return `/${route.segments.map(dir).join('/')}`
}

/** One request to a route: the raw (wire) text of each dynamic segment, and the raw query string. */
export type RouteRequest = { host: string; hostSegment: string; values: Record<string, string[]>; query: string }

export type Outcome = { status: number; error?: unknown }

/** The address as the browser sends it (the [host] segment is the rewrite's, not the visitor's). */
export function internalPath(route: AppRoute, r: RouteRequest): string {
  const parts = route.segments.flatMap((s) => (s.kind === 'static' ? [s.text] : s.kind === 'host' ? [r.hostSegment] : (r.values[s.name] ?? [])))
  return `/${parts.join('/')}${r.query ? `?${r.query}` : ''}`
}

function nextOutcome(error: unknown): Outcome {
  const digest = (error as { digest?: unknown } | null)?.digest
  if (typeof digest === 'string' && digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;')) return { status: Number(digest.split(';')[1]) }
  if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;')) return { status: Number(digest.split(';')[3]) || 307 }
  return { status: 500, error }
}

type Module = Record<string, unknown>
const searchParamsOf = (query: string) => {
  const out: Record<string, string | string[]> = {}
  for (const [k, v] of new URLSearchParams(query)) out[k] = k in out ? [...([] as string[]).concat(out[k]!), v] : v
  return out
}

/** Serves one request as the production server would; `load` imports the route's module once. */
export async function serve(route: AppRoute, r: RouteRequest, load: (file: string) => Promise<Module>): Promise<Outcome> {
  const target = internalPath(route, r)
  if (hasMalformedEncoding(target)) return { status: 400 }
  // Past the guard every segment decodes (Next's router decodes them now).
  const decoded = (raw: string) => decodeURIComponent(raw)
  const forPage = route.type !== 'route'
  const params: Record<string, string | string[]> = {}
  for (const s of route.segments) {
    if (s.kind === 'host') params.host = forPage ? encodeURIComponent(decoded(r.hostSegment)) : decoded(r.hostSegment)
    else if (s.kind === 'param') params[s.name] = forPage ? encodeURIComponent(decoded(r.values[s.name]![0]!)) : decoded(r.values[s.name]![0]!)
    else if (s.kind === 'catchAll' && (r.values[s.name]?.length ?? 0) > 0) params[s.name] = r.values[s.name]!.map((v) => (forPage ? encodeURIComponent(decoded(v)) : decoded(v)))
  }
  const mod = await load(route.file)
  try {
    if (route.type === 'route') {
      const GET = mod.GET as ((req: Request, ctx: { params: Promise<typeof params> }) => Promise<Response>) | undefined
      if (!GET) return { status: 405 }
      const publicPath = route.segments[0]?.kind === 'host' ? target.slice(target.indexOf('/', 1)) || '/' : target
      const response = await GET(new Request(`http://localhost${publicPath}`, { headers: { host: r.host } }), { params: Promise.resolve(params) })
      await response.arrayBuffer()
      return { status: response.status }
    }
    const props = { params: Promise.resolve(params), searchParams: Promise.resolve(searchParamsOf(r.query)), children: null }
    if (typeof mod.generateMetadata === 'function') await (mod.generateMetadata as (p: typeof props) => Promise<unknown>)(props)
    await (mod.default as (p: typeof props) => Promise<unknown>)(props)
    return { status: 200 }
  } catch (error) {
    return nextOutcome(error)
  }
}

/**
 * Issue 33: no web page can write through its visitors' browsers. Every POST/PUT/PATCH/DELETE the app
 * serves (each route file's exports, and Payload's custom endpoints) is either in GUARDED, and then
 * refuses another site's request (403) and a body type it does not take (415), or in EXEMPT with the
 * reason a browser on another site cannot use it. A new endpoint in neither table fails here.
 *
 * A "simple" cross-site request (a form, or fetch with text/plain, urlencoded or multipart) needs no
 * CORS preflight, so the browser sends it, cookies and all, and only the server can refuse it.
 */
import config from '@payload-config'
import { sanitizeConfig, type Endpoint } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { PUBLIC_WRITE_MESSAGES, type BodyKind } from '@/domain/security/publicWrite'
import { createTenant, getTestPayload } from './helpers'
import { appRoutes, diskPath } from './publicRoutes'

// Outside a Next server: cached functions run as they are, no cookies, revalidation a no-op.
vi.mock('next/cache', async (original) => ({
  ...(await (await import('./nextCacheMock')).runEachCall(original)),
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => undefined, delete: () => undefined }),
  headers: async () => new Headers(),
}))

type Kind = BodyKind

/** Every public write, and the body types it takes. */
const GUARDED: Record<string, readonly Kind[]> = {
  'POST /api/leads': ['json'],
  'POST /api/checkout-journey': ['json'],
  'POST /api/reserve': ['json'],
  'POST /api/customers/send-code': ['json'],
  'POST /api/customers/verify-code': ['json'],
  'POST /api/customers/sign-out': ['json'],
  'PATCH /api/customers/me': ['json'],
  'POST /api/watchlist/save-car': ['json'],
  'POST /api/watchlist/remove-car': ['json'],
  'POST /api/eval-expert/enter-vin': ['json'],
  'POST /api/eval-expert/manual-entry': ['json'],
  'POST /api/eval-expert/update-eval': ['json'],
  // One photo per call, as a form (blocks/InstantOffer/evalExpert.ts).
  'POST /api/eval-expert/image-upload': ['multipart'],
  'POST /api/youx/quote': ['json'],
  // sendBeacon posts a string as text/plain, a Blob with its own type or with none.
  'POST /api/events': ['json', 'text', 'untyped'],
  // The Algolia client posts JSON as text/plain (no preflight to a real Algolia host).
  'POST /api/search/[...path]': ['json', 'text'],
  // RFC 8058 one-click (a mail program) and the unsubscribe page's form.
  'POST /api/unsubscribe': ['urlencoded', 'multipart'],
  // The view counter takes no body; the page calls it with GET.
  'POST /api/vehicles/[slug]/view.json': ['json', 'untyped'],
}

const STAFF = "Payload's REST API: staff sessions only (the admin cookie is SameSite=Lax, so another site's request carries none) or an API key; Payload's admin posts forms and files to it"
/** Writes no browser on another site can make use of, and why. */
const EXEMPT: Record<string, string> = {
  'POST /api/[...slug]': STAFF,
  'PUT /api/[...slug]': STAFF,
  'PATCH /api/[...slug]': STAFF,
  'DELETE /api/[...slug]': STAFF,
  'PATCH /api/leads': STAFF,
  'DELETE /api/leads': STAFF,
  'POST /api/internal/revalidate': 'called by the process itself with the internal secret; anyone else gets a 404',
  'POST /api/payments/webhook': "the payment service's webhook: refused unless signed with the shared secret",
  'POST /api/sms/inbound': "the SMS gateway's webhook: refused unless signed with the shared secret",
  'POST /api/csp-reports':
    "browsers send violation reports themselves (application/csp-report, application/reports+json), not always with the page's Origin; a report changes nothing a shopper or dealer sees, and it is bounded per address and per dealer",
}

/** Payload custom endpoints (collection slug, method, path) that write, and why a cross-site browser cannot use them. */
const PAYLOAD_EXEMPT: Record<string, string> = {
  'stock-feeds POST /:id/upload': 'staff only (Payload session, SameSite=Lax cookie)',
  'stock-feeds POST /:id/push-key': 'staff only (Payload session, SameSite=Lax cookie)',
  'stock-feeds POST /:id/release': 'staff only (Payload session, SameSite=Lax cookie)',
  'stock-feeds POST /:id/ingest': 'the DMS, with Authorization: Bearer {push key}; a browser cannot add that header cross-site without a preflight we never answer',
  'privacy-log POST /person': 'dealer admins only (Payload session, SameSite=Lax cookie); a JSON body, which a cross-site form cannot send',
  'privacy-log POST /person/export': 'dealer admins only (Payload session, SameSite=Lax cookie), and their password again in a JSON body',
  'privacy-log POST /person/erase': 'dealer admins only (Payload session, SameSite=Lax cookie), and their password again in a JSON body',
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const

/** Every route file (the fuzz suite's list, ./publicRoutes.ts) as `/api/...`, with its module path. */
const routeFiles = () => appRoutes().filter((r) => r.type === 'route').map((r) => ({ route: diskPath(r), file: r.file }))

type RouteHandler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>
const handlers = new Map<string, RouteHandler>()

const HOST = 'nobody-here.example.com.au'
const context = () => ({ params: Promise.resolve({ path: ['1', 'indexes', '*', 'queries'], slug: 'no-such-car', host: HOST, reserve: 'checkout' }) })

function body(kind: Kind): { body: BodyInit; type?: string } {
  switch (kind) {
    case 'json':
      return { body: '{}', type: 'application/json' }
    case 'text':
      return { body: '{}', type: 'text/plain;charset=UTF-8' }
    case 'urlencoded':
      return { body: 'a=1', type: 'application/x-www-form-urlencoded' }
    case 'multipart': {
      const form = new FormData()
      form.set('a', '1')
      return { body: form } // the Request writes the multipart type with its boundary
    }
    case 'untyped':
      return { body: new Uint8Array([123, 125]) }
  }
}

function call(key: string, kind: Kind, headers: Record<string, string>): Promise<Response> {
  const [method, route] = key.split(' ') as [string, string]
  const { body: payload, type } = body(kind)
  const all = new Headers({ host: HOST, ...headers })
  if (type) all.set('content-type', type)
  const request = new Request(`http://${HOST}${route.replace('[...path]', '1/indexes/*/queries').replace('[slug]', 'no-such-car')}`, { method, headers: all, body: payload })
  return handlers.get(key)!(request, context())
}

beforeAll(async () => {
  for (const { route, file } of routeFiles()) {
    const mod = (await import(file)) as Record<string, unknown>
    for (const method of WRITE_METHODS) if (typeof mod[method] === 'function') handlers.set(`${method} ${route}`, mod[method] as RouteHandler)
  }
}, 180_000)

describe('every write endpoint is classified', () => {
  it('each route file’s POST/PUT/PATCH/DELETE is guarded or exempt with a reason, and the tables name no endpoint that is gone', () => {
    const found = [...handlers.keys()].sort()
    const classified = [...Object.keys(GUARDED), ...Object.keys(EXEMPT)].sort()
    expect(found).toEqual(classified)
  })

  it('each Payload custom endpoint that writes is exempt with a reason', async () => {
    const sanitized = await config
    // Payload's own endpoints, as it adds them to any collection: what is left is ours.
    const probe = await sanitizeConfig({ secret: 'probe', db: {} as never, collections: [{ slug: 'probe-auth', auth: true, fields: [] }, { slug: 'probe-upload', upload: true, fields: [] }, { slug: 'probe', fields: [] }] } as never)
    const builtIn = new Set<Endpoint>(probe.collections.flatMap((c) => (c.endpoints || []) as Endpoint[]))
    const builtInBySlug = new Map(probe.collections.map((c) => [c.slug, new Set(((c.endpoints || []) as Endpoint[]).map((e) => `${e.method} ${e.path}`))]))
    const ours: string[] = []
    for (const collection of sanitized.collections) {
      for (const e of (collection.endpoints || []) as Endpoint[]) {
        if (builtIn.has(e) || builtInBySlug.get(collection.slug)?.has(`${e.method} ${e.path}`)) continue
        if (WRITE_METHODS.includes(e.method.toUpperCase() as never)) ours.push(`${collection.slug} ${e.method.toUpperCase()} ${e.path}`)
      }
    }
    for (const e of (sanitized.endpoints || []) as Endpoint[]) {
      if (!probe.endpoints || (probe.endpoints as Endpoint[]).some((p) => p.method === e.method && p.path === e.path)) continue
      if (WRITE_METHODS.includes(e.method.toUpperCase() as never)) ours.push(`(root) ${e.method.toUpperCase()} ${e.path}`)
    }
    expect(ours.sort()).toEqual(Object.keys(PAYLOAD_EXEMPT).sort())
  })
})

describe.each(Object.entries(GUARDED))('%s', (key, accepts) => {
  const taken = accepts[0]!

  it('refuses a request from another site’s page (Origin) with 403', async () => {
    const res = await call(key, taken, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: PUBLIC_WRITE_MESSAGES.crossSite })
  })

  it('refuses Sec-Fetch-Site: cross-site and Origin: null with 403', async () => {
    expect((await call(key, taken, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await call(key, taken, { origin: 'null' })).status).toBe(403)
    // Another dealer's site is another site, though both are ours.
    expect((await call(key, taken, { origin: `https://other-dealer.example.com.au` })).status).toBe(403)
  })

  it('refuses a body type it does not take with 415, naming the ones it does', async () => {
    const refused = (['json', 'text', 'urlencoded', 'multipart'] as const).filter((k) => !accepts.includes(k))
    for (const kind of refused) {
      const res = await call(key, kind, { origin: `http://${HOST}` })
      expect(res.status, kind).toBe(415)
      expect(await res.json()).toEqual({ message: PUBLIC_WRITE_MESSAGES.contentType(accepts) })
    }
  })

  it('lets its own pages through with each body type it takes', async () => {
    for (const kind of accepts) {
      for (const headers of [{ origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' }, { origin: `https://${HOST}:8443` }, {}] as Record<string, string>[]) {
        const res = await call(key, kind, headers)
        expect([403, 415], `${kind} ${JSON.stringify(headers)}`).not.toContain(res.status)
      }
    }
  })
})

describe('the guard before any work', () => {
  beforeAll(async () => {
    // A real dealer: a refused lead must not be stored even where the host names one.
    const payload = await getTestPayload()
    const dealer = await createTenant(payload, 'Cross Site Motors')
    const before = await payload.count({ collection: 'leads', overrideAccess: true })
    const res = await handlers.get('POST /api/leads')!(
      new Request('http://x/api/leads', {
        method: 'POST',
        headers: { host: dealer.domains![0]!.domain, 'content-type': 'text/plain', origin: 'https://evil.example' },
        body: JSON.stringify({ form: 'enquiry', fields: { name: 'A', last_name: 'B', email: 'a@example.com', phone: '0412 345 678', postcode: '4000', message: 'Hi', category: 'Sales' } }),
      }),
      context(),
    )
    leadOutcome = { status: res.status, stored: (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs - before.totalDocs }
  }, 180_000)
  let leadOutcome: { status: number; stored: number }

  it('stores no lead from a text/plain cross-site post to a real dealer', () => {
    expect(leadOutcome).toEqual({ status: 403, stored: 0 })
  })
})

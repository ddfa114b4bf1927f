/**
 * Every public request is rewritten to /{host}/{path}, so pages render (and cache) per dealer host
 * without reading request headers inside the page. Admin, API, Next assets and /assets are left alone.
 * A request to /{other-host}/... arrives here too and becomes /{this-host}/{other-host}/..., so a
 * shopper can never reach another dealer's site by path.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { normalizeHost } from '../tenants/host'
import { customerGate } from './lib/customers/proxyGate'

export function proxy(request: NextRequest) {
  const host = normalizeHost(request.headers.get('host'))
  if (!host) {
    return new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  const url = request.nextUrl.clone()
  // /cars/{slug}.pdf is the vehicle PDF, drawn by the API route (the Host header still names the dealer).
  const pdf = /^\/cars\/([^/]+)\.pdf$/.exec(url.pathname)
  if (pdf) {
    url.pathname = `/api/vehicle-pdf/${pdf[1]}`
    return NextResponse.rewrite(url)
  }
  url.pathname = `/${host}${url.pathname === '/' ? '' : url.pathname}`
  // Pages that need a signed-in shopper (null at once for every path that never does).
  const gate = customerGate(request, host)
  if (gate) return gate.then((signIn) => signIn ?? NextResponse.rewrite(url))
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: ['/((?!api/|api$|admin|_next/|assets/|favicon.ico).*)'],
}

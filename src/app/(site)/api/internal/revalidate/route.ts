/**
 * POST /api/internal/revalidate: expires cache tags in this instance's own Next cache, for
 * revalidations heard on the bus (src/lib/cache/internalRevalidate.ts says why it is a route).
 * Only the process itself calls it, with the internal secret; anyone else gets a 404.
 */
import { revalidateTag } from 'next/cache'

import { isInternalCaller, INTERNAL_SECRET_HEADER, tagsOfBody } from '@/lib/cache/internalRevalidate'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  if (!isInternalCaller(request.headers.get(INTERNAL_SECRET_HEADER))) return new Response('Not found', { status: 404 })
  const tags = tagsOfBody(await request.json().catch(() => null))
  if (!tags) return Response.json({ error: 'Expected { "tags": [strings] }' }, { status: 400 })
  // As our own revalidations do (src/lib/cache/revalidate.ts): the next request renders fresh content.
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return Response.json({ revalidated: tags.length }, { headers: { 'cache-control': 'no-store' } })
}

/**
 * GET /api/link-check?collection=pages|menus&id={id}: the internal links of a page or menu, as last
 * saved (its latest draft included), that lead to no page or route of its dealer (issue 17). The
 * admin's sidebar warning (src/admin/links/LinkCheck.client.tsx) asks after each save.
 *
 * Staff only, as /api/ad-feed-report: the admin session is checked by Payload, then the document is
 * read as that user with access enforced, so a marketer asking about another dealer's page gets 404.
 * Answers { checked, broken: [{ href, path, where }] }.
 */
import { checkDocument, tenantOf, type LinkCollection } from '@/lib/links/check'
import { payloadClient } from '@/lib/payload'
import { answer } from '@/lib/api/answer'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const collection = params.get('collection')
  const raw = params.get('id') ?? ''
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : null
  if ((collection !== 'pages' && collection !== 'menus') || id === null) return answer(400, { error: 'Give ?collection=pages|menus&id={id}.' })

  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return answer(401, { error: 'Sign in to the admin first.' })

  let doc: { tenant?: unknown }
  try {
    doc = await payload.findByID({ collection: collection as LinkCollection, id, depth: 0, draft: true, user, overrideAccess: false })
  } catch {
    return answer(404, { error: 'No such document.' })
  }
  const tenantId = tenantOf(doc)
  if (tenantId === null) return answer(200, { checked: 0, broken: [] })
  return answer(200, await checkDocument(payload, collection, doc, tenantId))
}

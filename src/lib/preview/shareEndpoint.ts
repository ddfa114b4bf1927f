/**
 * GET /api/{pages|promotions|popups}/{id}/preview-link: a signed link to the record's newest draft on
 * its dealer's host, valid for SHARED_PREVIEW_MS, for a marketer to send a colleague. Only a user who
 * may read the record (the multi-tenant plugin's dealer limit included) gets one.
 */
import type { Endpoint } from 'payload'

import { relationId } from '@/domain/relationId'
import { SHARED_PREVIEW_MS, type PreviewCollection } from './token'
import { previewUrl } from './url'

export const previewLinkEndpoint = (collection: PreviewCollection): Endpoint => ({
  path: '/:id/preview-link',
  method: 'get',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') return Response.json({ message: 'Sign in to share a preview.' }, { status: 401 })
    const id = relationId(req.routeParams?.id)
    if (!id) return Response.json({ message: 'Not found.' }, { status: 404 })
    const doc = await req.payload.findByID({ collection, id, draft: true, depth: 0, overrideAccess: false, user: req.user, disableErrors: true, select: { tenant: true } })
    if (!doc) return Response.json({ message: 'Not found.' }, { status: 404 })
    const url = await previewUrl(req, { collection, id, tenant: (doc as { tenant?: unknown }).tenant, ttlMs: SHARED_PREVIEW_MS })
    if (!url) return Response.json({ message: 'This dealer has no site address to preview on.' }, { status: 409 })
    return Response.json({ url, expiresAt: new Date(Date.now() + SHARED_PREVIEW_MS).toISOString() })
  },
})

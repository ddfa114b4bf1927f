/**
 * Field locks (issue 16): when a person saves a feed-managed car, each feed-managed field they changed
 * is locked against the feed, so the next import leaves it alone. The importer's own writes carry
 * req.context.stockFeedRun and lock nothing. A lock the person removed in the same save stays removed
 * unless that save also changed the field.
 */
import type { CollectionBeforeChangeHook } from 'payload'

import { locksAfterEdit } from '@/domain/feeds/locks'

type FeedState = { source?: unknown; locked?: string[] | null } | null | undefined

export const lockFeedFieldsOnEdit: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || req.context?.stockFeedRun) return data
  const before = originalDoc?.feed as FeedState
  if (!before?.source) return data
  const incoming = data.feed as FeedState
  const current = incoming && 'locked' in incoming ? incoming.locked : before.locked
  const locked = locksAfterEdit(current, originalDoc as Record<string, unknown>, data as Record<string, unknown>)
  return { ...data, feed: { ...(before as object), ...(incoming ?? {}), locked } }
}

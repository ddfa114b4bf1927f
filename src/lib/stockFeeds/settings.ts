/**
 * A stock feed document as the importer needs it: the mapping (the preset's, overridden column by
 * column by the feed's own), the branch codes, and the guard and missing-car rules as fractions.
 */
import { PHOTO_SEPARATORS, type PhotoSeparator } from '@/domain/feeds/lists'
import { FEED_PRESETS, type FeedFormat, type FeedMapping } from '@/domain/feeds/mapping'
import type { GuardSettings } from '@/domain/feeds/guard'
import type { MissingSettings } from '@/domain/feeds/missing'
import type { StockFeed } from '@/payload-types'
import { relationId } from '@/domain/relationId'

export type FeedSettings = {
  id: number
  tenantId: number
  name: string
  format: FeedFormat
  recordPath?: string
  encoding: string
  mapping: FeedMapping
  /** Branch code (upper case) → location id. */
  branches: Map<string, number>
  defaultLocation: number | null
  complete: boolean
  missing: Required<MissingSettings>
  guard: GuardSettings
  holdUntilPhotos: boolean
  allowChassisNumbers: boolean
  photoSeparator: PhotoSeparator
  lastGoodRowCount: number | null
}


export function feedSettings(feed: StockFeed): FeedSettings {
  const preset = FEED_PRESETS.find((p) => p.id === feed.preset)
  const own = (feed.mapping && typeof feed.mapping === 'object' ? feed.mapping : {}) as FeedMapping
  const tenantId = relationId(feed.tenant)
  if (tenantId === null) throw new Error(`Stock feed ${feed.id} has no dealer.`)
  return {
    id: feed.id,
    tenantId,
    name: feed.name,
    format: (feed.format ?? preset?.format ?? 'csv') as FeedFormat,
    recordPath: feed.recordPath || preset?.recordPath || undefined,
    encoding: feed.encoding ?? 'auto',
    mapping: { ...(preset?.mapping ?? {}), ...own },
    branches: new Map(
      (feed.branches ?? []).flatMap((b) => {
        const location = relationId(b.location)
        return b.code && location !== null ? [[b.code.trim().toUpperCase(), location] as const] : []
      }),
    ),
    defaultLocation: relationId(feed.defaultLocation),
    complete: feed.complete !== false,
    missing: { graceRuns: feed.graceRuns ?? 1, action: feed.missingAction === 'withdrawn' ? 'withdrawn' : 'sold' },
    guard: {
      maxRemovalShare: (feed.maxRemovalPercent ?? 20) / 100,
      minShareOfLastRun: (feed.minRowsPercent ?? 50) / 100,
    },
    holdUntilPhotos: Boolean(feed.holdUntilPhotos),
    allowChassisNumbers: Boolean(feed.allowChassisNumbers),
    photoSeparator: (PHOTO_SEPARATORS as readonly string[]).includes(feed.photoSeparator ?? '') ? (feed.photoSeparator as PhotoSeparator) : 'auto',
    lastGoodRowCount: feed.status?.lastGoodRowCount ?? null,
  }
}

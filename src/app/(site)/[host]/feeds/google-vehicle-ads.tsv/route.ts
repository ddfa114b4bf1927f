import { adFeedResponse } from '@/lib/adFeeds/files'

// Answered per request; the feed behind it is cached per dealer (src/lib/adFeeds/feeds.ts).
export const dynamic = 'force-dynamic'

/** The dealer's Google Merchant Center vehicle ads feed (feeds.md §A "MC"); 404 until switched on. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  return adFeedResponse('google', params)
}

import { adFeedResponse } from '@/lib/adFeeds/files'

// Answered per request; the feed behind it is cached per dealer (src/lib/adFeeds/feeds.ts).
export const dynamic = 'force-dynamic'

/** The dealer's Meta automotive inventory catalog (feeds.md §B); 404 until switched on. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  return adFeedResponse('meta', params)
}

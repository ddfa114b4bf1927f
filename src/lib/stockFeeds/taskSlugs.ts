/** The job queue's stock feed tasks (jobs.ts), named here so that queueing code needs no handlers. */
export const IMPORT_STOCK_FEED_TASK = 'importStockFeed'
export const FETCH_STOCK_FEEDS_TASK = 'fetchStockFeeds'

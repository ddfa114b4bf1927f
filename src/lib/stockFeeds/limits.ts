/** Largest feed file a push, an upload or a fetch may bring. */
export const MAX_FEED_BYTES = 300 * 1024 * 1024

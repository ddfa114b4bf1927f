/** Field rules for stock feeds, with messages a marketer can act on. */
import { validateFeedMapping } from '@/domain/feeds/mapping'
import { onPrivateOrigin } from '@/lib/stockFeeds/env'

export const validateFeedUrl = (value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }): true | string => {
  if (siblingData?.source !== 'url') return true
  if (typeof value !== 'string' || !value.trim()) return 'Enter the address of the feed file.'
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return 'Enter a full address, starting https://.'
  }
  if (url.protocol === 'https:') return true
  // Plain http only for the local DMS simulator, the one origin on this machine feeds may use.
  if (url.protocol === 'http:' && onPrivateOrigin(url.href)) return true
  return 'A feed address must start https://.'
}

export const validateMappingJson = (value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }): true | string => {
  if (value === null || value === undefined || value === '') {
    return siblingData?.preset === 'custom' ? 'With "My own mapping", enter the mapping: { "vehicle field": "column" }.' : true
  }
  return validateFeedMapping(value)
}

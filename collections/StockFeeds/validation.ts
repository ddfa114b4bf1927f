/** Field rules for stock feeds, with messages a marketer can act on. */
import { validateFeedMapping } from '../../src/domain/feeds/mapping'
import { allowPrivateFeedAddresses } from '../../src/lib/stockFeeds/env'

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
  if (url.protocol === 'http:' && allowPrivateFeedAddresses()) return true
  return 'A feed address must start https://.'
}

export const validateMappingJson = (value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }): true | string => {
  if (value === null || value === undefined || value === '') {
    return siblingData?.preset === 'custom' ? 'With "My own mapping", enter the mapping: { "vehicle field": "column" }.' : true
  }
  return validateFeedMapping(value)
}

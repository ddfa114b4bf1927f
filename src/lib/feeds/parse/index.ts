/**
 * Streaming feed parsers: CSV, TSV, XML and JSON over a Node `Readable` (or any async byte source),
 * each an async sequence of `{ line, record }` and `{ line, error }` items plus the file's columns.
 * See types.ts for the contract and each parser for its format's rules.
 */
import type { FeedFormat } from '@/domain/feeds/mapping'
import { parseDelimited } from './delimited'
import type { EncodingSetting } from './encoding'
import { parseJson } from './json'
import { FeedFileError, type FeedInput, type FeedParse } from './types'
import { parseXml } from './xml'

export {  encodingFromName,   } from './encoding'
export { parseDelimited,  } from './delimited'
export { parseXml,  } from './xml'
export {  parseJson,  } from './json'
export {
  
  
  FeedFileError,
  isRecordItem,
  type FeedErrorItem,
  type FeedInput,
  type FeedItem,
  type FeedParse,
  type FeedRecordItem,
} from './types'



export type ParseFeedOptions = {
  format: FeedFormat
  /** XML: the element path of one vehicle (required); JSON: the key path of the vehicle array. */
  recordPath?: string
  /** 'auto' (default), 'utf-8', 'windows-1252', or an encoding name from feed settings. */
  encoding?: EncodingSetting | string
  /** CSV/TSV: longest line; XML/JSON: largest record (characters). */
  maxRecordChars?: number
}

/** The parser for a feed's format. */
export function parseFeed(input: FeedInput, options: ParseFeedOptions): FeedParse {
  switch (options.format) {
    case 'csv':
    case 'tsv':
      return parseDelimited(input, { delimiter: options.format === 'tsv' ? '\t' : ',', encoding: options.encoding, maxLineChars: options.maxRecordChars })
    case 'xml':
      if (!options.recordPath?.trim()) throw new FeedFileError('An XML feed needs a record path, e.g. Stock/Vehicle.')
      return parseXml(input, { recordPath: options.recordPath, encoding: options.encoding, maxRecordChars: options.maxRecordChars })
    case 'json':
      return parseJson(input, { recordPath: options.recordPath, encoding: options.encoding, maxRecordChars: options.maxRecordChars })
    default:
      throw new FeedFileError(`Unknown feed format "${String(options.format)}".`)
  }
}

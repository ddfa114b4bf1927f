/** Shared helpers for the feed tests: byte streams from text, fixture files, collecting parse items. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { FeedErrorItem, FeedParse, FeedRecordItem } from '@/lib/feeds/parse'

/** A Readable of the bytes in small chunks, so every parser meets chunk boundaries mid-token. */
export function streamOf(data: string | Buffer, chunkSize = 7): Readable {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data
  const chunks: Buffer[] = []
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize))
  return Readable.from(chunks)
}

export function fixture(name: string): Buffer {
  return readFileSync(path.join(__dirname, 'fixtures', name))
}

export async function collect(parse: FeedParse): Promise<{ records: FeedRecordItem[]; errors: FeedErrorItem[]; items: Array<FeedRecordItem | FeedErrorItem> }> {
  const items: Array<FeedRecordItem | FeedErrorItem> = []
  for await (const item of parse) items.push(item)
  return {
    items,
    records: items.filter((i): i is FeedRecordItem => 'record' in i),
    errors: items.filter((i): i is FeedErrorItem => 'error' in i),
  }
}

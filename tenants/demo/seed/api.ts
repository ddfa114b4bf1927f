/**
 * The seed's one way of writing: find a record by its natural key and create it only when missing.
 *
 * Every call runs inside the seed's single transaction (`req`), bypasses access control (there is no
 * user; the seed is trusted code) and skips cache revalidation (there is no Next.js cache outside a
 * request, and nothing is being served yet).
 */
import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  PayloadRequest,
  RequiredDataFromCollectionSlug,
  Where,
} from 'payload'

export type SeedApi = {
  payload: Payload
  /** Options every local API call passes. */
  opts: { req: PayloadRequest; overrideAccess: true; context: { disableRevalidate: true } }
  /** What was created and what already existed, by collection, for the final log line. */
  stats: Record<string, { created: number; existing: number }>
}

export function seedApi(payload: Payload, req: PayloadRequest): SeedApi {
  return { payload, opts: { req, overrideAccess: true, context: { disableRevalidate: true } }, stats: {} }
}

function tally(api: SeedApi, collection: string, created: boolean) {
  tallyMany(api, collection, created ? 1 : 0, created ? 0 : 1)
}

/** Adds a batch's counts to the final log line (for seeds that look records up in bulk). */
export function tallyMany(api: SeedApi, collection: string, created: number, existing: number) {
  const row = (api.stats[collection] ??= { created: 0, existing: 0 })
  row.created += created
  row.existing += existing
}

/**
 * Returns the record matching `where`, creating it from `data` (and `filePath` for uploads) when none
 * exists. An existing record is returned untouched: re-running the seed never overwrites an edit.
 */
export async function findOrCreate<S extends CollectionSlug>(
  api: SeedApi,
  collection: S,
  where: Where,
  data: RequiredDataFromCollectionSlug<S>,
  filePath?: string,
): Promise<DataFromCollectionSlug<S>> {
  const { payload, opts } = api
  // draft: true also finds a page whose latest version is an unpublished draft.
  const found = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false, draft: true, ...opts })
  if (found.docs[0]) {
    tally(api, collection, false)
    return found.docs[0] as DataFromCollectionSlug<S>
  }
  // Demo content is live from the start: records of collections with drafts are created published.
  const hasDrafts = Boolean(payload.collections[collection].config.versions?.drafts)
  const doc = await payload.create({
    collection,
    data: hasDrafts && !('_status' in data) ? { ...data, _status: 'published' } : data,
    depth: 0,
    // overwriteExistingFiles keeps the given file name even when an earlier, since-wiped database
    // left a file of that name in the media folder (Payload would otherwise save it as name-1.ext).
    ...(filePath ? { filePath, overwriteExistingFiles: true } : {}),
    ...opts,
  } as Parameters<Payload['create']>[0])
  tally(api, collection, true)
  return doc as DataFromCollectionSlug<S>
}

/**
 * The storage plugin for the media collection: S3-compatible storage when S3_BUCKET is set
 * (src/lib/storage/s3Config.ts), else Payload's local disk as before.
 *
 * - The plugin is always installed, enabled or not, with `alwaysInsertFields`: the schema (its `prefix`
 *   and `_objectKey` columns) and the admin's import map are the same in both modes, so one set of
 *   migrations and one build serve either.
 * - Files are still served through `/api/media/file/…` (Payload's access control stays on:
 *   src/access/media.ts), streamed from the bucket: the bucket stays private, and the URL works on
 *   every instance.
 * - `clientUploads` stays off: uploads go through Payload, so the type, size and sharp resizing hooks
 *   see every file.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { s3Settings } from './s3Config'

export function mediaStorage(env = process.env): Plugin {
  const settings = s3Settings(env)
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? 'media-on-local-disk',
    // An explicit empty prefix: files keep their plain names as keys, and the plugin adds its `prefix`
    // field when enabled too (alwaysInsertFields covers only the disabled case), so both modes match.
    collections: { media: { prefix: '' } },
    config: settings?.client ?? {},
    clientUploads: false,
  })
}

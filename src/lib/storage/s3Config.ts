/**
 * Media on S3-compatible storage (issue 20): the settings, read from the environment in one place so
 * the Payload config, the readiness probe and the readers of media files (the vehicle PDF) agree.
 *
 * S3_BUCKET switches it on; without it media stay on local disk ($FORECOURT_DATA_DIR/media).
 *   S3_ENDPOINT           the server's URL (MinIO, R2, s3rver…); unset for AWS itself
 *   S3_REGION             default us-east-1
 *   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY   unset: the AWS SDK's own chain (instance role, AWS_* variables)
 *   S3_FORCE_PATH_STYLE   default true (http://endpoint/bucket/key, what most clones need); false for
 *                         virtual-hosted names (http://bucket.endpoint/key)
 */
import type { S3ClientConfig } from '@aws-sdk/client-s3'

/** process.env or a test's own variables (the S3_* names above). */
export type S3Env = Readonly<Record<string, string | undefined>>

export type S3Settings = { bucket: string; client: S3ClientConfig }

export function s3Settings(env: S3Env = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK’s own credentials.')
  }
  return {
    bucket,
    client: {
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // The SDK's default CRC checksums on every request are refused by some S3 clones; send and check
      // them only where the S3 API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}

/**
 * The object key of a media file (the original or one of its sizes). Server-side uploads store each
 * file under its plain name; `prefix` and `_objectKey` (the storage plugin's fields, empty unless a
 * prefix or client uploads are configured) are folded in the way the plugin does, so a later change
 * to either still finds the file.
 */
export function mediaObjectKey(filename: string, doc: { prefix?: string | null; _objectKey?: string | null } = {}): string {
  const folder = [doc.prefix, doc._objectKey].map((part) => (part ?? '').replace(/^\/+|\/+$/g, '')).filter(Boolean)
  return [...folder, filename].join('/')
}

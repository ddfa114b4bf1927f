/**
 * Our own S3 client for the few things outside Payload's upload flow: the readiness probe (HeadBucket)
 * and reading a media file's bytes (the vehicle PDF). One client per bucket and endpoint, kept for the
 * process, like the storage plugin's own.
 */
import { GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import type { S3Settings } from './s3Config'

const clients = new Map<string, S3Client>()

function s3Client(settings: S3Settings): S3Client {
  const key = `${settings.client.endpoint ?? 'aws'}|${settings.client.region}|${settings.bucket}`
  let client = clients.get(key)
  if (!client) {
    client = new S3Client(settings.client)
    clients.set(key, client)
  }
  return client
}

/** The SDK's errors for a bare HTTP status (HeadBucket has no body) carry only a name: say what happened. */
function describe(error: unknown): string {
  const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } }
  const status = e?.$metadata?.httpStatusCode
  const text = [e?.name && e.name !== 'Error' ? e.name : '', e?.message && e.message !== 'UnknownError' ? e.message : '']
    .filter(Boolean)
    .join(': ')
  return [text || String(error), status ? `HTTP ${status}` : ''].filter(Boolean).join(', ')
}

/** HeadBucket: proves the endpoint answers, the bucket exists and our credentials may use it. */
export async function headBucket(settings: S3Settings, signal?: AbortSignal): Promise<string> {
  try {
    await s3Client(settings).send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: signal })
    return `bucket ${settings.bucket}`
  } catch (error) {
    throw new Error(`bucket ${settings.bucket}: ${describe(error)}`)
  }
}

/** An object's bytes, or null when it is missing or larger than maxBytes (read no further then). */
export async function readObject(settings: S3Settings, key: string, maxBytes: number): Promise<Uint8Array | null> {
  try {
    const object = await s3Client(settings).send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
    if (!object.Body || (object.ContentLength ?? 0) > maxBytes) {
      object.Body?.transformToWebStream().cancel().catch(() => {})
      return null
    }
    return await object.Body.transformToByteArray()
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null
    throw error
  }
}

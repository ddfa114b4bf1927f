/**
 * The app's media files, where the app keeps them: the S3 bucket when S3_BUCKET is set
 * (src/lib/storage/s3Config.ts), else the folder $FORECOURT_DATA_DIR/media. A backup lists and reads
 * them; a restore writes them (and on --force removes what was there first). Keys are the paths under
 * the folder or the bucket's object keys, with "/" between parts.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { s3Settings } from '@/lib/storage/s3Config'

export type MediaStore = {
  kind: 'disk' | 's3'
  /** Said to a person: "the media folder /srv/…/media" or "the bucket forecourt-media". */
  place: string
  list(): Promise<{ key: string; size: number }[]>
  /** The file's bytes, or null when it went away after the listing. */
  read(key: string): Promise<Uint8Array | null>
  write(key: string, bytes: Uint8Array): Promise<void>
  removeAll(): Promise<void>
  close(): void
}

async function filesUnder(root: string, dir = root): Promise<{ key: string; size: number }[]> {
  const found: { key: string; size: number }[] = []
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return found
    throw error
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await filesUnder(root, full)))
    else if (entry.isFile()) found.push({ key: path.relative(root, full).split(path.sep).join('/'), size: (await stat(full)).size })
  }
  return found
}

function diskStore(dir: string): MediaStore {
  const at = (key: string) => path.join(dir, ...key.split('/'))
  return {
    kind: 'disk',
    place: `the media folder ${dir}`,
    list: async () => (await filesUnder(dir)).sort((a, b) => (a.key < b.key ? -1 : 1)),
    read: async (key) => {
      try {
        return new Uint8Array(await readFile(at(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    write: async (key, bytes) => {
      await mkdir(path.dirname(at(key)), { recursive: true })
      await writeFile(at(key), bytes)
    },
    removeAll: async () => {
      for (const entry of await readdir(dir).catch(() => [] as string[])) await rm(path.join(dir, entry), { recursive: true, force: true })
    },
    close: () => {},
  }
}

/** Every object of a bucket (under a prefix), a thousand a page. */
export async function listObjects(client: S3Client, bucket: string, prefix = ''): Promise<{ key: string; size: number }[]> {
  const found: { key: string; size: number }[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }))
    for (const o of page.Contents ?? []) if (o.Key) found.push({ key: o.Key, size: o.Size ?? 0 })
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return found
}

export async function getObject(client: S3Client, bucket: string, key: string): Promise<Uint8Array | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    return object.Body ? await object.Body.transformToByteArray() : new Uint8Array()
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null
    throw error
  }
}

function s3Store(env: NodeJS.ProcessEnv): MediaStore {
  const settings = s3Settings(env)!
  const client = new S3Client(settings.client)
  const bucket = settings.bucket
  return {
    kind: 's3',
    place: `the bucket ${bucket}`,
    list: () => listObjects(client, bucket),
    read: (key) => getObject(client, bucket, key),
    write: async (key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.length }))
    },
    removeAll: async () => {
      const keys = (await listObjects(client, bucket)).map((o) => o.key)
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) } }))
      }
    },
    close: () => client.destroy(),
  }
}

/** The media store the app uses with this environment. */
export function mediaStore(env: NodeJS.ProcessEnv = process.env): MediaStore {
  if (s3Settings(env)) return s3Store(env)
  return diskStore(path.resolve(env.FORECOURT_DATA_DIR ?? '.data', 'media'))
}

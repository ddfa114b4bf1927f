/**
 * Where a backup is kept: a folder, or a prefix of an S3 bucket. The bucket is reached with the app's
 * own S3 settings (S3_ENDPOINT, S3_REGION, keys) unless BACKUP_S3_* of the same names say otherwise, so
 * backups can go to another account or provider than the media. Nothing is ever overwritten: a place
 * that already holds a backup (a manifest.json, or for a folder any file) is refused.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { describeLocation, type BackupLocation } from '@/domain/operations/backupArgs'
import { MANIFEST_FILE } from '@/domain/operations/backupManifest'
import { s3Settings, type S3Env } from '@/lib/storage/s3Config'

import { getObject, listObjects } from './mediaStore'

export type BackupPlace = {
  said: string
  /** Whether something is there already (a backup must not land on another). */
  holdsSomething(): Promise<boolean>
  putFile(name: string, file: string): Promise<void>
  putBytes(name: string, bytes: Uint8Array): Promise<void>
  /** The bytes of a (small) file, or null when it is not there. */
  getBytes(name: string): Promise<Uint8Array | null>
  /** A local path holding the named file: the file itself in a folder, a download into `scratch` from S3. */
  localCopy(name: string, scratch: string): Promise<string | null>
  close(): void
}

/** The S3 settings for backups: BACKUP_S3_* where set, else the media's S3_* values. */
function backupS3Env(bucket: string, env: S3Env = process.env): S3Env {
  const pick = (name: string) => env[`BACKUP_S3_${name}`] ?? env[`S3_${name}`]
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: pick('ENDPOINT'),
    S3_REGION: pick('REGION'),
    S3_ACCESS_KEY_ID: pick('ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: pick('SECRET_ACCESS_KEY'),
    S3_FORCE_PATH_STYLE: pick('FORCE_PATH_STYLE'),
  }
}

function folderPlace(dir: string): BackupPlace {
  const at = (name: string) => path.join(dir, ...name.split('/'))
  return {
    said: dir,
    holdsSomething: async () => (await readdir(dir).catch(() => [])).length > 0,
    putFile: async (name, file) => {
      await mkdir(path.dirname(at(name)), { recursive: true })
      if (path.resolve(file) !== path.resolve(at(name))) await copyFile(file, at(name))
    },
    putBytes: async (name, bytes) => {
      await mkdir(path.dirname(at(name)), { recursive: true })
      await writeFile(at(name), bytes)
    },
    getBytes: async (name) => {
      try {
        return new Uint8Array(await readFile(at(name)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    localCopy: async (name) => ((await stat(at(name)).catch(() => null))?.isFile() ? at(name) : null),
    close: () => {},
  }
}

function s3Place(bucket: string, prefix: string): BackupPlace {
  const client = new S3Client(s3Settings(backupS3Env(bucket))!.client)
  const key = (name: string) => (prefix ? `${prefix}/${name}` : name)
  return {
    said: `s3://${bucket}/${prefix}`,
    holdsSomething: async () => (await getObject(client, bucket, key(MANIFEST_FILE))) !== null || (await listObjects(client, bucket, prefix ? `${prefix}/` : '')).length > 0,
    putFile: async (name, file) => {
      // A stream with its length: the dump is not read into memory.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(name), Body: createReadStream(file), ContentLength: (await stat(file)).size }))
    },
    putBytes: async (name, bytes) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(name), Body: bytes, ContentLength: bytes.length }))
    },
    getBytes: (name) => getObject(client, bucket, key(name)),
    localCopy: async (name, scratch) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }))
        const file = path.join(scratch, ...name.split('/'))
        await mkdir(path.dirname(file), { recursive: true })
        await pipeline(object.Body as Readable, createWriteStream(file))
        return file
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    close: () => client.destroy(),
  }
}

export function backupPlace(at: BackupLocation): BackupPlace {
  const place = at.kind === 'folder' ? folderPlace(path.resolve(at.path)) : s3Place(at.bucket, at.prefix)
  return { ...place, said: describeLocation(at) }
}

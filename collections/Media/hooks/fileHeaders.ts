import { mediaFilePolicy } from '@/domain/security/mediaPolicy'

/**
 * The headers of a media file's answer, from local disk or S3 (Payload's file handler and the storage
 * plugin's both pass theirs through here): the sandboxing policy for the type being served
 * (src/domain/security/mediaPolicy.ts), in place of Payload's own, which covers XML types only, and
 * nosniff, so the browser never reads the bytes as another type than the one named.
 */
export function mediaFileHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('Content-Security-Policy', mediaFilePolicy(headers.get('content-type')))
  headers.set('X-Content-Type-Options', 'nosniff')
  return headers
}

/**
 * The external video: "an external video (embedded in a frame only for YouTube embed
 * addresses)". Anything else is offered as a plain link, so the page never frames an arbitrary site.
 */

/** Hosts whose /embed/{id} pages may be framed. */
export const YOUTUBE_EMBED_HOSTS: readonly string[] = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]

const VIDEO_ID = /^\/embed\/[A-Za-z0-9_-]+\/?$/

function parse(url: string | null | undefined): URL | null {
  if (typeof url !== 'string' || url.trim() === '') return null
  try {
    return new URL(url.trim())
  } catch {
    return null
  }
}

/**
 * The address to put in the frame, or null (show a link instead). Only `https:` YouTube embed pages
 * (`https://www.youtube.com/embed/{id}`, also youtube-nocookie.com and the bare youtube.com host) with
 * no user name, password or port; the query (start time, autoplay) is kept. http is refused: a framed
 * http page is blocked as mixed content on an https site.
 */
export function embeddableVideoUrl(url: string | null | undefined): string | null {
  const u = parse(url)
  if (!u || u.protocol !== 'https:' || u.username || u.password || u.port) return null
  if (!YOUTUBE_EMBED_HOSTS.includes(u.hostname.toLowerCase())) return null
  if (!VIDEO_ID.test(u.pathname)) return null
  return u.toString()
}

export type ExternalVideo = { kind: 'embed'; src: string } | { kind: 'link'; href: string }

/**
 * How to show a car's external video: a frame for a YouTube embed address, else a link for any other
 * http(s) address, else nothing (blank, malformed, or another scheme such as javascript:).
 */
export function externalVideo(url: string | null | undefined): ExternalVideo | null {
  const src = embeddableVideoUrl(url)
  if (src) return { kind: 'embed', src }
  const u = parse(url)
  if (u && (u.protocol === 'https:' || u.protocol === 'http:')) return { kind: 'link', href: u.toString() }
  return null
}

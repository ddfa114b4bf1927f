/**
 * Reads the frame list a dealer's layout puts in the page's `<head>` as a `<meta>` policy
 * (dealerFramePolicy), so the server can send it in the Content-Security-Policy header itself (issue
 * 33: the header allowed any https frame and only the meta tag narrowed it; a header holds from the
 * first byte and cannot be left out of a page).
 *
 * Only our own layout writes that tag, in the head, before any content: React escapes what content
 * brings into attributes and text, so no one else can write a tag. Even so, only `'self'` and plain
 * https origins are taken from it, so whatever it says, the header never allows more than https frames,
 * which is what it allowed before.
 */
import { isTagOrigin } from '../marketing/tags'

/** How far into a page its head may end; a longer head is read as having no frame list. */
const MAX_HEAD_CHARS = 64 * 1024

const HEAD_END = /<\/head\s*>|<body[\s>]/i
const META = /<meta\b[^>]*>/gi
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? '') : null
}

const decode = (value: string) =>
  value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));/gi, (_m, hex?: string, dec?: string, name?: string) => {
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16))
    if (dec) return String.fromCodePoint(Number(dec))
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[name!.toLowerCase() as 'amp']
  })

/** Whether the start of a page (`html`) is enough to know its head: its end, or its first MAX_HEAD_CHARS. */
export const headIsComplete = (html: string) => HEAD_END.test(html) || html.length >= MAX_HEAD_CHARS

/**
 * The frame sources (besides 'self') of the head's meta frame policy, or null when the head has none.
 * `html` is the start of the page, up to the end of its head.
 */
export function headFrameSources(html: string): string[] | null {
  const end = HEAD_END.exec(html)
  const head = html.slice(0, end ? end.index : MAX_HEAD_CHARS)
  for (const [tag] of head.matchAll(META)) {
    if (attribute(tag, 'http-equiv')?.toLowerCase() !== 'content-security-policy') continue
    const directive = decode(attribute(tag, 'content') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name?.toLowerCase() === 'frame-src')
    if (!directive) continue
    return [...new Set(directive.slice(1).map((s) => s.toLowerCase()).filter((s) => HTTPS_ORIGIN.test(s)))]
  }
  return null
}

/** The directives a dealer's marketing tags add to the policy (src/domain/marketing/tags.ts tagPolicySources). */
export type HeadTagSources = { script: string[]; connect: string[]; font: string[] }

/**
 * The name of the `<meta>` in which the dealer's layout lists its tags' origins. Not a policy the
 * browser reads (a `script-src` there would also bind, and could not carry this answer's nonce): the
 * server lifts it into the header, as it does the frame list.
 */
export const TAG_SOURCES_META = 'forecourt-tag-sources'


/** The meta's content for these sources, in the same directive syntax as a policy. */
export function tagSourcesContent(sources: HeadTagSources): string {
  return (['script', 'connect', 'font'] as const).map((key) => `${key}-src ${sources[key].join(' ')}`.trim()).join('; ')
}

/** The tag origins the head lists, or null when it lists none; only https and wss origins are taken. */
export function headTagSources(html: string): HeadTagSources | null {
  const end = HEAD_END.exec(html)
  const head = html.slice(0, end ? end.index : MAX_HEAD_CHARS)
  for (const [tag] of head.matchAll(META)) {
    if (attribute(tag, 'name') !== TAG_SOURCES_META) continue
    const sources: HeadTagSources = { script: [], connect: [], font: [] }
    for (const directive of decode(attribute(tag, 'content') ?? '').split(';')) {
      const [name, ...values] = directive.trim().split(/\s+/)
      const key = { 'script-src': 'script', 'connect-src': 'connect', 'font-src': 'font' }[name?.toLowerCase() ?? ''] as keyof HeadTagSources | undefined
      if (key) sources[key] = [...new Set(values.map((v) => v.toLowerCase()).filter(isTagOrigin))]
    }
    return sources
  }
  return null
}

/** What the server takes from a dealer page's head into its header. */
export type HeadPolicy = { frames: string[] | null; tags: HeadTagSources | null }

export const headPolicy = (html: string): HeadPolicy => ({ frames: headFrameSources(html), tags: headTagSources(html) })

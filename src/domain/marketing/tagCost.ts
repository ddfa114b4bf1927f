/**
 * What each marketing tag costs a shopper's page view (issue 37: "the admin says what it costs"),
 * worked out in the browser from what the page itself measured, then summed per tag: the bytes of the
 * tag's scripts (Resource Timing: a vendor that sends no Timing-Allow-Origin reports 0, so the size is
 * unknown rather than zero) and the main-thread time its scripts took in long animation frames (the
 * Long Animation Frames API names the script behind each long frame; work in short frames does not
 * delay a shopper and is not reported). Pure: the browser reporter gathers the entries, the events
 * endpoint bounds what it stores, the admin reads the sums.
 */
import { scriptKey, scriptLabel, tagScriptOrigins, type SiteTag } from './tags'

/** A loaded tag as the attribution sees it: its key, the script the page added, where its scripts come from. */
export type LoadedTag = { key: string; src: string; origins: readonly string[] }

export type ScriptResource = { name: string; initiatorType: string; encodedBodySize: number; transferSize: number }
export type ScriptTiming = { sourceURL: string; duration: number }

/** One tag's cost on one page view: bytes null when the vendor hides them, ms null where the browser cannot tell. */
export type TagCost = { tag: string; bytes: number | null; ms: number | null }

/** The most a page view reports, and the largest figures taken as a measurement rather than noise. */
export const TAG_COST_LIMITS = { tags: 20, keyLength: 200, bytes: 50 * 1024 * 1024, ms: 600_000 } as const

/** The key a cost is stored under, and its name in the admin. A custom script is known by its label. */
export const tagCostKey = (tag: SiteTag) => (tag.vendor === 'custom' ? `custom:${tag.id}` : scriptKey(tag)).slice(0, TAG_COST_LIMITS.keyLength)

export function loadedTag(tag: SiteTag): LoadedTag {
  return { key: tagCostKey(tag), src: tag.src, origins: tagScriptOrigins(tag) }
}

/** Each stored key with the admin's name for it, for the tags the dealer has now. */
export function tagCostLabels(tags: readonly SiteTag[]): Record<string, string> {
  return Object.fromEntries(tags.map((tag) => [tagCostKey(tag), scriptLabel(tag)]))
}

/** Does `url` come from `origin` (which may start with `*.`)? */
function fromOrigin(url: URL, origin: string): boolean {
  const o = /^([a-z]+):\/\/(\*\.)?([^/:]+)(?::(\d+))?$/.exec(origin)
  if (!o) return false
  const [, scheme, wildcard, host, port] = o
  if (url.protocol !== `${scheme}:` || (port ?? '') !== url.port) return false
  return wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host
}

/**
 * The tag a script address belongs to: the tag whose own script it is, else the first loaded tag it
 * shares an origin with (Tag Manager, first in load order, owns the gtag.js it loads itself).
 */
export function tagForScript(address: string, tags: readonly LoadedTag[]): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  const own = tags.find((t) => t.src === address)
  if (own) return own.key
  return tags.find((t) => t.origins.some((origin) => fromOrigin(url, origin)))?.key ?? null
}

/**
 * Each loaded tag's bytes and main-thread milliseconds on this page view, in load order; `scripts` is
 * null where the browser has no Long Animation Frames API.
 */
export function attributeTagCosts(tags: readonly LoadedTag[], resources: readonly ScriptResource[], scripts: readonly ScriptTiming[] | null): TagCost[] {
  const costs = new Map(tags.map((t) => [t.key, { bytes: 0, known: false, ms: 0 }]))
  for (const r of resources) {
    if (r.initiatorType !== 'script') continue
    const cost = costs.get(tagForScript(r.name, tags) ?? '')
    if (!cost) continue
    const size = r.encodedBodySize || r.transferSize
    // 0 is what a cross-origin response without Timing-Allow-Origin reports, whatever its size.
    if (size > 0) {
      cost.bytes += size
      cost.known = true
    }
  }
  for (const s of scripts ?? []) {
    const cost = costs.get(tagForScript(s.sourceURL, tags) ?? '')
    if (cost && s.duration > 0) cost.ms += s.duration
  }
  return [...costs].slice(0, TAG_COST_LIMITS.tags).map(([tag, c]) => ({ tag, bytes: c.known ? Math.min(c.bytes, TAG_COST_LIMITS.bytes) : null, ms: scripts ? Math.min(Math.round(c.ms), TAG_COST_LIMITS.ms) : null }))
}

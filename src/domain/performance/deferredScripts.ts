/**
 * Starts a dealer page's scripts once its largest image is on screen, not while the browser parses
 * the HTML.
 *
 * Next writes each of a page's script chunks as `<script src="/_next/static/…" async>` (and preloads
 * its webpack runtime), so a phone fetches about 165 KB gzip of JavaScript at once with the first
 * paint's stylesheet and image. On a phone's network they share the bandwidth with the LCP image, and a
 * chunk that arrives first runs its code (hydration) before the browser has painted that image. Here
 * each such tag leaves the HTML as a placeholder (`data-defer-src`, no request; a script preload:
 * `data-defer-href`) and one small inline script puts the real tags back once the page is parsed and one of its priority images
 * (`fetchpriority="high"`: the hero, the first car photo, the first results; see src/components/Media)
 * is loaded and laid out (see LOADER); a hidden tab at once; none waits more than MAX_WAIT_MS after
 * the page is parsed. A page that preloads no priority image (a form, a content page) is left as Next
 * wrote it: it has no LCP image to wait for, and its forms hydrate as early as before.
 * The scripts are the same files with the same attributes (async, the answer's nonce), so React finds
 * them where it expects them when it hydrates.
 *
 * Like ScriptNonceWriter, this reads the HTML React renders as text: a literal `<script` or `<link`
 * there is always a tag (text and attribute values escape `<`). A tag split across two chunks is held
 * back until the next chunk shows how it ends.
 */

import { NEXT_STATIC_PATH } from '../next/reliedOn'
import { EARLY_INTERACTION_FLAG, WAKE_EVENTS } from './wakeEvents'

/** The longest the scripts wait for a priority image after the HTML is parsed. */
const MAX_WAIT_MS = 3000

/**
 * The loader, written once per page before the first placeholder. It runs where it stands (in the
 * head) but only acts once the document is parsed (DOMContentLoaded), so it sees every placeholder,
 * the body's included. It then waits, frame by frame, for a priority image that is loaded and laid
 * out, lets it decode, and puts the scripts back (and preloads the page's next/dynamic parts) in a
 * task after the next frame: after the first paint that shows the image, never before it, so a first
 * paint that comes late (a busy phone) still gets the image before the scripts' bytes and work. A
 * hidden tab, or a page whose priority images never show, gets them at once or after MAX_WAIT_MS.
 * Meanwhile it notes the shopper's first sign of life (src/components/deferred/interaction.ts), so a
 * touch or scroll before the scripts arrive still wakes the page's deferred islands.
 */
export const LOADER =
  '(function(d,w){var done=0,E=' +
  JSON.stringify(WAKE_EVENTS) +
  ';function seen(){w.' +
  EARLY_INTERACTION_FLAG +
  '=true;E.forEach(function(t){w.removeEventListener(t,seen,true)})}' +
  'E.forEach(function(t){w.addEventListener(t,seen,{capture:true,passive:true})});' +
  'function go(){if(done)return;done=1;var seen={};' +
  'd.querySelectorAll("script[data-defer-src]").forEach(function(p){seen[p.getAttribute("data-defer-src")]=1});' +
  'd.querySelectorAll("link[data-defer-href]").forEach(function(p){var h=p.getAttribute("data-defer-href");' +
  'if(seen[h])return p.parentNode.removeChild(p);var l=d.createElement("link");l.rel="preload";l.as="script";l.href=h;' +
  'if(p.nonce)l.nonce=p.nonce;var f=p.getAttribute("fetchpriority");if(f)l.setAttribute("fetchpriority",f);p.parentNode.replaceChild(l,p)});' +
  'd.querySelectorAll("script[data-defer-src]").forEach(function(p){' +
  'var s=d.createElement("script"),id=p.id;s.src=p.getAttribute("data-defer-src");s.async=true;s.nonce=p.nonce;' +
  'p.parentNode.replaceChild(s,p);if(id)s.id=id})}' +
  'function shown(c){for(var i=0;i<c.length;i++)if(c[i].complete&&c[i].getClientRects().length)return c[i];return null}' +
  'function start(){var c=d.querySelectorAll("img[fetchpriority=high]");' +
  'if(d.hidden||!c.length)return go();' +
  'w.setTimeout(go,' +
  MAX_WAIT_MS +
  ');' +
  'function painted(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})}' +
  '(function poll(){if(done)return;var img=shown(c);if(!img)return w.requestAnimationFrame(poll);' +
  'img.decode?img.decode().then(painted,painted):painted()})()}' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start);else start()' +
  '})(document,window)'

/** The end of a chunk that may be a `<script` or `<link` tag not finished yet (or its first letters). */
const PARTIAL_TAG = /<(?:s(?:c(?:r(?:i(?:p(?:t)?)?)?)?)?|l(?:i(?:n(?:k)?)?)?)?$|<(?:script|link)\b[^>]*$/i
const TAG = /<(?:script|link)\b[^>]*>/gi

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`, 'i').exec(tag)
  return m ? (m[1] ?? '') : null
}

export class DeferredScriptsWriter {
  private held = ''
  /** Decided at the page's first script tag: only a page that preloads a priority image defers. */
  private mode: 'undecided' | 'defer' | 'keep' = 'undecided'
  private priorityImage = false

  /** The next chunk of the document with its script tags deferred; may hold back an unfinished tag. */
  push(chunk: string): string {
    const text = this.held + chunk
    const partial = PARTIAL_TAG.exec(text)
    const cut = partial ? partial.index : text.length
    this.held = text.slice(cut)
    return this.rewrite(text.slice(0, cut))
  }

  /** Whatever was held back, at the end of the document. */
  end(): string {
    const rest = this.held
    this.held = ''
    return this.rewrite(rest)
  }

  /**
   * Whether this page's scripts wait. React writes the preloads of priority images (the page's LCP
   * candidates) first in the head, before any script; a page without one (a form, a content page) has
   * no image to wait for and keeps its scripts as Next wrote them, hydrating as early as before.
   */
  private defers(): boolean {
    if (this.mode === 'undecided') this.mode = this.priorityImage ? 'defer' : 'keep'
    return this.mode === 'defer'
  }

  private rewrite(text: string): string {
    return text.replace(TAG, (tag) => (tag[1] === 'l' || tag[1] === 'L' ? this.link(tag) : this.script(tag)))
  }

  private link(tag: string): string {
    const rel = attribute(tag, 'rel')?.toLowerCase()
    const as = attribute(tag, 'as')?.toLowerCase()
    if (rel === 'preload' && as === 'image' && attribute(tag, 'fetchpriority')?.toLowerCase() === 'high') this.priorityImage = true
    // Next preloads its webpack runtime, and the chunks of each next/dynamic part the page rendered
    // (a form, a calculator), which hydrate with the page: those requests would start at parse time
    // too. Each waits as a placeholder (data-defer-href) and the loader preloads it with the scripts,
    // so the parts' chunks still arrive with the page's and not after it; the runtime's placeholder
    // goes, its own script tag (deferred below) loads it.
    const href = attribute(tag, 'href')
    if (rel !== 'preload' || as !== 'script' || href === null || !NEXT_STATIC_PATH.test(href)) return tag
    // Without rel and href the placeholder is inert (a preload link without href draws a console warning).
    return this.defers() ? tag.replace(/\shref="/i, ' data-defer-href="').replace(/\srel="preload"/i, ' data-defer-rel="preload"') : tag
  }

  private script(tag: string): string {
    const src = attribute(tag, 'src')
    if (src === null || !NEXT_STATIC_PATH.test(src) || attribute(tag, 'async') === null || attribute(tag, 'nomodule') !== null) return tag
    if (!this.defers()) return tag
    const placeholder = tag.replace(/\ssrc="/i, ' data-defer-src="')
    if (this.loaderWritten) return placeholder
    this.loaderWritten = true
    return `<script>${LOADER}</script>${placeholder}`
  }

  private loaderWritten = false
}

/**
 * Starts a dealer page's scripts once its largest image is on screen, not while the browser parses
 * the HTML.
 *
 * Next writes each of a page's script chunks as `<script src="/_next/static/…" async>` (and preloads
 * its webpack runtime), so a phone fetches about 165 KB gzip of JavaScript at once with the first
 * paint's stylesheet and image. On a phone's network they share the bandwidth with the LCP image, and a
 * chunk that arrives first runs its code (hydration) before the browser has painted that image. Here
 * each such tag leaves the HTML as a placeholder (`data-defer-src`, no request) and one small inline
 * script puts the real tags back once the page is parsed and one of its priority images
 * (`fetchpriority="high"`: the hero, the first car photo, the first results; see src/components/Media)
 * is loaded, decoded and shown, after the next frame. A page without one gets its scripts after its
 * first frame; a hidden tab at once; and none waits more than MAX_WAIT_MS after the HTML is parsed.
 * The scripts are the same files with the same attributes (async, the answer's nonce), so React finds
 * them where it expects them when it hydrates.
 *
 * Like ScriptNonceWriter, this reads the HTML React renders as text: a literal `<script` or `<link`
 * there is always a tag (text and attribute values escape `<`). A tag split across two chunks is held
 * back until the next chunk shows how it ends.
 */

/** The longest the scripts wait for a priority image after the HTML is parsed. */
export const MAX_WAIT_MS = 3000

/**
 * The loader, written once per page before the first placeholder. It runs where it stands (in the
 * head) but only acts once the document is parsed, so it sees every placeholder, the body's included.
 */
export const LOADER =
  '(function(d,w){var done=0;' +
  'function go(){if(done)return;done=1;d.querySelectorAll("script[data-defer-src]").forEach(function(p){' +
  'var s=d.createElement("script"),id=p.id;s.src=p.getAttribute("data-defer-src");s.async=true;s.nonce=p.nonce;' +
  'p.parentNode.replaceChild(s,p);if(id)s.id=id})}' +
  'function shown(){var c=d.querySelectorAll("img[fetchpriority=high]");if(!c.length)return d.body;' +
  'for(var i=0;i<c.length;i++)if(c[i].complete&&c[i].getClientRects().length)return c[i];return null}' +
  'function after(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})}' +
  'function wait(){if(done)return;if(d.hidden)return go();var img=shown();' +
  'if(!img)return w.requestAnimationFrame(wait);' +
  'if(img.decode)img.decode().then(after,after);else after()}' +
  'function start(){w.setTimeout(go,' +
  MAX_WAIT_MS +
  ');wait()}' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start);else start()' +
  '})(document,window)'

/** The end of a chunk that may be a `<script` or `<link` tag not finished yet (or its first letters). */
const PARTIAL_TAG = /<(?:s(?:c(?:r(?:i(?:p(?:t)?)?)?)?)?|l(?:i(?:n(?:k)?)?)?)?$|<(?:script|link)\b[^>]*$/i
const SCRIPT_TAG = /<script\b[^>]*>/gi
const LINK_TAG = /<link\b[^>]*>/gi
const NEXT_STATIC = /^\/_next\/static\//

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`, 'i').exec(tag)
  return m ? (m[1] ?? '') : null
}

export class DeferredScriptsWriter {
  private held = ''
  private loaderWritten = false

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

  private rewrite(text: string): string {
    return text
      .replace(LINK_TAG, (tag) => {
        // Next preloads its webpack runtime: that request would start at parse time too. The runtime's
        // own script tag (deferred below) loads it.
        const href = attribute(tag, 'href')
        const isScriptPreload = attribute(tag, 'rel')?.toLowerCase() === 'preload' && attribute(tag, 'as')?.toLowerCase() === 'script'
        return isScriptPreload && href !== null && NEXT_STATIC.test(href) ? '' : tag
      })
      .replace(SCRIPT_TAG, (tag) => {
        const src = attribute(tag, 'src')
        if (src === null || !NEXT_STATIC.test(src) || attribute(tag, 'async') === null || attribute(tag, 'nomodule') !== null) return tag
        const placeholder = tag.replace(/\ssrc="/i, ' data-defer-src="')
        if (this.loaderWritten) return placeholder
        this.loaderWritten = true
        return `<script>${LOADER}</script>${placeholder}`
      })
  }
}

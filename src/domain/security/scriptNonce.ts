/**
 * Puts `nonce="…"` on every `<script` start tag of an HTML document as it streams out, so the inline
 * scripts Next and React write (the RSC payload, Suspense reveals, our JSON-LD) run under a policy
 * without `unsafe-inline`.
 *
 * Why a plain text scan is exact here: in the HTML React renders, a literal `<script` can only be a
 * tag. Text and attribute values escape `<` (`&lt;`), and the payload inside inline scripts escapes it
 * as `\u003c`. A tag split across two chunks is held back until the next chunk shows how it ends.
 */
const OPEN_TAG = /<script(?=[\s>/])/gi
/** The end of a chunk that might be the start of `<script` plus the character after it. */
const PARTIAL_TAG = /<(?:s(?:c(?:r(?:i(?:p(?:t)?)?)?)?)?)?$/i

export class ScriptNonceWriter {
  private held = ''
  private readonly attribute: string

  constructor(nonce: string) {
    this.attribute = ` nonce="${nonce}"`
  }

  /** The next chunk of the document, with nonces added; may hold back a few characters. */
  push(chunk: string): string {
    const text = this.held + chunk
    const partial = PARTIAL_TAG.exec(text)
    const cut = partial ? partial.index : text.length
    this.held = text.slice(cut)
    return this.tag(text.slice(0, cut))
  }

  /** Whatever was held back, at the end of the document. */
  end(): string {
    const rest = this.held
    this.held = ''
    return this.tag(rest)
  }

  private tag(text: string): string {
    return text.replace(OPEN_TAG, (open) => open + this.attribute)
  }
}

/**
 * The one rule for every address we take from a visitor and later follow or link to (a sign-in
 * `redirect`, a Cancel `back`, any return target): it must be a path on the dealer's own host.
 *
 * Why the result is checked after normalising, not only the input: the browser resolves what we send,
 * not what we were given. `/.//evil.example` starts with one slash, but its dot segment resolves away
 * and leaves `//evil.example`, which a browser reads as another host. So the input is parsed, and the
 * path we hand back is the parsed one, checked again.
 *
 * Why every decoded reading of the path is checked too: a path can pass through more layers that
 * decode it once more (a proxy, a framework's own redirect). `/%2F%2Fevil.example` is harmless as sent
 * but is `//evil.example` after one decoding, and `%252F` after two. Each reading must still parse as a
 * path on this host; a path that cannot be decoded at all is refused too (our server answers it 400).
 */
import { decodeOrNull } from './percentDecoding'

const ORIGIN = 'http://same-site.invalid'
const MAX_LENGTH = 2000
/** More rounds of %-encoding than this is no address a page of ours writes. */
const MAX_DECODINGS = 4

/** Starts with exactly one slash, not two and not slash-backslash (a browser reads both as a host). */
const ONE_LEADING_SLASH = /^\/(?![/\\])/
/** Raw backslashes and control characters: browsers turn `\` into `/` and drop tabs and line breaks. */
const AMBIGUOUS = /[\\\u0000-\u001f\u007f]/

function parseHere(path: string): URL | null {
  try {
    const url = new URL(path, ORIGIN)
    return url.origin === ORIGIN && ONE_LEADING_SLASH.test(url.pathname) ? url : null
  } catch {
    return null
  }
}

/**
 * Whether every decoding of the path, parsed again, is still a path on this host. Both readings go on
 * to the next round: the decoded text as it stands, and as the browser would normalise it first.
 */
function staysHereWhenDecoded(pathname: string, rounds = MAX_DECODINGS): boolean {
  const decoded = decodeOrNull(pathname)
  if (decoded === null) return false
  if (decoded === pathname) return true
  const again = parseHere(decoded)
  if (!again || rounds === 0) return false
  // The normalised reading is new only when normalising changed more than the encoding back.
  const normalised = again.pathname
  return staysHereWhenDecoded(decoded, rounds - 1) && (normalised === decoded || normalised === pathname || staysHereWhenDecoded(normalised, rounds - 1))
}

/**
 * The same-site path (with its query and fragment) as the browser would open it, or null: the result
 * always starts with exactly one `/` not followed by `/` or `\`, and resolves to the page's own origin.
 */
export function sameSitePath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  if (!value.startsWith('/') || value.length > MAX_LENGTH || AMBIGUOUS.test(value)) return null
  const url = parseHere(value)
  if (!url || !staysHereWhenDecoded(url.pathname)) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // The serialised form, parsed once more, must be itself (so no later reading differs from ours).
  const reparsed = parseHere(path)
  if (!reparsed || `${reparsed.pathname}${reparsed.search}${reparsed.hash}` !== path || AMBIGUOUS.test(path)) return null
  return path
}

/**
 * An SSRF-safe HTTP(S) GET for feed files and photo URLs (feeds.md §D [31]).
 *
 * Dealer-supplied URLs must not reach our own network: the cloud metadata service
 * (169.254.169.254), the database, localhost admin ports. So, for every request and every redirect:
 *
 * - only http: and https: URLs;
 * - the host is resolved with `dns.lookup` (all addresses) and refused if any address is loopback,
 *   private, shared (CGNAT), link-local, unique-local, unspecified, multicast or reserved, including
 *   those ranges written as IPv4-mapped, IPv4-compatible, NAT64 or 6to4 IPv6 addresses;
 * - the connection goes to the address that was checked (a fixed `lookup` for the socket), while the
 *   URL's host name is kept for the Host header, TLS SNI and certificate checks, so a DNS answer
 *   that changes between check and connect (DNS rebinding) cannot redirect it;
 * - at most 3 redirects, each checked like the first; credentials are not carried to another origin;
 * - a timeout and a byte cap (default 16 MB, Google's image limit) that abort the download.
 *
 * There is no switch that turns the check off. `allowOrigins` lets exact origins (scheme, host and
 * port: the local DMS simulator's `http://127.0.0.1:4003`) reach a private address; every other
 * origin, another port on the same host included, is still checked, at every redirect too, and a
 * link-local address (the cloud metadata service) is refused even for an allowed origin. Conditional
 * GET: pass the last `etag` / `lastModified`; a 304 comes back as `notModified` without a body.
 *
 * Built on node:http/https directly, as built-in `fetch` cannot pin the connected address.
 * Responses are not decompressed (we ask for `identity`), so the cap counts real bytes.
 */
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { Transform, type Readable } from 'node:stream'
import { decodeOrNull } from '@/domain/security/percentDecoding'

const DEFAULT_MAX_BYTES = 16 * 1024 * 1024
const DEFAULT_TIMEOUT_MS = 20_000
const DEFAULT_MAX_REDIRECTS = 3

type ResolvedAddress = { address: string; family: number }

export type SafeFetchOptions = {
  /**
   * Origins (`http://127.0.0.1:4003`, as `URL.origin` writes them) whose host may be a private
   * address: the local DMS simulator's (src/lib/stockFeeds/env.ts). Never link-local ones.
   */
  allowOrigins?: readonly string[]
  /**
   * `safeFetch`: the whole request, body included. `safeFetchStream`: until the response headers,
   * then the longest pause between body chunks. Default 20 s.
   */
  timeoutMs?: number
  /** Abort past this many body bytes (default 16 MB). */
  maxBytes?: number
  /** Default 3. */
  maxRedirects?: number
  /** The ETag of the copy we have (sent as If-None-Match). */
  etag?: string | null
  /** The Last-Modified of the copy we have (sent as If-Modified-Since). */
  lastModified?: string | null
  /** Extra request headers (e.g. Accept). */
  headers?: Record<string, string>
  /** Host name resolution; `dns.lookup` with all addresses by default (tests replace it). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>
}

export type SafeFetchErrorCode =
  | 'bad_url'
  | 'blocked_scheme'
  | 'blocked_address'
  | 'dns_failed'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'http_error'
  | 'network'

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    readonly url: string,
    readonly status: number | null = null,
  ) {
    super(message)
    this.name = 'SafeFetchError'
  }
}

type ResponseMeta = {
  /** The URL that answered, after redirects. */
  url: string
  status: number
  headers: http.IncomingHttpHeaders
  etag: string | null
  lastModified: string | null
  contentType: string | null
  /** The address we connected to. */
  address: string
}

export type SafeFetchResult = (ResponseMeta & { notModified: true; body: null }) | (ResponseMeta & { notModified: false; body: Buffer })
export type SafeFetchStreamResult = (ResponseMeta & { notModified: true; body: null }) | (ResponseMeta & { notModified: false; body: Readable })

// --- addresses ---------------------------------------------------------------------------------

const BLOCKED = new net.BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", including 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fe80::', 10], // link-local
  ['fc00::', 7], // unique-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6')
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or null. */
function ipv6Groups(address: string): number[] | null {
  let a = address.split('%')[0]!.toLowerCase()
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(a)
  if (dotted) {
    const parts = dotted[1]!.split('.').map(Number)
    a = `${a.slice(0, -dotted[1]!.length)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`
  }
  const halves = a.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0
  const groups = [...head, ...Array<string>(Math.max(0, fill)).fill('0'), ...tail].map((g) => parseInt(g, 16))
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null
}

const ipv4From = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0)
  if (zeros(0, 5) && groups[5] === 0xffff) return ipv4From(groups[6]!, groups[7]!) // ::ffff:a.b.c.d
  if (zeros(0, 6) && (groups[6] !== 0 || groups[7]! > 1)) return ipv4From(groups[6]!, groups[7]!) // ::a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4From(groups[6]!, groups[7]!) // 64:ff9b::/96
  if (groups[0] === 0x2002) return ipv4From(groups[1]!, groups[2]!) // 6to4
  return null
}

/** Link-local ranges, where the cloud metadata service answers: refused for every origin. */
const LINK_LOCAL = new net.BlockList()
LINK_LOCAL.addSubnet('169.254.0.0', 16, 'ipv4')
LINK_LOCAL.addSubnet('fe80::', 10, 'ipv6')

/** Whether the address (IPv4, IPv6, or IPv4 inside IPv6) is in `list`; anything that is not an address counts as in it. */
function inList(list: net.BlockList, address: string): boolean {
  const bare = address.split('%')[0]!
  const version = net.isIP(bare)
  if (version === 4) return list.check(bare, 'ipv4')
  if (version !== 6) return true // not an address at all: refuse
  const groups = ipv6Groups(bare)
  if (!groups) return true
  const v4 = embeddedIpv4(groups)
  if (v4 !== null && list.check(v4, 'ipv4')) return true
  return list.check(bare, 'ipv6')
}

/** Whether an address is one we must not connect to: loopback, private, link-local and the rest above. */
export const isBlockedAddress = (address: string): boolean => inList(BLOCKED, address)

/** Whether an address is link-local (169.254.0.0/16, fe80::/10), which no origin may reach. */
const isLinkLocalAddress = (address: string): boolean => inList(LINK_LOCAL, address)

const defaultResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  dns.promises.lookup(hostname, { all: true, verbatim: true })

// --- requests ----------------------------------------------------------------------------------

type Hop = { response: http.IncomingMessage; request: http.ClientRequest; url: URL; address: string }

function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
}

async function checkedAddress(url: URL, options: SafeFetchOptions): Promise<ResolvedAddress> {
  const host = bareHost(url)
  let addresses: ResolvedAddress[]
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }]
  else {
    try {
      addresses = await (options.resolve ?? defaultResolve)(host)
    } catch (e) {
      throw new SafeFetchError('dns_failed', `The host ${host} could not be found (${(e as Error).message}).`, url.href)
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('dns_failed', `The host ${host} has no address.`, url.href)
  // Checked per request: a redirect to another port or host of an allowed origin is not allowed.
  const originAllowed = (options.allowOrigins ?? []).includes(url.origin)
  const blocked = addresses.find((a) => isLinkLocalAddress(a.address) || (!originAllowed && isBlockedAddress(a.address)))
  if (blocked) {
    throw new SafeFetchError(
      'blocked_address',
      `${url.href} points to ${blocked.address}, a local or private network address; it is not fetched.`,
      url.href,
    )
  }
  return addresses[0]!
}

/** A `lookup` for the socket that always answers with the address we checked. */
function pinnedLookup(target: ResolvedAddress): net.LookupFunction {
  return ((_hostname: string, opts: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    if (opts?.all) callback(null, [{ address: target.address, family: target.family }])
    else callback(null, target.address, target.family)
  }) as unknown as net.LookupFunction
}

function requestOnce(url: URL, target: ResolvedAddress, headers: Record<string, string>, deadline: { signal: AbortSignal }): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const secure = url.protocol === 'https:'
    const host = bareHost(url)
    const requestOptions: https.RequestOptions = {
      protocol: url.protocol,
      hostname: host,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers,
      agent: false,
      lookup: pinnedLookup(target),
      signal: deadline.signal,
    }
    if (secure && !net.isIP(host)) requestOptions.servername = host
    if (url.username || url.password) requestOptions.auth = `${decodeOrNull(url.username) ?? url.username}:${decodeOrNull(url.password) ?? url.password}`
    const request = (secure ? https : http).request(requestOptions, (response) => resolve({ response, request, url, address: target.address }))
    request.on('error', reject)
    request.end()
  })
}

function wrapError(e: unknown, url: string): SafeFetchError {
  if (e instanceof SafeFetchError) return e
  const err = e as Error & { code?: string; cause?: unknown }
  if (err?.name === 'AbortError' || err?.code === 'ABORT_ERR') {
    return err.cause instanceof SafeFetchError ? err.cause : new SafeFetchError('timeout', `${url} did not answer in time.`, url)
  }
  return new SafeFetchError('network', `${url} could not be fetched (${err?.message ?? String(e)}).`, url)
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** Follow redirects (each re-checked) up to a final response; the caller reads or discards its body. */
async function open(rawUrl: string, options: SafeFetchOptions, controller: AbortController): Promise<Hop> {
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    throw new SafeFetchError('bad_url', `"${rawUrl}" is not a web address.`, rawUrl)
  }
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS
  const origin = url.origin
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SafeFetchError('blocked_scheme', `${url.href} is not an http or https address; it is not fetched.`, url.href)
    }
    const target = await checkedAddress(url, options)
    const headers: Record<string, string> = {
      'user-agent': 'Forecourt-Feeds/1.0',
      accept: '*/*',
      'accept-encoding': 'identity',
      ...(options.headers ?? {}),
    }
    if (url.origin !== origin) {
      // Credentials set for the first host are not handed to another one.
      delete headers.authorization
      delete headers.cookie
    }
    if (options.etag) headers['if-none-match'] = options.etag
    if (options.lastModified) headers['if-modified-since'] = options.lastModified
    let hop: Hop
    try {
      hop = await requestOnce(url, target, headers, controller)
    } catch (e) {
      throw wrapError(e, url.href)
    }
    const status = hop.response.statusCode ?? 0
    const location = hop.response.headers.location
    if (!REDIRECTS.has(status) || !location) return hop
    hop.response.resume()
    hop.request.destroy()
    if (redirects >= maxRedirects) {
      throw new SafeFetchError('too_many_redirects', `${rawUrl} redirects more than ${maxRedirects} times.`, url.href, status)
    }
    try {
      url = new URL(location, url)
    } catch {
      throw new SafeFetchError('bad_url', `${url.href} redirects to "${location}", which is not a web address.`, url.href, status)
    }
  }
}

function metaOf(hop: Hop): ResponseMeta {
  const h = hop.response.headers
  return {
    url: hop.url.href,
    status: hop.response.statusCode ?? 0,
    headers: h,
    etag: typeof h.etag === 'string' ? h.etag : null,
    lastModified: typeof h['last-modified'] === 'string' ? h['last-modified'] : null,
    contentType: typeof h['content-type'] === 'string' ? h['content-type'] : null,
    address: hop.address,
  }
}

/** 304 → not modified; 2xx → go on; anything else → an error. Also refuses a declared length over the cap. */
function checkStatus(hop: Hop, maxBytes: number): 'not_modified' | 'ok' {
  const status = hop.response.statusCode ?? 0
  if (status === 304) {
    hop.response.resume()
    return 'not_modified'
  }
  if (status < 200 || status >= 300) {
    hop.response.resume()
    hop.request.destroy()
    throw new SafeFetchError('http_error', `${hop.url.href} answered ${status}${hop.response.statusMessage ? ` ${hop.response.statusMessage}` : ''}.`, hop.url.href, status)
  }
  const declared = Number(hop.response.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) {
    hop.request.destroy()
    throw new SafeFetchError('too_large', `${hop.url.href} is ${declared} bytes, more than the ${maxBytes} allowed.`, hop.url.href, status)
  }
  return 'ok'
}

/** GET a URL into memory (photos, small files). */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new SafeFetchError('timeout', `${url} did not answer within ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms.`, url)),
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  )
  try {
    const hop = await open(url, options, controller)
    if (checkStatus(hop, maxBytes) === 'not_modified') return { ...metaOf(hop), notModified: true, body: null }
    const chunks: Buffer[] = []
    let total = 0
    try {
      for await (const chunk of hop.response as AsyncIterable<Buffer>) {
        total += chunk.length
        if (total > maxBytes) {
          hop.request.destroy()
          throw new SafeFetchError('too_large', `${hop.url.href} is larger than the ${maxBytes} bytes allowed.`, hop.url.href, hop.response.statusCode ?? null)
        }
        chunks.push(chunk)
      }
    } catch (e) {
      throw wrapError(e, hop.url.href)
    }
    return { ...metaOf(hop), notModified: false, body: Buffer.concat(chunks) }
  } catch (e) {
    throw controller.signal.aborted && controller.signal.reason instanceof SafeFetchError ? controller.signal.reason : wrapError(e, url)
  } finally {
    clearTimeout(timer)
  }
}

/**
 * GET a URL as a stream (feed files, which can be hundreds of MB). The body errors with a
 * `too_large` SafeFetchError past `maxBytes` (default 16 MB: pass a larger cap for feed files) and
 * with `timeout` when no bytes arrive for `timeoutMs`.
 */
export async function safeFetchStream(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchStreamResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new SafeFetchError('timeout', `${url} did not answer within ${timeoutMs} ms.`, url)), timeoutMs)
  let hop: Hop
  try {
    hop = await open(url, options, controller)
    if (checkStatus(hop, maxBytes) === 'not_modified') return { ...metaOf(hop), notModified: true, body: null }
  } catch (e) {
    throw controller.signal.aborted && controller.signal.reason instanceof SafeFetchError ? controller.signal.reason : wrapError(e, url)
  } finally {
    clearTimeout(timer)
  }
  const finalUrl = hop.url.href
  let total = 0
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length
      if (total > maxBytes) callback(new SafeFetchError('too_large', `${finalUrl} is larger than the ${maxBytes} bytes allowed.`, finalUrl))
      else callback(null, chunk)
    },
  })
  const response = hop.response
  response.setTimeout(timeoutMs, () => response.destroy(new SafeFetchError('timeout', `${finalUrl} stopped sending for ${timeoutMs} ms.`, finalUrl)))
  response.on('error', (e) => limiter.destroy(wrapError(e, finalUrl)))
  limiter.on('error', () => response.destroy())
  limiter.on('close', () => {
    if (!response.complete) response.destroy()
  })
  response.pipe(limiter)
  return { ...metaOf(hop), notModified: false, body: limiter }
}

// --- images ------------------------------------------------------------------------------------

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/gif'

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/**
 * The image type from its first bytes (magic numbers), or null when it is not a JPEG, PNG, WebP,
 * AVIF or GIF. A server's Content-Type is not trusted: an HTML error page served as image/jpeg must
 * not become a car photo.
 */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png'
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'image/gif'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then compatible brands up to the end of the ftyp box.
    const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
    const end = Math.min(bytes.length, Math.max(16, boxSize))
    const brands = [ascii(bytes, 8, 12)]
    for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4))
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'image/avif'
  }
  return null
}

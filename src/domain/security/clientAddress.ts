/**
 * Which address a rate limit counts (issue 33). X-Forwarded-For is a list anyone can start: a client
 * may send its own, and each proxy appends the address it was connected from. Only the entries our
 * own proxies appended can be believed, so the caller is read from the right-hand end of the chain
 * "X-Forwarded-For entries, then the socket's address": with no trusted proxy (hops 0) the socket
 * itself, with N trusted proxies the entry the outermost of them appended (N places left of the socket).
 */

/** More proxies than this in front of one site is a misreading of the setting, not a deployment. */
const MAX_TRUSTED_HOPS = 10
/** An address longer than this is junk (an IPv6 address with a zone is about 50 characters). */
const MAX_ADDRESS_LENGTH = 64

/** TRUSTED_PROXY_HOPS as a count; anything but a whole number from 0 is 0, the setting that trusts nobody. */
export function trustedProxyHops(raw: string | undefined): number {
  const hops = Number(raw ?? 0)
  return Number.isInteger(hops) && hops >= 0 ? Math.min(hops, MAX_TRUSTED_HOPS) : 0
}

/** One address as counted: trimmed, and an IPv4 client seen through an IPv6 socket written as IPv4. */
function cleanAddress(raw: string | null | undefined): string | null {
  const address = raw?.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
  return address && address.length <= MAX_ADDRESS_LENGTH ? address : null
}

const entriesOf = (forwardedFor: string | null | undefined) => (forwardedFor ?? '').split(',').map((e) => e.trim()).filter(Boolean)

/**
 * The caller's address, or null when it cannot be known. `socketAddress` null means the socket is not
 * known here (`next dev`, where only Next's handler sees it): then with no trusted proxy nothing in
 * the headers can be believed, and null is the honest answer (the caller is counted with every other
 * unknown caller, which no header can change). A chain shorter than the proxies configured did not
 * come through all of them, so any entry in it may be the client's own: the socket is counted then.
 */
export function clientAddress(forwardedFor: string | null | undefined, socketAddress: string | null | undefined, hops: number): string | null {
  const socket = cleanAddress(socketAddress)
  if (hops <= 0) return socket
  const entries = entriesOf(forwardedFor)
  // The socket's address would sit at index entries.length; the caller is `hops` places before it.
  const index = entries.length - hops
  if (index < 0) return socket
  return cleanAddress(entries[index])
}

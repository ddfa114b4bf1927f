/**
 * Where stock feeds may fetch from on this machine: only the exact origins privateFeedOrigins allows
 * (src/domain/feeds/privateOrigins.ts), that is the local DMS simulator's, which
 * scripts/localServices.ts sets in STOCK_FEEDS_PRIVATE_ORIGINS beside it. Every other loopback,
 * private or link-local address is refused for feed files and photos alike (safeFetch).
 */
import { privateFeedOrigins } from '@/domain/feeds/privateOrigins'

/** The origins allowed a private address, read now (tests and the launcher set the variables). */
export const privateOrigins = (): string[] => privateFeedOrigins(process.env)

/** Whether an address is on an allowed private origin (so, for a feed address, plain http:// is fine). */
export function onPrivateOrigin(address: string): boolean {
  try {
    return privateOrigins().includes(new URL(address).origin)
  } catch {
    return false
  }
}

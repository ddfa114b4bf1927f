/**
 * The origins on this machine or a private network that stock feeds may fetch feed files and photos
 * from. A dealer types feed and photo addresses, so by default none may reach our own network
 * (server-side request forgery: the database, admin ports, the cloud metadata service).
 *
 * The one exception is the local DMS simulator, whose exact origin (`http://127.0.0.1:4003`: scheme,
 * host and port) scripts/localServices.ts puts in STOCK_FEEDS_PRIVATE_ORIGINS when it starts it. Any
 * other port on the same host stays refused. Outside production (development, tests) every listed
 * origin counts; in production (`npm start` on the embedded database) only the one that is the
 * running simulator's own (DMS_SIMULATOR_URL), so a stray setting cannot open the network.
 */

export type PrivateOriginsEnv = {
  NODE_ENV?: string
  /** Origins, separated by commas or spaces. */
  STOCK_FEEDS_PRIVATE_ORIGINS?: string
  /** The DMS simulator's address, set by scripts/localServices.ts while it runs. */
  DMS_SIMULATOR_URL?: string
}

/** The origin an http(s) address is, when it is nothing more than an origin (no path, query or credentials). */
function exactOrigin(text: string): string | null {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null
  return url.origin
}

export function privateFeedOrigins(env: PrivateOriginsEnv): string[] {
  const listed = (env.STOCK_FEEDS_PRIVATE_ORIGINS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(exactOrigin)
    .filter((o): o is string => o !== null)
  if (env.NODE_ENV !== 'production') return listed
  const simulator = exactOrigin(env.DMS_SIMULATOR_URL ?? '')
  return simulator === null ? [] : listed.filter((o) => o === simulator)
}

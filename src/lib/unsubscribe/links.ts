/**
 * What every alert and auto-reply email carries so the shopper can stop them (Spam Act; RFC 2369 and
 * RFC 8058): a footer with a link to the dealer's unsubscribe page, and the headers
 *   List-Unsubscribe: <https://{dealer}/api/unsubscribe?t=…>, <mailto:…?subject=unsubscribe%20…>
 *   List-Unsubscribe-Post: List-Unsubscribe=One-Click
 * with which a mail program unsubscribes in one click (a POST that needs no page). The page link shows
 * a confirm button first, since mail scanners open links. Both name the same signed token (./token.ts).
 *
 * The mailto address is UNSUBSCRIBE_MAILTO, else the sending address (SMTP_FROM): whoever reads that
 * mailbox acts on it by hand; the https one-click is what mail programs use.
 */
import { fromAddress } from '../email/transport'
import { normaliseAddress, signUnsubscribeToken, type UnsubscribeChannel, type UnsubscribeList } from './token'

export const UNSUBSCRIBE_PAGE_PATH = '/pages/unsubscribe'
export const UNSUBSCRIBE_API_PATH = '/api/unsubscribe'

/**
 * The dealer site's public origin for links in a message: its first domain, else its development
 * address (as src/lib/site/tenant.ts siteOrigin, which the collection hooks that queue messages cannot
 * import: that module loads the Payload config, which loads those hooks).
 */
export function dealerOrigin(tenant: { slug: string; domains?: { domain?: string | null }[] | null }, env: Record<string, string | undefined> = process.env): string {
  const domain = tenant.domains?.[0]?.domain?.trim().toLowerCase()
  if (domain) return `https://${domain}`
  return `http://${tenant.slug}.localhost${env.PORT && env.PORT !== '80' ? `:${env.PORT}` : ''}`
}

export type UnsubscribeTarget = { tenant: number; channel: UnsubscribeChannel; address: string; list: UnsubscribeList }
export type UnsubscribeLinks = { token: string; page: string; oneClick: string; mailto: string }

export function unsubscribeLinks(origin: string, target: UnsubscribeTarget, now = Date.now(), env: Record<string, string | undefined> = process.env): UnsubscribeLinks {
  const token = signUnsubscribeToken({ ...target, address: normaliseAddress(target.channel, target.address), issuedAt: now })
  const base = origin.replace(/\/+$/, '')
  const mailbox = env.UNSUBSCRIBE_MAILTO?.trim() || fromAddress(env)
  return {
    token,
    page: `${base}${UNSUBSCRIBE_PAGE_PATH}?t=${token}`,
    oneClick: `${base}${UNSUBSCRIBE_API_PATH}?t=${token}`,
    mailto: `mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
  }
}

/** The RFC 2369 / RFC 8058 headers of a message (for nodemailer's `headers`). */
export function listUnsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>, <${links.mailto}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/** The footer of an email: why the shopper gets it, and the link that stops it. */
export function unsubscribeFooter(why: string, stops: string, links: UnsubscribeLinks): string {
  return ['--', why, `To stop ${stops}, unsubscribe here: ${links.page}`].join('\n')
}

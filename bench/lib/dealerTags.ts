/**
 * Switches the demo dealers' marketing tags on or off through the admin's REST API, for the Lighthouse
 * bench's two passes. "On" is the issue's measured setup: Google Tag Manager, Google Analytics 4 and
 * the Meta pixel, with the consent given, which a fresh Lighthouse browser (its storage is cleared
 * before every run) can only have as the dealer's "notice only" mode: the tags load as after an
 * Accept all, and the notice shows as it would on a first visit. "Off": the same tags paused. Both
 * also leave the checkout without its sign-in gate, so the bench measures the checkout page itself.
 */
import { request } from './http'

const ADMIN = { email: 'admin@forecourt.test', password: 'Forecourt!2026' }

async function api(port: number, pathname: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `JWT ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const json = (await res.json()) as Record<string, unknown>
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`)
  return json
}

export async function setDealerTags(port: number, slugs: readonly string[], on: boolean): Promise<void> {
  const { token } = (await api(port, '/api/users/login', { method: 'POST', body: ADMIN })) as { token: string }
  for (const slug of slugs) {
    const found = (await api(port, `/api/tenants?where[slug][equals]=${slug}&depth=0`, { token })) as { docs: { id: number; settings: Record<string, Record<string, unknown>> }[] }
    const tenant = found.docs[0]
    if (!tenant) throw new Error(`no dealer ${slug}`)
    const settings = {
      ...tenant.settings,
      tags: {
        ...tenant.settings.tags,
        gtmId: 'GTM-BENCH01',
        gtmPaused: !on,
        ga4Id: 'G-BENCH12345',
        ga4Paused: !on,
        metaPixelId: '1234567890123456',
        metaPixelPaused: !on,
        googleAdsPaused: true,
        clarityPaused: true,
        chatPaused: true,
      },
      consent: { ...tenant.settings.consent, consentMode: 'notice-only' },
      // The checkout page itself is measured, not the sign-in it would send a signed-out shopper to.
      accounts: { ...tenant.settings.accounts, gateCheckout: false },
    }
    await api(port, `/api/tenants/${tenant.id}`, { method: 'PATCH', token, body: { settings } })
  }
}

/**
 * Waits until the dealer's home page shows the tags as set (its layout lists their origins when on):
 * the change reaches the page caches through their tags, not at once.
 */
export async function waitForTagsShown(port: number, host: string, on: boolean): Promise<void> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const res = await request(port, '/', { host })
    if (res.body.toString('utf8').includes('forecourt-tag-sources') === on) return
    if (Date.now() > deadline) throw new Error(`${host} still shows its tags ${on ? 'off' : 'on'} a minute after the change`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

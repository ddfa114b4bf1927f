/**
 * Where a shopper came from (issue 37): a "touch" is a visit's landing, with the campaign's UTM
 * parameters, an ad platform's click id, the landing page and the referrer. A lead carries the first
 * touch (how the shopper first found the dealer) and the last (what brought them back before they
 * enquired), each kept for 90 days, Google Ads' own limit for uploading a click's conversion.
 *
 * Pure: the browser records touches (src/components/forms/browser.ts), the lead API stores them and
 * names the lead's source, medium and campaign from them.
 */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
/** Google Ads (web, iOS and Android app campaigns), Meta and Microsoft Advertising click ids. */
export const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const
/**
 * Google Ads takes a click's conversion for 90 days after the click: a touch is kept as long as its
 * click id is worth something, and the offline conversions export (./googleAdsConversions.ts) reaches
 * back as far.
 */
export const CLICK_WINDOW_DAYS = 90
const DAY_MS = 86_400_000
const MAX_VALUE = 200
const MAX_URL = 500

type Param = (typeof UTM_PARAMS)[number] | (typeof CLICK_IDS)[number]
export type Touch = Partial<Record<Param, string>> & { at: string; landing_page: string; referrer?: string }
export type Touches = { first?: Touch; last?: Touch }

const TRACKED: readonly string[] = [...UTM_PARAMS, ...CLICK_IDS]

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase()
  } catch {
    return null
  }
}

/** True when the touch names a campaign, a click or another site: more than a typed-in address. */
const isReferred = (t: Touch) => Boolean(t.referrer) || TRACKED.some((k) => t[k as Param])

/**
 * The touch a page view makes, or null when it makes none: a page reached from the dealer's own pages
 * without a campaign's parameters. `landing` says the view starts a visit (a typed-in address or a
 * bookmark is a touch then, "direct").
 */
export function touchFrom(href: string, referrer: string, at: Date, landing: boolean): Touch | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  const touch: Touch = { at: at.toISOString(), landing_page: (url.pathname + url.search).slice(0, MAX_URL) }
  for (const [key, value] of url.searchParams) {
    const name = key.toLowerCase()
    if (TRACKED.includes(name) && value.trim() && !touch[name as Param]) touch[name as Param] = value.trim().slice(0, MAX_VALUE)
  }
  const from = referrer ? hostOf(referrer) : null
  if (from && from !== url.hostname.toLowerCase()) touch.referrer = referrer.slice(0, MAX_URL)
  if (!landing && !isReferred(touch)) return null
  return touch
}

const fresh = (t: Touch | undefined, now: Date): Touch | undefined => (t && now.getTime() - Date.parse(t.at) <= CLICK_WINDOW_DAYS * DAY_MS ? t : undefined)

/**
 * The touches after `touch`: the first stays first for 90 days; the last is the newest touch, except
 * that a direct visit does not replace a campaign's or another site's (the last non-direct click, as
 * ad platforms count it).
 */
export function nextTouches(stored: Touches | null | undefined, touch: Touch | null, now: Date): Touches {
  const first = fresh(stored?.first, now)
  const last = fresh(stored?.last, now)
  if (!touch) return { first, last }
  return { first: first ?? touch, last: !isReferred(touch) && last && isReferred(last) ? last : touch }
}

const SEARCH_ENGINES = /(^|\.)(google|bing|yahoo|duckduckgo|ecosia|baidu|yandex)\./
const SOCIAL = /(^|\.)(facebook|instagram|linkedin|tiktok|youtube|pinterest|reddit|threads)\.|(^|\.)(t\.co|x\.com|lnkd\.in)$/

export type TouchSource = { source: string; medium: string; campaign: string | null }

/**
 * A touch's source, medium and campaign, as analytics tools name them: the UTM parameters when the
 * link had them, else the ad platform of a click id (Google and Microsoft: cpc), else the referring
 * site (a search engine: organic; a social network: social; any other: referral), else direct.
 */
export function touchSource(t: Touch): TouchSource {
  const campaign = t.utm_campaign ?? null
  if (t.utm_source) return { source: t.utm_source, medium: t.utm_medium ?? '(not set)', campaign }
  if (t.gclid || t.gbraid || t.wbraid) return { source: 'google', medium: t.utm_medium ?? 'cpc', campaign }
  if (t.msclkid) return { source: 'bing', medium: t.utm_medium ?? 'cpc', campaign }
  const host = t.referrer ? hostOf(t.referrer)?.replace(/^www\./, '') : null
  if (t.fbclid) return { source: host && !/facebook|instagram/.test(host) ? host : 'facebook', medium: t.utm_medium ?? 'social', campaign }
  if (host) {
    const engine = SEARCH_ENGINES.exec(host)
    if (engine) return { source: engine[2]!, medium: 'organic', campaign }
    return { source: host, medium: SOCIAL.test(host) ? 'social' : 'referral', campaign }
  }
  return { source: '(direct)', medium: '(none)', campaign }
}

/** The touch a lead is credited to: the last, else the first. */
const creditedTouch = (touches: Touches): Touch | null => touches.last ?? touches.first ?? null

/**
 * The touch of a lead whose browser sent none (a page cached before touches were recorded, a caller
 * of the API): the visit's landing page and the campaign parameters the visit kept.
 */
export function touchFromVisit(landingPage: string | undefined, params: Record<string, string> | undefined, at: Date): Touch | null {
  if (!landingPage) return null
  const touch = touchFrom(new URL(landingPage, 'https://visit.invalid').href, '', at, true)
  if (!touch) return null
  for (const [key, value] of Object.entries(params ?? {})) {
    const name = key.toLowerCase() as Param
    if (TRACKED.includes(name) && value && !touch[name]) touch[name] = value.slice(0, MAX_VALUE)
  }
  return touch
}

/** What a lead records of its shopper's touches: both touches, the credited one's source, and its Google click id. */
export function leadSource(touches: Touches): TouchSource & { gclid: string | null } {
  const credited = creditedTouch(touches)
  if (!credited) return { source: '(direct)', medium: '(none)', campaign: null, gclid: null }
  // The click id to upload a conversion with: the credited touch's, else the first's (both within 90 days).
  const gclid = credited.gclid ?? touches.first?.gclid ?? null
  return { ...touchSource(credited), gclid }
}

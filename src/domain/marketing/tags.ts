/**
 * The marketing tags a dealer may switch on (issue 37), as data: each vendor's script address, the
 * consent it needs and every origin it talks to. The site loads only what a dealer set up and did not
 * pause, and the Content-Security-Policy allows exactly these origins for that dealer
 * (`tagPolicySources`), so a tag cannot pull in a script from anywhere else and the CMS never holds
 * a script of its own. Vendors' origins come from their published CSP guides; a vendor that adds one
 * shows up as a violation in the admin's CSP report, not as a silent hole.
 */
export type ConsentCategory = 'necessary' | 'analytics' | 'marketing'

export const CHAT_VENDOR_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'livechat', label: 'LiveChat' },
  { value: 'intercom', label: 'Intercom' },
  { value: 'tawk', label: 'Tawk.to' },
] as const
type ChatVendor = Exclude<(typeof CHAT_VENDOR_OPTIONS)[number]['value'], 'none'>

type TagVendor = 'gtm' | 'ga4' | 'googleAds' | 'metaPixel' | 'clarity' | ChatVendor | 'custom'

type Origins = { script: string[]; connect: string[]; frame?: string[]; font?: string[] }
type VendorDefinition = {
  label: string
  category: ConsentCategory
  /** The script the browser loads for this tag (ids were checked against the setting's pattern). */
  src: (id: string, dataLayerName: string) => string
  origins: Origins
}

const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com']
const TAG_MANAGER = 'https://www.googletagmanager.com'

const TAG_VENDORS: Record<Exclude<TagVendor, 'custom'>, VendorDefinition> = {
  gtm: {
    label: 'Google Tag Manager',
    // The container decides what it fires; Consent Mode tells each of its tags what the shopper allowed.
    category: 'analytics',
    src: (id, layer) => `${TAG_MANAGER}/gtm.js?id=${id}${layer === 'dataLayer' ? '' : `&l=${layer}`}`,
    origins: { script: [TAG_MANAGER], connect: [TAG_MANAGER, ...GOOGLE_ANALYTICS] },
  },
  ga4: {
    label: 'Google Analytics 4',
    category: 'analytics',
    src: (id, layer) => `${TAG_MANAGER}/gtag/js?id=${id}${layer === 'dataLayer' ? '' : `&l=${layer}`}`,
    origins: { script: [TAG_MANAGER], connect: [TAG_MANAGER, ...GOOGLE_ANALYTICS] },
  },
  googleAds: {
    label: 'Google Ads',
    category: 'marketing',
    src: (id, layer) => `${TAG_MANAGER}/gtag/js?id=${id}${layer === 'dataLayer' ? '' : `&l=${layer}`}`,
    origins: {
      script: [TAG_MANAGER, 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
      connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com', 'https://*.doubleclick.net'],
      frame: ['https://td.doubleclick.net', TAG_MANAGER],
    },
  },
  metaPixel: {
    label: 'Meta pixel',
    category: 'marketing',
    src: () => 'https://connect.facebook.net/en_US/fbevents.js',
    origins: { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com', 'https://connect.facebook.net'] },
  },
  clarity: {
    label: 'Microsoft Clarity',
    category: 'analytics',
    src: (id) => `https://www.clarity.ms/tag/${id}`,
    origins: { script: ['https://www.clarity.ms', 'https://scripts.clarity.ms'], connect: ['https://*.clarity.ms'] },
  },
  // A chat is a service the shopper starts, not tracking: it needs a choice made, not an opt-in.
  livechat: {
    label: 'LiveChat',
    category: 'necessary',
    src: () => 'https://cdn.livechatinc.com/tracking.js',
    origins: { script: ['https://cdn.livechatinc.com'], connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'], frame: ['https://secure.livechatinc.com'] },
  },
  intercom: {
    label: 'Intercom',
    category: 'necessary',
    src: (id) => `https://widget.intercom.io/widget/${id}`,
    origins: {
      script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
      connect: ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
      frame: ['https://intercom-sheets.com'],
      font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    },
  },
  tawk: {
    label: 'Tawk.to',
    category: 'necessary',
    src: (id) => `https://embed.tawk.to/${id.includes('/') ? id : `${id}/default`}`,
    origins: { script: ['https://embed.tawk.to'], connect: ['https://*.tawk.to', 'wss://*.tawk.to'] },
  },
}

/** What a dealer's settings (group Marketing tags) say; ids are empty when a tag is not set up. */
export type TagSettings = {
  gtmId: string
  gtmPaused: boolean
  ga4Id: string
  ga4Paused: boolean
  googleAdsId: string
  googleAdsPaused: boolean
  metaPixelId: string
  metaPixelPaused: boolean
  clarityId: string
  clarityPaused: boolean
  chatVendor: string
  chatId: string
  chatPaused: boolean
  dataLayerName: string
  /** A super-admin's other scripts (collections/Tenants/customTags.ts). */
  customTags: readonly CustomTag[]
}

export type CustomTag = { label: string; src: string; origins: readonly string[]; category: 'analytics' | 'marketing'; paused: boolean }

/** An origin a tag may talk to: https or wss, a host that may start with one `*.` label, an optional port. */
const TAG_ORIGIN = /^(?:https|wss):\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?$/
export const isTagOrigin = (value: string) => TAG_ORIGIN.test(value)

export function isTagScriptUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && !url.username && !url.password && isTagOrigin(url.origin)
  } catch {
    return false
  }
}

export const CUSTOM_TAG_MESSAGES = {
  src: 'Use the script’s full https address, for example https://cdn.vendor.example/tag.js.',
  origin: 'Use origins only, for example https://api.vendor.example or wss://live.vendor.example: no path, https or wss.',
}

/** One tag the site loads; a custom one carries its declared origins. */
export type SiteTag = { vendor: TagVendor; id: string; category: ConsentCategory; src: string; origins?: readonly string[] }

const isChatVendor = (value: string): value is ChatVendor => CHAT_VENDOR_OPTIONS.some((o) => o.value === value && value !== 'none')

/** The tags switched on: set up and not paused, in the order they load. */
export function siteTags(settings: Partial<TagSettings>): SiteTag[] {
  const wanted: [TagVendor, string | undefined, boolean | undefined][] = [
    ['gtm', settings.gtmId, settings.gtmPaused],
    ['ga4', settings.ga4Id, settings.ga4Paused],
    ['googleAds', settings.googleAdsId, settings.googleAdsPaused],
    ['metaPixel', settings.metaPixelId, settings.metaPixelPaused],
    ['clarity', settings.clarityId, settings.clarityPaused],
  ]
  if (settings.chatVendor && isChatVendor(settings.chatVendor)) wanted.push([settings.chatVendor, settings.chatId, settings.chatPaused])
  const layer = settings.dataLayerName || 'dataLayer'
  return wanted
    .flatMap(([vendor, id, isPaused]): [TagVendor, string][] => (id?.trim() && !isPaused ? [[vendor, id]] : []))
    .map(([vendor, id]): SiteTag => {
      const definition = TAG_VENDORS[vendor as Exclude<TagVendor, 'custom'>]
      return { vendor, id: id.trim(), category: definition.category, src: definition.src(id.trim(), layer) }
    })
    .concat(
      (settings.customTags ?? [])
        .filter((tag) => !tag.paused && isTagScriptUrl(tag.src))
        .map((tag) => ({ vendor: 'custom', id: tag.label, category: tag.category, src: tag.src, origins: tag.origins.filter(isTagOrigin) })),
    )
}

/** What a page loads once: gtag.js for both Google tags, each vendor's script, each custom script. */
export const scriptKey = (tag: SiteTag) => (tag.vendor === 'ga4' || tag.vendor === 'googleAds' ? 'gtag' : tag.vendor === 'custom' ? tag.src : tag.vendor)

export type TagPolicySources = { script: string[]; connect: string[]; frame: string[]; font: string[] }

/** The origins the Content-Security-Policy allows for these tags, per directive, each once. */
export function tagPolicySources(tags: readonly SiteTag[]): TagPolicySources {
  const sources: TagPolicySources = { script: [], connect: [], frame: [], font: [] }
  for (const tag of tags) {
    // A custom script: its own origin, and what it declared for scripts and connections alike.
    const origins: Origins =
      tag.vendor === 'custom' ? { script: [new URL(tag.src).origin, ...(tag.origins ?? [])], connect: [...(tag.origins ?? [])] } : TAG_VENDORS[tag.vendor].origins
    for (const key of ['script', 'connect', 'frame', 'font'] as const) sources[key].push(...(origins[key] ?? []))
  }
  for (const key of ['script', 'connect', 'frame', 'font'] as const) sources[key] = [...new Set(sources[key])]
  return sources
}

/** The origins a tag's scripts come from (its own script's and any it loads after). */
export function tagScriptOrigins(tag: SiteTag): string[] {
  if (tag.vendor === 'custom') return [new URL(tag.src).origin, ...(tag.origins ?? [])]
  return [...TAG_VENDORS[tag.vendor].origins.script]
}

/** How the admin names what a page loaded once (`scriptKey`): gtag.js serves two tags. */
export function scriptLabel(tag: SiteTag): string {
  if (tag.vendor === 'custom') return tag.id
  if (tag.vendor === 'ga4' || tag.vendor === 'googleAds') return 'Google tag (Analytics 4 and Ads)'
  return TAG_VENDORS[tag.vendor].label
}

/** gtag.js serves Google Analytics and Google Ads alike: a page loads it once, for the first of them. */
export function scriptsToLoad(tags: readonly SiteTag[]): SiteTag[] {
  const seen = new Set<string>()
  return tags.filter((tag) => {
    const key = scriptKey(tag)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Our analytics events under the Automotive Standards Council's names.
 *
 * The Automotive Standards Council (ASC) is an industry group, formed in 2022, of dealer groups and
 * the website, digital-retailing and chat vendors that serve them. It publishes one GA4 event
 * specification for car-dealer websites: the event names (asc_pageview, asc_form_submission,
 * asc_click_to_call...), the parameters each one carries and the allowed values of the listed ones
 * (page_type, item_condition, form_type...). Dealers' agencies build their Google Tag Manager
 * containers, GA4 reports and Google Ads conversion imports on those names and expect every vendor on
 * the site to send them. Our own ids (14, 25...) mean nothing to them, so the same moments are also
 * described here in the ASC's words.
 *
 * Source: the council's spec workbook "ASC Spec", version 1.2, published as a Google Sheet
 * (ASC_SPEC_URL; the council's site is https://automotivestandardscouncil.com/). What this file takes
 * from it: which parameters each event must carry (ASC_REQUIRED_PARAMS) and the listed values. Where
 * the spec has no word for one of ours it says so beside the mapping.
 *
 * Pure: a caller (the browser's tracker, say) pushes what these functions return. Only values chosen
 * here and the car's public listing go in: a caller's details are read for the lead id alone, so nothing
 * a shopper typed (a name, an email, a phone number) can reach GA4, whose terms forbid it.
 */
import { ANALYTICS_EVENTS, type AnalyticsEventId } from '@/domain/forms/analytics'

export const ASC_SPEC_URL =
  'https://docs.google.com/spreadsheets/d/e/2PACX-1vSbP4IXB1wwwInWhcFJEehmuFwP903TY4cO4BlmBxVc0guDiCyFgDeD5m6VCV7MqDZDKB7zfdiIbcFU/pubhtml'
/** event_owner, on every event: who sent it, so an agency can tell our events from a chat or trade tool's. */
export const ASC_EVENT_OWNER = 'forecourt'
/** GA4 keeps at most 100 characters of a parameter's value. */
const MAX_VALUE = 100

export type AscEvent = { name: string; params: Record<string, string | number> }

/** The spec's values for page_type. It has no "offers" or "locations": those are specials and directions. */
export const ASC_PAGE_TYPES = [
  'item', 'itemlist', 'contact', 'directions', 'service', 'parts', 'accessories', 'body_shop', 'home', 'build_to_order',
  'custom', 'complaint', 'employment', 'recall', 'finance', 'credit', 'trade', 'commercial', 'showroom', 'unknown',
  'thank_you', 'specials', 'compare', 'sitemap', 'blog', 'ev', 'blog_list',
] as const
export type AscPageType = (typeof ASC_PAGE_TYPES)[number]

// The spec's listed values for the parameters these events set.
export type AscItemCondition = 'new' | 'used' | 'salvage' | 'dealer_cpo' | 'oem_cpo' | 'cpo' | 'unknown'
export type AscDepartment = 'sales' | 'service' | 'parts' | 'trade' | 'credit' | 'body_shop' | 'admin' | 'accessories' | 'hr' | 'custom_shop' | 'rentals' | 'unknown' | 'quick_lube' | 'ev_service'
export type AscFormType = 'consumer_contact' | 'trade' | 'recall' | 'parts' | 'accessories' | 'service_appointment' | 'pre-order' | 'custom' | 'bodyshop' | 'finance/credit' | 'human_resources' | 'research' | 'surveys' | 'unknown' | 'alert' | 'offer' | 'quote' | 'download' | 'shipment' | 'purchase' | 'ev_appointment'
export type AscFlowName = 'financing' | 'credit_app' | 'appointment' | 'trade' | 'compare' | 'upload_data' | 'lease' | 'delivery' | 'ecommerce' | 'retention' | 'payment_calculator' | 'test_drive' | 'soft_pull' | 'ev_charging_setup' | 'ev_battery_health'
/** The comm_status values a web form can have (the spec lists more, for calls and chats). */
export type AscCommStatus = 'start' | 'close' | 'engage' | 'send' | 'load' | 'idle' | 'timeout' | 'crm_update'
export type AscElementType = 'header' | 'banner' | 'popup' | 'form' | 'digital_retailing_tool' | 'trade_tool' | 'chat_tool' | 'accessibility_tool' | 'search_tool' | 'scheduling_tool' | 'gallery' | 'map' | 'footer' | 'video' | 'item_details' | 'pagination' | 'body' | 'menu'
export type AscElementSubtype = 'cta_button' | 'cta_icon' | 'nav_button' | 'nav_icon' | 'nav_tab' | 'hamburger_menu' | 'mega_menu' | 'sidebar_menu' | 'inline_menu' | 'hyperlink' | 'content' | 'share_icon' | 'image' | 'input_field' | 'toggle' | 'dropdown' | 'kebab_menu' | 'hero_image'
export type AscEventAction = 'click' | 'swipe_left' | 'swipe_right' | 'swipe_up' | 'swipe_down' | 'hover' | 'view' | 'scroll' | 'field_input' | 'keystroke'
export type AscEventActionResult = 'play' | 'restart' | 'vr_play' | 'spin' | 'popup' | 'slideout' | 'exit' | 'error' | 'search' | 'calc' | 'start' | 'stop' | 'redirect' | 'open' | 'close' | 'increase' | 'decrease' | 'clear' | 'check' | 'uncheck' | 'complete' | 'dropdown' | 'none' | 'shown' | 'next_step' | 'form' | 'previous_step'

/**
 * The parameters the spec marks required on every such event (not those required only "if page_type =
 * item": the item_* ones, sent whenever the car is known). The events this file sends.
 */
const ON_EVERY_EVENT = ['event_owner', 'page_type'] as const
export const ASC_REQUIRED_PARAMS = {
  asc_pageview: [...ON_EVERY_EVENT, 'error_code'],
  asc_item_pageview: [...ON_EVERY_EVENT, 'error_code', 'item_id', 'item_number', 'item_condition', 'item_year', 'item_make', 'item_model'],
  asc_itemlist_pageview: [...ON_EVERY_EVENT, 'error_code', 'item_results'],
  asc_cta_interaction: [...ON_EVERY_EVENT, 'element_text', 'element_type', 'element_subtype', 'event_action', 'event_action_result', 'link_url'],
  asc_click_to_call: [...ON_EVERY_EVENT, 'comm_type', 'comm_phone_number', 'department'],
  asc_form_engagement: [...ON_EVERY_EVENT, 'comm_type', 'comm_status', 'element_text', 'department', 'form_name', 'form_type'],
  asc_form_submission: [...ON_EVERY_EVENT, 'comm_type', 'comm_outcome', 'submission_id', 'element_text', 'department', 'form_name', 'form_type'],
  asc_retail_process: [...ON_EVERY_EVENT, 'flow_name', 'flow_outcome', 'element_title'],
} as const satisfies Record<string, readonly string[]>
export type AscEventName = keyof typeof ASC_REQUIRED_PARAMS
export const ASC_EVENT_NAMES = Object.keys(ASC_REQUIRED_PARAMS) as AscEventName[]

/** A car as the item_* parameters describe it: what its public listing shows. Leave out what is unknown. */
export type AscItem = {
  vin?: string | null
  stockNumber?: string | null
  condition?: AscItemCondition
  year?: number | null
  make?: string | null
  model?: string | null
  /** Whole dollars: the spec wants no decimals. */
  price?: number | null
  /** The badge or trim (Lightning, GT-Line). */
  variant?: string | null
  color?: string | null
  /** The body type (truck, suv). */
  bodyType?: string | null
  /** ISO date the car was stocked; sent as the spec's YYYY/MM/DD. */
  inventoryDate?: string | null
  /** The yard's address. */
  location?: string | null
}

/**
 * Our car types in the spec's item_condition. A demo goes with new, as our own events count it (a demo
 * enquiry is 14, "new enquiry") and dealers list it with new stock: the spec has no demo.
 */
export function ascItemCondition(carType: string | null | undefined): AscItemCondition {
  return carType === 'used' ? 'used' : carType === 'new' || carType === 'demo' ? 'new' : 'unknown'
}

type Params = Record<string, string | number | null | undefined>

/** Only strings and finite numbers go in, cut to GA4's length; a missing value is left out. */
function ascEvent(name: AscEventName, params: Params): AscEvent {
  const kept: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') kept[key] = value.slice(0, MAX_VALUE)
    else if (typeof value === 'number' && Number.isFinite(value)) kept[key] = value
  }
  return { name, params: kept }
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)

function itemParams(item: AscItem | undefined): Params {
  if (!item) return {}
  const stocked = item.inventoryDate?.match(/^(\d{4})-(\d{2})-(\d{2})/)
  return {
    item_id: text(item.vin),
    item_number: text(item.stockNumber),
    // The spec's fallback when the condition is not known.
    item_condition: item.condition ?? 'unknown',
    item_year: item.year ?? undefined,
    item_make: text(item.make),
    item_model: text(item.model),
    item_price: typeof item.price === 'number' ? Math.round(item.price) : undefined,
    item_variant: text(item.variant),
    item_color: text(item.color),
    item_type: text(item.bodyType),
    item_inventory_date: stocked ? `${stocked[1]}/${stocked[2]}/${stocked[3]}` : undefined,
    item_location: text(item.location),
  }
}

/**
 * A page's events: asc_pageview on every page, and on a car's page (page_type item) asc_item_pageview
 * as well, on a results page (itemlist) asc_itemlist_pageview with the number of results. error_code
 * is required; a page without an error sends it blank.
 */
export function ascPageview(page: { pageType: AscPageType; item?: AscItem; results?: number; errorCode?: number }): AscEvent[] {
  const base = { event_owner: ASC_EVENT_OWNER, page_type: page.pageType, error_code: page.errorCode ?? '' }
  if (page.pageType === 'item') {
    const item = itemParams(page.item)
    return [ascEvent('asc_pageview', { ...base, ...item }), ascEvent('asc_item_pageview', { ...base, ...item })]
  }
  if (page.pageType === 'itemlist') return [ascEvent('asc_pageview', base), ascEvent('asc_itemlist_pageview', { ...base, item_results: page.results })]
  return [ascEvent('asc_pageview', base)]
}

/** A click on a call to action that no more particular ASC event covers. linkUrl is blank when it opens something in place. */
export function ascCtaInteraction(cta: {
  pageType: AscPageType
  elementText: string
  elementType: AscElementType
  elementSubtype: AscElementSubtype
  eventActionResult: AscEventActionResult
  eventAction?: AscEventAction
  linkUrl?: string
  item?: AscItem
}): AscEvent {
  return ascEvent('asc_cta_interaction', {
    event_owner: ASC_EVENT_OWNER,
    page_type: cta.pageType,
    element_text: cta.elementText,
    element_type: cta.elementType,
    element_subtype: cta.elementSubtype,
    event_action: cta.eventAction ?? 'click',
    event_action_result: cta.eventActionResult,
    link_url: cta.linkUrl ?? '',
    ...itemParams(cta.item),
  })
}

/** A shopper working through a form before submitting it: comm_status start when they begin, say. */
export function ascFormEngagement(form: {
  pageType: AscPageType
  commStatus: AscCommStatus
  formName: string
  formType: AscFormType
  department: AscDepartment
  /** The field or button engaged with (its name, never what was typed into it). */
  elementText: string
  flowName?: AscFlowName
  item?: AscItem
}): AscEvent {
  return ascEvent('asc_form_engagement', {
    event_owner: ASC_EVENT_OWNER,
    page_type: form.pageType,
    comm_type: 'form',
    comm_status: form.commStatus,
    element_text: form.elementText,
    department: form.department,
    form_name: form.formName,
    form_type: form.formType,
    flow_name: form.flowName,
    ...itemParams(form.item),
  })
}

/** Where an event happened. dealerPhone: the dealership's own number a shopper revealed, never a shopper's. */
export type AscContext = { pageType: AscPageType; item?: AscItem; dealerPhone?: string | null }
type Details = Record<string, unknown>

/** The one detail read: our lead's public id (letters, digits, - and _), as the spec's submission_id. */
function leadId(details: Details): string | undefined {
  const id = details.lead_id
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,60}$/.test(id) ? id : undefined
}

/** A completed lead: how the spec files each of our lead forms. It has no test-drive form_type; flow_name says it. */
const LEAD_FORMS: Record<14 | 15 | 17 | 18 | 48, { department: AscDepartment; formType: AscFormType; flowName?: AscFlowName }> = {
  14: { department: 'sales', formType: 'consumer_contact' },
  15: { department: 'sales', formType: 'consumer_contact' },
  17: { department: 'sales', formType: 'consumer_contact', flowName: 'test_drive' },
  48: { department: 'sales', formType: 'consumer_contact', flowName: 'test_drive' },
  18: { department: 'trade', formType: 'trade', flowName: 'trade' },
}

function formSubmission(eventId: keyof typeof LEAD_FORMS, details: Details, ctx: AscContext): AscEvent[] {
  const form = LEAD_FORMS[eventId]
  return [
    ascEvent('asc_form_submission', {
      event_owner: ASC_EVENT_OWNER,
      page_type: ctx.pageType,
      comm_type: 'form',
      // Whether the lead became an appointment or a sale is the CRM's to say later: unknown is the spec's fallback.
      comm_outcome: 'unknown',
      submission_id: leadId(details),
      // Dealers word their buttons differently; one label keeps the reports comparable.
      element_text: 'submit',
      department: form.department,
      form_name: ANALYTICS_EVENTS[eventId],
      form_type: form.formType,
      flow_name: form.flowName,
      ...itemParams(ctx.item),
    }),
  ]
}

/** Our car tools (save, print, finance, history) sit in a car's details on its page, in the body elsewhere. */
function tool(ctx: AscContext, elementText: string, elementSubtype: AscElementSubtype, eventActionResult: AscEventActionResult): AscEvent[] {
  const elementType = ctx.pageType === 'item' ? 'item_details' : 'body'
  return [ascCtaInteraction({ pageType: ctx.pageType, elementText, elementType, elementSubtype, eventActionResult, item: ctx.item })]
}

const PLATFORM_EVENTS: Record<AnalyticsEventId, (details: Details, ctx: AscContext) => AscEvent[]> = {
  // Page views are ascPageview's, sent on every page: mapping these two as well would count each view twice.
  4: () => [],
  49: () => [],
  14: (d, ctx) => formSubmission(14, d, ctx),
  15: (d, ctx) => formSubmission(15, d, ctx),
  17: (d, ctx) => formSubmission(17, d, ctx),
  48: (d, ctx) => formSubmission(48, d, ctx),
  18: (d, ctx) => formSubmission(18, d, ctx),
  // "Show number" on a car: a call intent. The spec's comm_type for a call is voice; the number shown is sales'.
  25: (_d, ctx) => [
    ascEvent('asc_click_to_call', {
      event_owner: ASC_EVENT_OWNER,
      page_type: ctx.pageType,
      comm_type: 'voice',
      comm_phone_number: ctx.dealerPhone?.replace(/[^\d+]/g, '') || undefined,
      department: 'sales',
      element_type: ctx.pageType === 'item' ? 'item_details' : 'body',
      ...itemParams(ctx.item),
    }),
  ],
  // A finance calculator is the spec's payment_calculator flow; our event fires on its first use.
  26: (_d, ctx) => [
    ascEvent('asc_retail_process', {
      event_owner: ASC_EVENT_OWNER,
      page_type: ctx.pageType,
      flow_name: 'payment_calculator',
      flow_outcome: 'start',
      element_title: 'finance calculator',
      ...itemParams(ctx.item),
    }),
  ],
  9: (_d, ctx) => tool(ctx, 'finance', 'cta_button', 'popup'),
  // The spec has no favourite event: saving a car is a call to action that ticks it.
  39: (_d, ctx) => tool(ctx, 'save', 'cta_icon', 'check'),
  60: (_d, ctx) => tool(ctx, 'history report', 'cta_button', 'open'),
  61: (_d, ctx) => tool(ctx, 'print', 'cta_button', 'open'),
}

/** The ASC events one of our events stands for (none for a page view: see ascPageview). */
export function ascFromPlatformEvent(eventId: AnalyticsEventId, details: Details, context: AscContext): AscEvent[] {
  return PLATFORM_EVENTS[eventId]?.(details, context) ?? []
}

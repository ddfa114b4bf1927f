import { describe, expect, it } from 'vitest'

import { ANALYTICS_EVENT_IDS, type AnalyticsEventId } from '@/domain/forms/analytics'
import {
  ASC_EVENT_NAMES,
  ASC_EVENT_OWNER,
  ASC_PAGE_TYPES,
  ASC_REQUIRED_PARAMS,
  ASC_SPEC_URL,
  ascCtaInteraction,
  ascFormEngagement,
  ascFromPlatformEvent,
  ascItemCondition,
  ascPageview,
  type AscContext,
  type AscEvent,
  type AscEventName,
  type AscItem,
} from '@/domain/marketing/ascEvents'

const CAR: AscItem = {
  vin: '6T1BF3FK50X123456',
  stockNumber: 'U1234',
  condition: 'used',
  year: 2021,
  make: 'Toyota',
  model: 'Camry',
  price: 28990.6,
  variant: 'Ascent Sport',
  color: 'Silver',
  bodyType: 'sedan',
  inventoryDate: '2026-03-04T00:00:00.000Z',
  location: '1 Parramatta Rd, Granville NSW',
}
const ON_CAR_PAGE: AscContext = { pageType: 'item', item: CAR, dealerPhone: '(02) 9000 1234' }
const LEAD = { lead_id: 'L-7Q2X9ZK4' }

/** Our page views are ascPageview's; every other event id stands for at least one ASC event. */
const PAGE_VIEWS: AnalyticsEventId[] = [4, 49]
const MAPPED = ANALYTICS_EVENT_IDS.filter((id) => !PAGE_VIEWS.includes(id))

function expectRequired(event: AscEvent) {
  expect(ASC_EVENT_NAMES, event.name).toContain(event.name)
  for (const param of ASC_REQUIRED_PARAMS[event.name as AscEventName]) expect(event.params, `${event.name} ${param}`).toHaveProperty(param)
}

function everyEvent(): AscEvent[] {
  return [
    ...MAPPED.flatMap((id) => ascFromPlatformEvent(id, LEAD, ON_CAR_PAGE)),
    ...MAPPED.flatMap((id) => ascFromPlatformEvent(id, {}, { pageType: 'home' })),
    ...ASC_PAGE_TYPES.flatMap((pageType) => ascPageview({ pageType, item: CAR, results: 12 })),
  ]
}

describe('the spec it follows', () => {
  it('is the ASC workbook, and every event this file can send is an asc_ event', () => {
    expect(ASC_SPEC_URL).toMatch(/^https:\/\/docs\.google\.com\/spreadsheets\//)
    for (const name of ASC_EVENT_NAMES) expect(name).toMatch(/^asc_[a-z_]+$/)
  })
})

describe('our events under ASC names', () => {
  it.each(MAPPED)('event %i yields asc_ events with every parameter the spec requires', (id) => {
    const events = ascFromPlatformEvent(id, LEAD, ON_CAR_PAGE)
    expect(events.length).toBeGreaterThan(0)
    for (const event of events) {
      expect(event.name).toMatch(/^asc_/)
      expectRequired(event)
      expect(event.params).toMatchObject({ event_owner: ASC_EVENT_OWNER, page_type: 'item', item_id: CAR.vin, item_condition: 'used' })
    }
  })

  it('leaves the page views (4 used vehicle view, 49 search page view) to ascPageview, so none is counted twice', () => {
    for (const id of PAGE_VIEWS) expect(ascFromPlatformEvent(id, LEAD, ON_CAR_PAGE)).toEqual([])
  })

  it('files a completed lead as a form submission with our lead id, by department and form type', () => {
    const [enquiry] = ascFromPlatformEvent(15, LEAD, ON_CAR_PAGE)
    expect(enquiry).toMatchObject({
      name: 'asc_form_submission',
      params: { comm_type: 'form', comm_outcome: 'unknown', submission_id: 'L-7Q2X9ZK4', department: 'sales', form_type: 'consumer_contact', form_name: 'used enquiry' },
    })
    expect(ascFromPlatformEvent(48, LEAD, ON_CAR_PAGE)[0]!.params).toMatchObject({ flow_name: 'test_drive', form_name: 'test drive' })
    expect(ascFromPlatformEvent(17, LEAD, ON_CAR_PAGE)[0]!.params).toMatchObject({ flow_name: 'test_drive' })
    expect(ascFromPlatformEvent(18, LEAD, { pageType: 'trade' })[0]!.params).toMatchObject({ department: 'trade', form_type: 'trade', flow_name: 'trade', page_type: 'trade' })
  })

  it('sends a phone reveal as a voice click to call, with the dealership’s number as digits', () => {
    expect(ascFromPlatformEvent(25, {}, ON_CAR_PAGE)[0]).toMatchObject({
      name: 'asc_click_to_call',
      params: { comm_type: 'voice', department: 'sales', comm_phone_number: '0290001234', element_type: 'item_details' },
    })
  })

  it('sends the calculator as a payment calculator flow, and saving, printing, finance and history as calls to action', () => {
    expect(ascFromPlatformEvent(26, {}, ON_CAR_PAGE)[0]).toMatchObject({ name: 'asc_retail_process', params: { flow_name: 'payment_calculator', flow_outcome: 'start' } })
    expect(ascFromPlatformEvent(39, {}, { pageType: 'itemlist' })[0]).toMatchObject({
      name: 'asc_cta_interaction',
      params: { element_text: 'save', element_type: 'body', event_action: 'click', event_action_result: 'check', link_url: '' },
    })
    expect(ascFromPlatformEvent(61, {}, ON_CAR_PAGE)[0]!.params).toMatchObject({ element_text: 'print', element_type: 'item_details', event_action_result: 'open' })
    expect(ascFromPlatformEvent(9, {}, ON_CAR_PAGE)[0]!.params).toMatchObject({ element_text: 'finance', event_action_result: 'popup' })
    expect(ascFromPlatformEvent(60, {}, ON_CAR_PAGE)[0]!.params).toMatchObject({ element_text: 'history report' })
  })

  it('leaves out the item parameters where no car is known', () => {
    const [saved] = ascFromPlatformEvent(39, {}, { pageType: 'home' })
    expect(Object.keys(saved!.params).filter((k) => k.startsWith('item_'))).toEqual([])
  })
})

describe('page views', () => {
  it('sends asc_pageview then asc_item_pageview on a car’s page, with the car', () => {
    const events = ascPageview({ pageType: 'item', item: CAR })
    expect(events.map((e) => e.name)).toEqual(['asc_pageview', 'asc_item_pageview'])
    events.forEach(expectRequired)
    expect(events[1]!.params).toEqual({
      event_owner: ASC_EVENT_OWNER,
      page_type: 'item',
      error_code: '',
      item_id: '6T1BF3FK50X123456',
      item_number: 'U1234',
      item_condition: 'used',
      item_year: 2021,
      item_make: 'Toyota',
      item_model: 'Camry',
      item_price: 28991,
      item_variant: 'Ascent Sport',
      item_color: 'Silver',
      item_type: 'sedan',
      item_inventory_date: '2026/03/04',
      item_location: '1 Parramatta Rd, Granville NSW',
    })
  })

  it('leaves out what the listing lacks, and sends the spec’s unknown for a missing condition', () => {
    const [, item] = ascPageview({ pageType: 'item', item: { vin: 'ABC', make: 'Kia', model: ' ', price: null, stockNumber: '' } })
    expect(item!.params).toEqual({ event_owner: ASC_EVENT_OWNER, page_type: 'item', error_code: '', item_id: 'ABC', item_make: 'Kia', item_condition: 'unknown' })
  })

  it('sends asc_itemlist_pageview with the number of results on a results page, and asc_pageview alone elsewhere', () => {
    const list = ascPageview({ pageType: 'itemlist', results: 37 })
    expect(list.map((e) => e.name)).toEqual(['asc_pageview', 'asc_itemlist_pageview'])
    expect(list[1]!.params.item_results).toBe(37)
    expect(ascPageview({ pageType: 'home', item: CAR })).toEqual([{ name: 'asc_pageview', params: { event_owner: ASC_EVENT_OWNER, page_type: 'home', error_code: '' } }])
    expect(ascPageview({ pageType: 'unknown', errorCode: 404 })[0]!.params.error_code).toBe(404)
  })
})

describe('the helpers', () => {
  it('build a call to action and a form engagement with the spec’s required parameters', () => {
    const cta = ascCtaInteraction({ pageType: 'specials', elementText: 'View offer', elementType: 'banner', elementSubtype: 'cta_button', eventActionResult: 'redirect', linkUrl: 'https://dealer.example/specials/1' })
    expectRequired(cta)
    expect(cta.params).toMatchObject({ event_action: 'click', link_url: 'https://dealer.example/specials/1' })
    const form = ascFormEngagement({ pageType: 'service', commStatus: 'start', formName: 'service booking', formType: 'service_appointment', department: 'service', elementText: 'first_name' })
    expectRequired(form)
    expect(form).toMatchObject({ name: 'asc_form_engagement', params: { comm_type: 'form', comm_status: 'start' } })
  })

  it('map our car types to item_condition, a demo with new', () => {
    expect(['new', 'demo', 'used', null, 'boat'].map(ascItemCondition)).toEqual(['new', 'new', 'used', 'unknown', 'unknown'])
  })
})

describe('what goes to GA4', () => {
  it('is strings and finite numbers only, never an object or undefined, at most 100 characters', () => {
    const long = ascPageview({ pageType: 'item', item: { ...CAR, model: 'x'.repeat(300), year: Number.NaN } })
    expect(long[0]!.params.item_model).toHaveLength(100)
    expect(long[0]!.params).not.toHaveProperty('item_year')
    for (const event of [...everyEvent(), ...long]) {
      for (const [key, value] of Object.entries(event.params)) {
        expect(['string', 'number'], `${event.name} ${key}`).toContain(typeof value)
        if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(100)
      }
    }
  })

  it('never carries a detail it was not built to read: no name, email, phone or message', () => {
    const details = {
      lead_id: 'L-1',
      email: 'jo.citizen@example.com',
      name: 'Jo Citizen',
      phone: '0412 345 678',
      message: 'call me after 5',
      car_id: '998877',
      data: { email: 'jo.citizen@example.com' },
    }
    const params = ANALYTICS_EVENT_IDS.flatMap((id) => ascFromPlatformEvent(id, details, ON_CAR_PAGE)).map((e) => e.params)
    for (const p of params) for (const key of ['email', 'name', 'phone', 'message', 'car_id', 'data']) expect(p).not.toHaveProperty(key)
    const values = JSON.stringify(params.flatMap((p) => Object.values(p)))
    for (const secret of ['jo.citizen', 'Jo Citizen', '0412', '345 678', 'call me', '998877']) expect(values).not.toContain(secret)
    // Even the one detail read is refused when it is not an id.
    const [lead] = ascFromPlatformEvent(14, { lead_id: 'jo.citizen@example.com' }, ON_CAR_PAGE)
    expect(lead!.params).not.toHaveProperty('submission_id')
  })
})

/**
 * The demo dealers' leads (issue 18): a few dozen each over the last 30 days, across the forms, the
 * inbox stages, the dealer's locations and assignees, with notes, a couple of follow-ups, and one lead
 * whose delivery failed for good (the dashboard offers Retry on it). Generated from a fixed seed per
 * dealer, relative to the seed run, so a fresh database always has a fresh-looking inbox.
 *
 * Seed leads are stored as already delivered (no delivery job is queued: nothing is emailed); the
 * failed one carries its failed attempts. Found again by their idempotency key.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import { CATEGORIES, TRADE_IN_STAGES } from '@/domain/forms/messages'
import { minutesBetween, type LeadStage } from '@/domain/leads/stages'
import { leadSource, type Touch } from '@/domain/marketing/touch'
import { findOrCreate, type SeedApi } from './api'
import type { DealerSlug } from './dealers'

const LEADS_PER_DEALER = 36

type LeadData = RequiredDataFromCollectionSlug<'leads'>

/** mulberry32: a small deterministic generator, so every fresh seed tells the same story. */
function generator(seed: string) {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) }
}

/** The demo shoppers' names (tests/logs/personalData.ts looks for them in the servers' output). */
export const DEMO_SHOPPER_FIRST_NAMES = ['Olivia', 'Liam', 'Charlotte', 'Noah', 'Amelia', 'Jack', 'Isla', 'William', 'Mia', 'Oliver', 'Ava', 'Leo', 'Grace', 'Lucas', 'Chloe', 'Henry', 'Zoe', 'Thomas', 'Ruby', 'James']
export const DEMO_SHOPPER_LAST_NAMES = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White', 'Anderson', 'Walker', 'Thompson', 'Kelly', 'Patel', 'Ryan', 'Singh', 'Murphy']
const POSTCODES: Record<DealerSlug, string[]> = {
  'harbour-city': ['4215', '4217', '2485', '2486', '4113', '4220'],
  'bayside-mazda': ['3192', '3186', '3188', '3195', '3190'],
  'outback-used': ['2880', '2830', '3500', '2877'],
}
const ENQUIRY_MESSAGES = [
  'Is this car still available? I could come in on Saturday morning.',
  'What is the best drive-away price?',
  'Does it come with a roadworthy and how many keys?',
  'Can you send me more photos of the interior?',
  'I am interested but would need finance. What would the weekly repayments be?',
]
const NOTE_LINES = [
  'Called, left a voicemail.',
  'Spoke with the customer: keen, wants to see it this week.',
  'Emailed a drive-away quote.',
  'Customer is comparing with another dealer; following up Friday.',
  'Booked a test drive for Saturday 10:00.',
  'Sent finance pre-approval link.',
]

type Form = 'enquiry' | 'test-drive' | 'service' | 'trade-in' | 'online-purchase'
const FORMS: Form[] = ['enquiry', 'enquiry', 'enquiry', 'test-drive', 'test-drive', 'service', 'trade-in', 'online-purchase']

type Car = { id: number; name?: string | null; year?: number | null; make?: string | null; model?: string | null; stocknum?: string | null; car_type?: string | null; status?: string | null; location?: unknown }

/** Stage by age: today's leads are mostly new; older ones have moved on. */
function stageFor(ageDays: number, r: number): LeadStage {
  if (ageDays < 1) return r < 0.75 ? 'new' : 'contacted'
  if (ageDays < 4) return r < 0.3 ? 'new' : r < 0.8 ? 'contacted' : 'appointment-booked'
  if (r < 0.05) return 'new'
  if (r < 0.35) return 'contacted'
  if (r < 0.55) return 'appointment-booked'
  if (r < 0.75) return 'sold'
  return 'lost'
}

export async function seedDealerLeads(
  api: SeedApi,
  dealer: DealerSlug,
  tenantId: number,
  args: { locationIds: Record<string, number>; assignees: { id: number; name: string }[]; now: number },
): Promise<void> {
  const { payload, opts } = api
  const rnd = generator(`leads-${dealer}`)
  const cars = (await payload.find({ collection: 'vehicles', where: { tenant: { equals: tenantId } }, limit: 30, depth: 0, sort: 'id', select: { name: true, year: true, make: true, model: true, stocknum: true, car_type: true, status: true, location: true }, ...opts })).docs as Car[]
  const locations = Object.values(args.locationIds)
  for (let n = 0; n < LEADS_PER_DEALER; n++) {
    const key = `demo-${dealer}-${String(n + 1).padStart(2, '0')}`
    // Newest first: the first few arrive today, the rest spread over 30 days.
    const ageMinutes = n < 4 ? rnd.int(5, 8 * 60) : rnd.int(24 * 60, 30 * 24 * 60)
    const createdAt = new Date(args.now - ageMinutes * 60_000)
    const form = n === 0 ? 'enquiry' : rnd.pick(FORMS)
    const car = form === 'service' ? undefined : cars.length > 0 && rnd.next() < 0.8 ? rnd.pick(cars) : undefined
    const name = rnd.pick(DEMO_SHOPPER_FIRST_NAMES)
    const lastName = rnd.pick(DEMO_SHOPPER_LAST_NAMES)
    const contact = { name, lastName, email: `${name}.${lastName}.${n + 1}@example.com`.toLowerCase(), phone: `04${String(rnd.int(10_000_000, 99_999_999))}`, postcode: rnd.pick(POSTCODES[dealer]) }
    const stage = stageFor(ageMinutes / 1440, rnd.next())
    const assignee = stage === 'new' && rnd.next() < 0.5 ? undefined : rnd.pick(args.assignees)
    const contactedAt = stage === 'new' ? null : new Date(createdAt.getTime() + rnd.int(4, Math.min(ageMinutes - 1, 18 * 60)) * 60_000)
    const location = car && typeof car.location === 'number' ? car.location : rnd.pick(locations)
    const carText = car ? `${car.year ?? ''} ${car.make ?? ''} ${car.model ?? ''}`.trim() : ''
    const category =
      form === 'enquiry' ? (car ? CATEGORIES.vehicle : CATEGORIES.general) : form === 'test-drive' ? CATEGORIES.testDrive : form === 'service' ? CATEGORIES.service : form === 'trade-in' ? CATEGORIES.tradeIn : 'Online Purchase'
    const message = form === 'service' ? 'Logbook service, and the brakes squeal a little.' : rnd.pick(ENQUIRY_MESSAGES)
    const fields: Record<string, unknown> = { name, last_name: lastName, email: contact.email, phone: contact.phone, postcode: contact.postcode, message }
    if (form === 'service') Object.assign(fields, { 'Service Type': 'Logbook service', odometer: rnd.int(20_000, 160_000), preferred_date: new Date(args.now + 5 * 86_400_000).toISOString().slice(0, 10) })
    if (form === 'trade-in' || form === 'online-purchase') Object.assign(fields, { trade_in: 'Yes', trade_in_rego: `${rnd.int(100, 999)}XY${rnd.int(1, 9)}`, trade_in_make: 'Holden', trade_in_model: 'Commodore', trade_in_km: rnd.int(60_000, 220_000) })
    if (form === 'online-purchase') Object.assign(fields, { payment_method: 'Finance', finance_estimate: `est. $${rnd.int(110, 260)}/wk based on sample 9.5% p.a.`, handover: 'Pickup' })
    const notes =
      contactedAt && assignee
        ? [
            { text: rnd.pick(NOTE_LINES), author: assignee.id, authorName: assignee.name, at: contactedAt.toISOString() },
            ...(stage !== 'contacted' ? [{ text: stage === 'sold' ? 'Deal done, delivery booked.' : stage === 'lost' ? 'Bought elsewhere.' : 'Test drive booked.', author: assignee.id, authorName: assignee.name, at: new Date(contactedAt.getTime() + 3_600_000).toISOString() }] : []),
          ]
        : []
    // A couple of follow-ups: one due tomorrow, one overdue.
    const followUpAt = n === 4 ? new Date(args.now + 86_400_000) : n === 6 ? new Date(args.now - 3_600_000 * 5) : null
    // The dead letter: the dealer's mail server refused it at every retry.
    const failed = n === 2
    const sentAt = new Date(createdAt.getTime() + 20_000).toISOString()
    const touch = demoTouch(n, createdAt, car ? `/cars/${car.id}` : '/contact-us')
    const credited = leadSource({ first: touch, last: touch })
    const data = {
      tenant: tenantId,
      source: credited.source,
      medium: credited.medium,
      campaign: credited.campaign ?? undefined,
      title: `${name} ${lastName} · ${car ? `${category}: ${carText}` : category}`.slice(0, 200),
      form: (form === 'online-purchase' ? 'online-purchase' : form) as LeadData['form'],
      category,
      subcategory: form === 'trade-in' ? TRADE_IN_STAGES.accepted : form === 'service' ? 'Logbook service' : undefined,
      publicId: `ld_demo${dealer.replace(/-/g, '')}${String(n + 1).padStart(2, '0')}`,
      idempotencyKey: key,
      status: failed ? 'failed' : 'delivered',
      salesStatus: stage,
      ...(assignee ? { assignee: assignee.id } : {}),
      ...(contactedAt ? { firstContactedAt: contactedAt.toISOString(), minutesToFirstContact: minutesBetween(createdAt, contactedAt) } : {}),
      ...(followUpAt ? { followUpAt: followUpAt.toISOString() } : {}),
      notes,
      contact,
      vehicle: car?.id,
      location,
      defaults: {
        dealershipSlug: dealer,
        manufacturerSlug: car?.make?.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        stockNumber: car?.stocknum ?? undefined,
        vehicleMake: car?.make ?? undefined,
        vehicleModel: car?.model ?? undefined,
        carType: car?.car_type ?? undefined,
        carId: car ? String(car.id) : undefined,
        vehicleStatus: car?.status ?? undefined,
        optIn: true,
        autogaugeEnabled: false,
        message,
      },
      fields,
      ...(form === 'trade-in' ? { valuation: { offer: { low: 9_500, high: 11_200 }, EvalID: `demo-${n}` } } : {}),
      attribution: {
        sourcePage: car ? `/cars/${car.id}` : '/contact-us',
        visitedPages: [touch.landing_page, car ? `/cars/${car.id}` : '/contact-us'],
        linkedQueryParams: {},
        firstTouch: touch,
        lastTouch: touch,
        gclid: credited.gclid ?? undefined,
      },
      emailDelivery: failed ? { state: 'failed', at: sentAt, to: 'sales@dealer.example' } : { state: 'sent', at: sentAt, to: 'sales@dealer.example', reference: `<${key}@forecourt.test>` },
      webhookDelivery: { state: 'skipped', at: sentAt },
      autoReplyDelivery: { state: failed ? 'pending' : 'sent', at: sentAt },
      deliveryAttempts: failed
        ? [1, 2, 3, 4, 5].map((i) => ({ channel: 'email', at: new Date(createdAt.getTime() + i * i * 60_000).toISOString(), outcome: 'failed', error: '421 4.7.0 mail.dealer.example: try again later' }))
        : [{ channel: 'email', at: sentAt, outcome: 'sent' }],
      createdAt: createdAt.toISOString(),
    }
    await findOrCreate(api, 'leads', { and: [{ tenant: { equals: tenantId } }, { idempotencyKey: { equals: key } }] }, data as unknown as LeadData)
  }
}

/**
 * Where a demo shopper came from, in turn (by the lead's number, so the other demo choices stay as they
 * were): Google Ads with a click id, Google search, a Facebook campaign, a classifieds listing, direct.
 */
function demoTouch(n: number, at: Date, page: string): Touch {
  const base = { at: new Date(at.getTime() - 15 * 60_000).toISOString() }
  switch (n % 5) {
    case 0:
      return { ...base, landing_page: `${page}?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20Sale&gclid=demo-gclid-${n + 1}`, utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'Spring Sale', gclid: `demo-gclid-${n + 1}` }
    case 1:
      return { ...base, landing_page: '/', referrer: 'https://www.google.com.au/' }
    case 2:
      return { ...base, landing_page: `${page}?utm_source=facebook&utm_medium=paid_social&utm_campaign=EOFY`, utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: 'EOFY' }
    case 3:
      return { ...base, landing_page: page, referrer: 'https://www.carsales.com.au/' }
    default:
      return { ...base, landing_page: '/' }
  }
}

/**
 * Drafts, scheduled publishing and restore on the records marketers edit (issue 17): a draft never
 * reaches an anonymous reader or the site's own reads, a scheduled job publishes as the user who
 * scheduled it, and one dealer's marketer can't publish, schedule, unschedule or restore another's.
 */
import { createLocalReq, type CollectionSlug, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Tenant, User } from '@/payload-types'
import { publicRead } from '@/lib/payload'
import { previewLinkEndpoint } from '@/lib/preview/shareEndpoint'
import { verifyPreview } from '@/lib/preview/token'
import { createLocation, createMarketer, createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let dealerA: Tenant
let dealerB: Tenant
let marketerA: User
let marketerB: User

const asUser = (user: User) => ({ user: structuredClone(user), overrideAccess: false as const })
// A fresh context each call: Payload writes into the one it is given (restoreVersion leaves isRestoringVersion).
const quiet = () => ({ context: { disableRevalidate: true } })

type Drafted = 'pages' | 'promotions' | 'popups' | 'menus' | 'locations' | 'special-hours'

/** A minimal valid record of each collection with drafts, whose `title`-like field is `label`. */
async function recordData(collection: Drafted, tenant: Tenant, label: string): Promise<Record<string, unknown>> {
  switch (collection) {
    case 'pages':
      return { title: label, slug: unique('page'), layout: [] }
    case 'promotions':
      return { title: label, placement: 'banner' }
    case 'popups':
      return { title: label }
    case 'menus':
      return { title: label, header: { items: [{ label, kind: 'link', href: '/stock' }] } }
    case 'locations':
      return { name: label, slug: unique('yard'), address: { city: 'Brisbane', state: 'QLD' } }
    case 'special-hours': {
      const location = await createLocation(payload, tenant)
      return { label, location: location.id, status: 'closed', date: '2027-01-26T02:00:00.000Z', date_tz: 'Australia/Brisbane' }
    }
  }
}

const labelField = (collection: Drafted) => (collection === 'locations' ? 'name' : collection === 'special-hours' ? 'label' : 'title')
const labelOf = (collection: Drafted, doc: Record<string, unknown>) => doc[labelField(collection)]

async function freshDealer() {
  const dealer = await createTenant(payload, 'Drafts')
  return { dealer, marketer: await createMarketer(payload, [dealer]) }
}

const COLLECTIONS: Drafted[] = ['pages', 'promotions', 'popups', 'menus', 'locations', 'special-hours']

beforeAll(async () => {
  payload = await getTestPayload()
  dealerA = await createTenant(payload, 'Drafts A')
  dealerB = await createTenant(payload, 'Drafts B')
  marketerA = await createMarketer(payload, [dealerA])
  marketerB = await createMarketer(payload, [dealerB])
})

describe.each(COLLECTIONS)('%s with drafts', (collection) => {
  it('shows the site and anonymous callers only the published version, never a draft', async () => {
    // A dealer of its own per test: a dealer has one menu.
    const { dealer, marketer } = await freshDealer()
    const live = unique('Live')
    const edit = unique('Draft edit')
    const data = await recordData(collection, dealer, live)
    const published = await payload.create({ collection, data: { ...data, tenant: dealer.id, _status: 'published' } as never, ...asUser(marketer), ...quiet() })
    // The marketer edits it as a draft (what autosave does): the live record keeps its content.
    await payload.update({ collection, id: published.id, data: { [labelField(collection)]: edit } as never, draft: true, ...asUser(marketer), ...quiet() })
    // A record that was never published at all.
    // (in a dealer of its own for menus: one menu per dealer)
    const other = collection === 'menus' ? await freshDealer() : { dealer, marketer }
    const neverPublished = await payload.create({ collection, data: { ...(await recordData(collection, other.dealer, unique('Unpublished'))), tenant: other.dealer.id } as never, draft: true, ...asUser(other.marketer), ...quiet() })
    expect(neverPublished._status).toBe('draft')

    // The site's reads (the renderer's context, access on).
    const site = await payload.find({ collection, where: { tenant: { in: [dealer.id, other.dealer.id] } }, limit: 100, depth: 0, ...publicRead })
    const siteLabels = site.docs.map((d) => labelOf(collection, d as never))
    expect(siteLabels).toContain(live)
    expect(siteLabels).not.toContain(edit)
    expect(site.docs.some((d) => d.id === neverPublished.id)).toBe(false)
    // Even asking for drafts, the site gets no draft content.
    const siteDraft = await payload.find({ collection, where: { id: { in: [published.id, neverPublished.id] } }, draft: true, depth: 0, ...publicRead })
    expect(siteDraft.docs.map((d) => labelOf(collection, d as never))).not.toContain(edit)
    expect(siteDraft.docs.some((d) => d.id === neverPublished.id)).toBe(false)

    // Anonymous API callers (REST and the local API without the site's context) get nothing at all.
    await expect(payload.find({ collection, overrideAccess: false, depth: 0 })).rejects.toThrow()
    await expect(payload.findVersions({ collection: collection as CollectionSlug, overrideAccess: false } as never)).rejects.toThrow()

    // The marketer sees the draft in the admin.
    const mine = await payload.findByID({ collection, id: published.id, draft: true, depth: 0, ...asUser(marketer) })
    expect(labelOf(collection, mine as never)).toBe(edit)
  })

  it('keeps versions with who saved them, and restoring one is itself a new version', async () => {
    // A dealer of its own per test: a dealer has one menu.
    const { dealer, marketer } = await freshDealer()
    const first = unique('First')
    const doc = await payload.create({ collection, data: { ...(await recordData(collection, dealer, first)), tenant: dealer.id, _status: 'published' } as never, ...asUser(marketer), ...quiet() })
    await payload.update({ collection, id: doc.id, data: { [labelField(collection)]: unique('Second'), _status: 'published' } as never, ...asUser(marketer), ...quiet() })
    const versions = await payload.findVersions({ collection: collection as 'pages', where: { parent: { equals: doc.id } }, sort: 'createdAt', depth: 0, ...asUser(marketer) })
    expect(versions.docs.length).toBe(2)
    expect(versions.docs.map((v) => (v.version as { updatedBy?: unknown }).updatedBy)).toEqual([marketer.id, marketer.id])
    const original = versions.docs[0]!

    // Dealer B's marketer can neither list dealer A's versions nor restore one.
    const foreign = await payload.findVersions({ collection: collection as 'pages', where: { parent: { equals: doc.id } }, depth: 0, ...asUser(marketerB) })
    expect(foreign.docs).toEqual([])
    await expect(payload.restoreVersion({ collection: collection as 'pages', id: original.id, depth: 0, ...asUser(marketerB), ...quiet() })).rejects.toThrow()

    const restored = await payload.restoreVersion({ collection: collection as 'pages', id: original.id, depth: 0, ...asUser(marketer), ...quiet() })
    expect(labelOf(collection, restored as never)).toBe(first)
    const after = await payload.findVersions({ collection: collection as 'pages', where: { parent: { equals: doc.id } }, depth: 0, ...asUser(marketer) })
    expect(after.docs.length).toBe(3)
    const live = await payload.find({ collection, where: { id: { equals: doc.id } }, depth: 0, ...publicRead })
    expect(labelOf(collection, live.docs[0] as never)).toBe(first)
  })

  it('is not editable, publishable or visible to another dealer\'s marketer', async () => {
    // A dealer of its own per test: a dealer has one menu.
    const { dealer, marketer } = await freshDealer()
    const doc = await payload.create({ collection, data: { ...(await recordData(collection, dealer, unique('Mine'))), tenant: dealer.id } as never, draft: true, ...asUser(marketer), ...quiet() })
    await expect(payload.update({ collection, id: doc.id, data: { _status: 'published' } as never, ...asUser(marketerB), ...quiet() })).rejects.toThrow()
    await expect(payload.findByID({ collection, id: doc.id, draft: true, ...asUser(marketerB) })).rejects.toThrow()
    const still = await payload.findByID({ collection, id: doc.id, draft: true, depth: 0, overrideAccess: true })
    expect(still._status).toBe('draft')
  })
})

describe('scheduled publishing', () => {
  // Every due job, not the queue's default first 10: other files' jobs may be waiting in a full run.
  const runDue = () => payload.jobs.run({ queue: 'default', limit: 1000 })
  const schedule = (collection: Drafted, id: number, user: User, type: 'publish' | 'unpublish', waitUntil: Date) =>
    // What the admin's schedule drawer queues (@payloadcms/ui schedulePublishHandler).
    payload.jobs.queue({
      task: 'schedulePublish',
      input: { type, doc: { relationTo: collection, value: String(id) }, timezone: 'Australia/Sydney', user: { relationTo: 'users', value: user.id } } as never,
      waitUntil,
    })

  it('publishes a draft promotion when its time comes, and unpublishes it on schedule', async () => {
    const title = unique('Saturday sale')
    const promo = await payload.create({ collection: 'promotions', data: { title, placement: 'banner', tenant: dealerA.id }, draft: true, ...asUser(marketerA), ...quiet() })
    const live = async () => (await payload.find({ collection: 'promotions', where: { id: { equals: promo.id } }, depth: 0, ...publicRead })).docs.length

    await schedule('promotions', promo.id, marketerA, 'publish', new Date(Date.now() + 60 * 60_000))
    await runDue()
    expect(await live()).toBe(0) // not yet due

    await schedule('promotions', promo.id, marketerA, 'publish', new Date(Date.now() - 1000))
    await runDue()
    expect(await live()).toBe(1)

    await schedule('promotions', promo.id, marketerA, 'unpublish', new Date(Date.now() - 1000))
    await runDue()
    expect(await live()).toBe(0)
  })

  it("never publishes another dealer's record, and won't let another dealer unschedule one", async () => {
    const promo = await payload.create({ collection: 'promotions', data: { title: unique('Not yours'), placement: 'banner', tenant: dealerA.id }, draft: true, ...asUser(marketerA), ...quiet() })
    await schedule('promotions', promo.id, marketerB, 'publish', new Date(Date.now() - 1000))
    await runDue()
    const after = await payload.findByID({ collection: 'promotions', id: promo.id, depth: 0, overrideAccess: true })
    expect(after._status).toBe('draft')

    // Dealer A's own schedule, which B tries to delete the way the drawer does (by id, access skipped).
    const job = await schedule('promotions', promo.id, marketerA, 'publish', new Date(Date.now() + 60 * 60_000))
    const req = { user: { ...marketerB, collection: 'users' } }
    await expect(payload.delete({ collection: 'payload-jobs', where: { id: { equals: job.id } }, req: req as never }).then((r) => r.errors.length)).resolves.toBe(1)
    expect((await payload.count({ collection: 'payload-jobs', where: { id: { equals: job.id } }, overrideAccess: true })).totalDocs).toBe(1)
    // A's marketer may.
    const own = await payload.delete({ collection: 'payload-jobs', where: { id: { equals: job.id } }, req: { user: { ...marketerA, collection: 'users' } } as never })
    expect(own.errors).toEqual([])
  })

  it('keeps the job queue out of marketers\' reach', async () => {
    await expect(payload.find({ collection: 'payload-jobs', ...asUser(marketerA) })).rejects.toThrow()
  })
})

describe('preview links', () => {
  /** GET /api/{collection}/{id}/preview-link as `user`, through the endpoint's own handler. */
  async function previewLink(collection: 'pages' | 'promotions' | 'popups', id: number, user: User | null) {
    const req = await createLocalReq({ user: user ? ({ ...user, collection: 'users' } as never) : undefined }, payload)
    req.headers = new Headers({ host: 'localhost:3000' })
    req.routeParams = { id: String(id) }
    const res = await previewLinkEndpoint(collection).handler(req)
    return { status: res.status, body: (await res.json()) as { url?: string; message?: string } }
  }

  it("gives a dealer's marketer a signed link to its own draft, on its own host, and nobody else one", async () => {
    const { dealer, marketer } = await freshDealer()
    const promo = await payload.create({ collection: 'promotions', data: { title: unique('Preview me'), placement: 'banner', tenant: dealer.id }, draft: true, ...asUser(marketer), ...quiet() })

    const own = await previewLink('promotions', promo.id, marketer)
    expect(own.status).toBe(200)
    const url = new URL(own.body.url!)
    expect(url.host).toBe(`${dealer.slug}.localhost:3000`)
    const claims = verifyPreview(url.pathname.replace('/preview/', ''))
    expect(claims).toMatchObject({ collection: 'promotions', id: promo.id, tenant: dealer.id })
    expect(claims!.expiresAt).toBeGreaterThan(Date.now() + 71 * 3_600_000)

    expect((await previewLink('promotions', promo.id, marketerB)).status).toBe(404)
    expect((await previewLink('promotions', promo.id, null)).status).toBe(401)
  })
})

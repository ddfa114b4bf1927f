/**
 * Issue 33 #8: a scheduled publish of an invalid draft is refused when it is made, and one that still
 * fails when it runs (the draft changed after scheduling) is on the dealer dashboard and in the
 * scheduler's inbox instead of vanishing.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Tenant, User } from '@/payload-types'
import { schedulesPanel } from '@/lib/dashboard/queries'
import { dashboardScope, poolOf } from '@/lib/dashboard/scope'
import { docScheduleStatus } from '@/lib/jobs/scheduleStatus'
import { parseMail, startSmtpSimulator, type SmtpSimulator } from '../simulators/smtp/server'
import { createMarketer, createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let smtp: SmtpSimulator
let dealer: Tenant
let other: Tenant
let marketer: User

const asUser = (user: User) => ({ user: structuredClone(user), overrideAccess: false as const })
const quiet = () => ({ context: { disableRevalidate: true } })

/** What the admin's schedule drawer queues (@payloadcms/ui schedulePublishHandler). */
const schedule = (id: number, user: User, waitUntil: Date) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'promotions', value: String(id) }, timezone: 'Australia/Sydney', user: { relationTo: 'users', value: user.id } } as never,
    waitUntil,
  })

const jobsFor = async (id: number) =>
  (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } }, limit: 1000, depth: 0, overrideAccess: true })).docs.filter(
    (j) => String((j.input as { doc?: { value?: unknown } } | null)?.doc?.value) === String(id),
  )

beforeAll(async () => {
  smtp = await startSmtpSimulator()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  payload = await getTestPayload()
  dealer = await createTenant(payload, 'Schedules')
  other = await createTenant(payload, 'Other schedules')
  marketer = await createMarketer(payload, [dealer])
}, 180_000)

afterAll(async () => {
  await smtp?.close()
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
})

describe('scheduling a publish', () => {
  it('refuses a draft that would fail validation, with the field and its message, and queues nothing', async () => {
    // Drafts skip validation, so an out-of-range position saves as a draft.
    const promo = await payload.create({ collection: 'promotions', data: { title: unique('Bad position'), placement: 'banner', position: 500, tenant: dealer.id } as never, draft: true, ...asUser(marketer), ...quiet() })
    const mailBefore = smtp.messages.length
    await expect(schedule(promo.id, marketer, new Date(Date.now() + 60 * 60_000))).rejects.toThrow(/^This draft can't be scheduled to publish: Position: .*200/)
    await expect(schedule(promo.id, marketer, new Date(Date.now() + 60 * 60_000))).rejects.toMatchObject({ status: 400 })
    expect(await jobsFor(promo.id)).toEqual([])
    // Payload's drawer says "Scheduled successfully" whatever the answer: the scheduler is told by email.
    await smtp.waitFor(mailBefore + 1)
    const received = smtp.messages.slice(mailBefore).find((m) => m.to.includes(marketer.email))
    const mail = await parseMail(received!.raw)
    expect(mail.subject).toMatch(/^Scheduled publish refused: promotions Bad position/)
    expect(mail.text).toMatch(/Position: .*200/)
  })

  it('still queues a valid draft', async () => {
    const promo = await payload.create({ collection: 'promotions', data: { title: unique('Good'), placement: 'banner', position: 5, tenant: dealer.id } as never, draft: true, ...asUser(marketer), ...quiet() })
    await schedule(promo.id, marketer, new Date(Date.now() + 60 * 60_000))
    expect(await jobsFor(promo.id)).toHaveLength(1)
  })
})

describe('a scheduled publish that fails when it runs', () => {
  it('is listed on the dealer dashboard with its reason and emailed to whoever scheduled it', async () => {
    const title = unique('Changed later')
    const promo = await payload.create({ collection: 'promotions', data: { title, placement: 'banner', position: 5, tenant: dealer.id } as never, draft: true, ...asUser(marketer), ...quiet() })
    await schedule(promo.id, marketer, new Date(Date.now() - 1000))
    // The draft goes bad after it was scheduled.
    await payload.update({ collection: 'promotions', id: promo.id, data: { position: 500 } as never, draft: true, ...asUser(marketer), ...quiet() })
    const mailBefore = smtp.messages.length
    await payload.jobs.run({ queue: 'default', limit: 1000 })

    expect((await payload.findByID({ collection: 'promotions', id: promo.id, depth: 0, overrideAccess: true }))._status).toBe('draft')
    const [job] = await jobsFor(promo.id)
    expect(job).toMatchObject({ hasError: true })

    const panel = await schedulesPanel(poolOf(payload), (await dashboardScope(payload, marketer as never))!, new Date())
    const entry = panel.failed.find((f) => f.docId === promo.id)
    expect(entry).toMatchObject({ collection: 'promotions', title, tenantId: dealer.id, type: 'publish' })
    expect(entry!.reason).toMatch(/^Position: .*200/)
    // Another dealer's dashboard doesn't show it.
    const otherMarketer = await createMarketer(payload, [other])
    const otherPanel = await schedulesPanel(poolOf(payload), (await dashboardScope(payload, otherMarketer as never))!, new Date())
    expect(otherPanel.failed.find((f) => f.docId === promo.id)).toBeUndefined()

    await smtp.waitFor(mailBefore + 1)
    const received = smtp.messages.slice(mailBefore).find((m) => m.to.includes(marketer.email))
    const mail = await parseMail(received!.raw)
    expect(mail.subject).toBe(`Scheduled publish failed: promotions ${title}`)
    expect(mail.text).toContain(`Scheduled publish failed: promotions ${title} at `)
    expect(mail.text).toMatch(/ at \d{4}-\d\d-\d\dT[\d:.]+Z: Position: .*200/)

    // The record's own sidebar shows the failure (src/admin/schedule/ScheduleStatus.tsx) ...
    const status = await docScheduleStatus(payload, poolOf(payload), 'promotions', promo.id)
    expect(status.failed).toHaveLength(1)
    expect(status.failed[0]).toMatchObject({ type: 'publish' })
    expect(status.failed[0]!.reason).toMatch(/^Position: .*200/)
    expect(status.pending).toEqual([])
    // ... until the draft is fixed and scheduled again, when that schedule replaces it.
    await payload.update({ collection: 'promotions', id: promo.id, data: { position: 6 } as never, draft: true, ...asUser(marketer), ...quiet() })
    const later = new Date(Date.now() + 2 * 60 * 60_000)
    await schedule(promo.id, marketer, later)
    expect(await docScheduleStatus(payload, poolOf(payload), 'promotions', promo.id)).toEqual({ failed: [], pending: [{ type: 'publish', at: later.toISOString() }], problems: [] })
  })

  it('that is still waiting shows on its record which fields would make it fail', async () => {
    const promo = await payload.create({ collection: 'promotions', data: { title: unique('Will fail'), placement: 'banner', position: 5, tenant: dealer.id } as never, draft: true, ...asUser(marketer), ...quiet() })
    await schedule(promo.id, marketer, new Date(Date.now() + 60 * 60_000))
    expect((await docScheduleStatus(payload, poolOf(payload), 'promotions', promo.id)).problems).toEqual([])
    await payload.update({ collection: 'promotions', id: promo.id, data: { position: 500 } as never, draft: true, ...asUser(marketer), ...quiet() })
    const status = await docScheduleStatus(payload, poolOf(payload), 'promotions', promo.id)
    expect(status.failed).toEqual([])
    expect(status.problems).toHaveLength(1)
    expect(status.problems[0]).toMatch(/^Position: .*200/)
  })
})

/**
 * Who is told by email when a lead is handed on (issue 36, the inbox), through the job queue and over
 * SMTP (tests/simulators/smtp): a sales person a manager assigns a lead to, with a link to it (one who
 * takes a lead themselves, or loses it again before the job ran, is told nothing); and the rooftop a
 * manager moves a lead to, at its own lead address, with the lead itself.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Lead, Tenant, User } from '@/payload-types'
import { NOTIFY_ASSIGNEE_TASK } from '@/lib/leads/assigneeNotice'
import { FORWARD_LEAD_TASK } from '@/lib/leads/forward'
import { parseMail, startSmtpSimulator, type SmtpSimulator } from '../simulators/smtp/server'
import { createLead, createMarketer, createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let smtp: SmtpSimulator
let dealer: Tenant
let manager: User
let sam: User
let alex: User

const as = (user: User) => ({ user, overrideAccess: false as const, context: { disableRevalidate: true } })
const runNotices = () => payload.jobs.run({ limit: 100, where: { taskSlug: { equals: NOTIFY_ASSIGNEE_TASK } }, silent: true })
const queued = async (leadId: number) =>
  (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: NOTIFY_ASSIGNEE_TASK } }, limit: 1000, overrideAccess: true })).docs.filter(
    (j) => (j.input as { leadId: number }).leadId === leadId,
  )

async function sales(name: string): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${unique('notice')}@example.test`, name, password: 'Secret-pass-123', roles: ['sales'], tenants: [{ tenant: dealer.id }] },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' } as User & { collection: 'users' }
}

/** A test drive lead of the dealer (the notice names its form). */
const lead = (): Promise<Lead> => createLead(payload, dealer, { form: 'test-drive', category: 'Test Drive', title: `Jane Citizen · Test Drive ${unique('t')}` } as Partial<Lead>)

beforeAll(async () => {
  payload = await getTestPayload()
  smtp = await startSmtpSimulator()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.ADMIN_URL = 'https://admin.example.test'
  dealer = await createTenant(payload, 'Notice Dealer')
  manager = { ...(await createMarketer(payload, [dealer])), name: 'Grace Manager' } as User
  await payload.update({ collection: 'users', id: manager.id, data: { name: 'Grace Manager' }, overrideAccess: true })
  sam = await sales('Sam Sales')
  alex = await sales('Alex Sales')
})

afterAll(async () => {
  await smtp?.close()
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
  delete process.env.ADMIN_URL
})

describe('the assignee notice', () => {
  it('emails the person a manager assigns a lead to, with a link to it', async () => {
    const l = await lead()
    const before = smtp.messages.length
    await payload.update({ collection: 'leads', id: l.id, data: { assignee: sam.id }, ...as(manager) })
    expect(await queued(l.id)).toHaveLength(1)
    await runNotices()
    await smtp.waitFor(before + 1)
    const raw = smtp.messages.slice(before).find((m) => m.to.includes(sam.email))!
    expect(raw).toBeTruthy()
    const mail = await parseMail(raw.raw)
    expect(mail.subject).toBe('Lead assigned to you: Test drive')
    expect(mail.text).toContain('Grace Manager assigned you a lead.')
    expect(mail.text).toContain(`Open it: https://admin.example.test/admin/collections/leads/${l.id}`)
  })

  it('sends nothing to someone who took the lead themselves', async () => {
    const l = await lead()
    await payload.update({ collection: 'leads', id: l.id, data: { assignee: sam.id }, ...as(sam) })
    expect(await queued(l.id)).toHaveLength(0)
  })

  it('tells only the person who has the lead when the job runs', async () => {
    const l = await lead()
    const before = smtp.messages.length
    await payload.update({ collection: 'leads', id: l.id, data: { assignee: sam.id }, ...as(manager) })
    await payload.update({ collection: 'leads', id: l.id, data: { assignee: alex.id }, ...as(manager) })
    expect(await queued(l.id)).toHaveLength(2)
    await runNotices()
    await smtp.waitFor(before + 1)
    const sent = await Promise.all(smtp.messages.slice(before).map((m) => parseMail(m.raw)))
    expect(sent.filter((m) => m.text.includes(`/leads/${l.id}\n`)).map((m) => m.to)).toEqual([[alex.email]])
  })

  it('emails a lead moved to another rooftop to that rooftop, once, with its own message id', async () => {
    const rooftop = await payload.create({ collection: 'dealerships', data: { tenant: dealer.id, name: 'Notice Kia', slug: '', leadEmails: { sales: 'kia-desk@notice.test' } }, overrideAccess: true, context: { disableRevalidate: true } })
    const l = await lead()
    const before = smtp.messages.length
    await payload.update({ collection: 'leads', id: l.id, data: { dealership: rooftop.id }, ...as(manager) })
    await payload.jobs.run({ limit: 100, where: { taskSlug: { equals: FORWARD_LEAD_TASK } }, silent: true })
    await smtp.waitFor(before + 1)
    const moved = await Promise.all(smtp.messages.slice(before).filter((m) => m.to.includes('kia-desk@notice.test')).map((m) => parseMail(m.raw)))
    expect(moved).toHaveLength(1)
    expect(moved[0]!.subject).toBe('Lead moved to Notice Kia: Test Drive from Jane Citizen')
    expect(moved[0]!.messageId).toBe(`<${l.publicId}.moved-${rooftop.id}@forecourt.leads>`)
    // A save that moves nothing queues nothing more (the sent one's job is gone once done).
    await payload.update({ collection: 'leads', id: l.id, data: { salesStatus: 'contacted' }, ...as(manager) })
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: FORWARD_LEAD_TASK } }, limit: 1000, overrideAccess: true })
    expect(jobs.docs.filter((j) => (j.input as { leadId: number }).leadId === l.id)).toHaveLength(0)
  })
})

/**
 * The admin dashboard (issue 18) in the browser, on the seeded demo dealers: a marketer retries a
 * dead-lettered lead delivery from it and the lead's delivery log shows the new attempt; its figures
 * are the seeded data's (each count and percentile checked against the REST API, read as the same
 * marketer); a shopper's page view sends its Core Web Vitals in one beacon when the page is hidden or
 * left, and they are stored; and axe finds nothing on the dashboard.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { percentileCont } from '@/domain/dashboard/percentile'
import { startWebhookSimulator } from '../simulators/webhook/server'
import { DEMO, SUPER_ADMIN, adminLogin, apiBase, apiLogin, siteUrl, tenantId } from './helpers'

const dealer = DEMO.bayside
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type Lead = { id: number; status: string; title: string; deliveryAttempts?: { channel: string; outcome: string; error?: string | null }[] }

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${apiBase}${path}`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200)
  return (await res.json()) as T
}

/**
 * After an interaction: two frames (the event's timing entry is dispatched after the next paint) and
 * an idle callback, which runs after the one web-vitals queued to process that entry.
 */
const interactionProcessed = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 0)))),
      ),
  )

const leadByPublicId = async (request: APIRequestContext, token: string, publicId: string) =>
  (await api<{ docs: Lead[] }>(request, token, `/api/leads?where[publicId][equals]=${publicId}&depth=0`)).docs[0]!

test('a marketer retries a dead-lettered delivery from the dashboard; the lead’s delivery log shows the new attempt', async ({ page, request }) => {
  // A lead of its own (the seeded dead letters stay as the seed made them): the dealer's webhook answers
  // 500 to every attempt, and each retry is brought forward (its job's waitUntil set to now) until the
  // last one fails and the job makes the lead a dead letter (no person can set a lead's delivery state).
  // Then the cause is fixed: the webhook answers again.
  // Six attempts on the server's 5-second job runner, then the retry: longer than the default minute.
  test.setTimeout(240_000)
  const admin = await apiLogin(request, SUPER_ADMIN)
  const tenant = await tenantId(request, admin, dealer.slug)
  const webhook = await startWebhookSimulator('e2e-dashboard-secret')
  const auth = { Authorization: `JWT ${admin}` }
  const existing = (await api<{ docs: { id: number; webhookEnabled?: boolean; webhookUrl?: string | null; webhookSecret?: string | null }[] }>(request, admin, `/api/lead-delivery?where[tenant][equals]=${tenant}&depth=0`)).docs[0]
  let deliveryId = existing?.id
  const setWebhook = async (data: Record<string, unknown>) => {
    const res = deliveryId
      ? await request.patch(`${apiBase}/api/lead-delivery/${deliveryId}`, { headers: auth, data })
      : await request.post(`${apiBase}/api/lead-delivery`, { headers: auth, data: { tenant, ...data } })
    expect(res.status(), await res.text()).toBeLessThan(300)
    deliveryId ??= (await res.json()).doc.id
  }
  try {
    await setWebhook({ webhookEnabled: true, webhookUrl: webhook.url, webhookSecret: 'e2e-dashboard-secret' })
    webhook.failNext(1000)
    const submitted = await request.post(`${apiBase}/api/leads`, {
      headers: { host: dealer.domain, 'content-type': 'application/json' },
      data: {
        form: 'enquiry',
        idempotency_key: `dashboard-retry-${Date.now()}`,
        fields: { name: 'Retry', last_name: 'Tester', email: 'retry.tester@example.com', phone: '0412 345 678', postcode: '3192', message: 'Is it still available?', category: 'Sales' },
        attribution: { source_page: '/contact-us', visited_pages: ['/', '/contact-us'] },
      },
    })
    expect(submitted.status(), await submitted.text()).toBe(201)
    const publicId = String((await submitted.json()).lead_id)
    await expect.poll(async () => (await leadByPublicId(request, admin, publicId)).deliveryAttempts?.map((a) => `${a.channel}:${a.outcome}`), { timeout: 30_000 }).toContain('webhook:failed')
    const leadId = (await leadByPublicId(request, admin, publicId)).id
    type Job = { id: number; processing?: boolean; input?: { leadId?: number } }
    const pending = async () =>
      (await api<{ docs: Job[] }>(request, admin, `/api/payload-jobs?where[taskSlug][equals]=deliverLead&where[completedAt][exists]=false&where[hasError][not_equals]=true&limit=200&depth=0`)).docs.filter((j) => j.input?.leadId === leadId)
    // A retry waiting for its time (not running) is due now; the server's runner takes it within 5 s.
    const hurry = async () => {
      for (const job of await pending()) if (!job.processing) await request.patch(`${apiBase}/api/payload-jobs/${job.id}`, { headers: auth, data: { waitUntil: new Date().toISOString() } })
    }
    await expect
      .poll(
        async () => {
          await hurry()
          return (await leadByPublicId(request, admin, publicId)).status
        },
        { timeout: 150_000, intervals: [3_000] },
      )
      .toBe('failed')
    webhook.failNext(0)
    const lead = await leadByPublicId(request, admin, publicId)
    expect(lead.deliveryAttempts!.filter((a) => a.channel === 'webhook').every((a) => a.outcome === 'failed')).toBe(true)
    const attempts = lead.deliveryAttempts!.length
    const webhookCalls = webhook.calls.length

    // The marketer retries it from the dashboard.
    await adminLogin(page, dealer.marketer)
    await page.goto('/admin')
    const row = page.getByRole('region', { name: 'Lead deliveries that failed' }).locator(`tr[data-lead="${lead.id}"]`)
    await expect(row).toContainText('Dead letter')
    await expect(row).toContainText('Webhook')
    await row.getByRole('button', { name: `Retry the delivery of ${lead.title}` }).click()
    await expect(row.getByRole('status')).toContainText('Queued again')

    // The server's job runner (every 5 s) delivers it through the same job: the webhook takes it now.
    await expect.poll(async () => (await leadByPublicId(request, admin, publicId)).deliveryAttempts?.length ?? 0, { timeout: 60_000 }).toBe(attempts + 1)
    const after = await leadByPublicId(request, admin, publicId)
    expect(after.deliveryAttempts!.at(-1)).toMatchObject({ channel: 'webhook', outcome: 'sent' })
    expect(after.status).toBe('delivered')
    expect(webhook.calls.length).toBe(webhookCalls + 1)
    expect(webhook.calls.at(-1)!.signatureValid).toBe(true)

    // The lead's own screen: its delivery log lists the new attempt after the failed one.
    await page.goto(`/admin/collections/leads/${lead.id}`)
    await page.getByRole('button', { name: 'Delivery', exact: true }).click()
    const rows = page.locator('#field-deliveryAttempts .array-field__row')
    await expect(rows).toHaveCount(attempts + 1)
    await expect(rows.last()).toContainText('sent')
    await expect(rows.nth(attempts - 1)).toContainText('failed')

    // Back on the dashboard it is no longer a dead letter.
    await page.goto('/admin')
    await expect(page.getByRole('region', { name: 'Lead deliveries that failed' }).locator(`tr[data-lead="${lead.id}"]`)).toHaveCount(0)
  } finally {
    if (existing) await setWebhook({ webhookEnabled: existing.webhookEnabled ?? false, webhookUrl: existing.webhookUrl ?? null, webhookSecret: existing.webhookSecret ?? null })
    else if (deliveryId) await request.delete(`${apiBase}/api/lead-delivery/${deliveryId}`, { headers: auth })
    await webhook.close()
  }
})

test('the dashboard shows the seeded dealer’s figures: leads per window, failed deliveries, stock feed, cars and Core Web Vitals', async ({ page, request }) => {
  const token = await apiLogin(request, dealer.marketer)
  await adminLogin(page, dealer.marketer)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: `Today at ${dealer.name}` })).toBeVisible()

  // Each lead count equals the leads the REST API counts from the same instant (unfinished ones aside).
  for (const card of ['leads-today', 'leads-last-7-days', 'leads-last-30-days']) {
    const el = page.getByTestId(card)
    const since = await el.getAttribute('data-since')
    const shown = Number((await el.locator('[data-figure="count"]').textContent())!.replace(/,/g, ''))
    const { totalDocs } = await api<{ totalDocs: number }>(request, token, `/api/leads/count?where[createdAt][greater_than_equal]=${encodeURIComponent(since!)}&where[status][not_equals]=in-progress`)
    expect(shown, card).toBe(totalDocs)
  }
  expect(Number(await page.getByTestId('leads-last-30-days').locator('[data-figure="count"]').textContent())).toBeGreaterThan(10)
  await expect(page.getByTestId('leads-last-30-days').locator('[data-figure="median"]')).not.toHaveText('–')
  await expect(page.getByRole('table', { name: 'By form' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'By location' })).toContainText('Bayside Mazda Cheltenham')
  await expect(page.getByRole('img', { name: /^Enquiry: \d+ leads? in 30 days/ })).toBeVisible()

  await expect(page.getByRole('region', { name: 'Stock freshness' })).toContainText('DMS export (demo)')
  await expect(page.getByRole('region', { name: 'Cars on the site missing something' }).locator('tbody tr')).toHaveCount(1)

  // Vitals: the seeded week, p75 per template as the REST API's rows give it.
  const vitals = page.getByRole('region', { name: 'Shoppers’ Core Web Vitals' })
  const since = await vitals.locator('[data-since]').getAttribute('data-since')
  await expect(vitals.locator('tr[data-template]')).not.toHaveCount(0)
  for (const template of ['home', 'search', 'vehicle']) {
    for (const metric of ['LCP', 'INP', 'CLS']) {
      await expect(async () => {
        const shown = Number(await vitals.locator(`tr[data-template="${template}"] td[data-metric="${metric}"]`).getAttribute('data-p75'))
        const rows = await api<{ docs: { value: number }[] }>(
          request,
          token,
          `/api/web-vitals?where[metric][equals]=${metric}&where[template][equals]=${template}&where[createdAt][greater_than_equal]=${encodeURIComponent(since!)}&pagination=false&depth=0&select[value]=true`,
        )
        expect(rows.docs.length, `${template} ${metric}`).toBeGreaterThan(0)
        expect(shown, `${template} ${metric}`).toBeCloseTo(percentileCont(rows.docs.map((d) => Number(d.value)), 0.75)!, 6)
      }).toPass({ timeout: 20_000 })
    }
  }
  for (const metric of ['Largest Contentful Paint', 'Interaction to Next Paint', 'Cumulative Layout Shift']) {
    await expect(vitals.getByRole('img', { name: new RegExp(`^${metric}, 75th percentile per day: `) })).toBeVisible()
  }

  // Everything on it passes axe, the tables behind "Show the numbers" included.
  for (const details of await page.locator('[data-testid="forecourt-dashboard"] details').all()) await details.locator('summary').click()
  const results = await new AxeBuilder({ page }).include('[data-testid="forecourt-dashboard"]').withTags(AXE_TAGS).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('a shopper’s page view sends LCP, INP and CLS in one beacon when the page is hidden, and they are stored', async ({ page, request }) => {
  const token = await apiLogin(request, dealer.marketer)
  const stored = async (path: string, since: string) =>
    (
      await api<{ docs: { metric: string; template: string; value: number }[] }>(
        request,
        token,
        `/api/web-vitals?where[path][equals]=${path}&where[createdAt][greater_than_equal]=${encodeURIComponent(since)}&pagination=false&depth=0`,
      )
    ).docs
      .map((d) => `${d.template}:${d.metric}`)
      .sort()

  const startedAt = new Date(Date.now() - 1000).toISOString()
  await page.goto(siteUrl(dealer.slug, '/search'))
  // The reporter loads once the page is idle.
  await expect(page.locator('html[data-web-vitals="listening"]')).toHaveCount(1, { timeout: 20_000 })
  // An interaction, for INP (and it ends LCP's observation).
  await page.locator('main h1').first().click()
  await interactionProcessed(page)
  // The shopper switches tab: the page is hidden and the batch goes out as one beacon (a "ping" request).
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.method() === 'POST' && r.resourceType() === 'ping')
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await beacon
  await expect.poll(() => stored('/search', startedAt)).toEqual(['search:CLS', 'search:INP', 'search:LCP'])

  // Leaving a page for another does the same (the request outlives the page, so it is checked by what is stored).
  const leftAt = new Date(Date.now() - 1000).toISOString()
  await page.goto(siteUrl(dealer.slug, '/about-us'))
  await expect(page.locator('html[data-web-vitals="listening"]')).toHaveCount(1, { timeout: 20_000 })
  await page.locator('main h1').first().click()
  await interactionProcessed(page)
  await page.goto(siteUrl(dealer.slug, '/'))
  await expect.poll(() => stored('/about-us', leftAt)).toEqual(['page:CLS', 'page:INP', 'page:LCP'])
})

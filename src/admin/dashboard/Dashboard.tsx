/**
 * The admin's home (issue 18), above Payload's collection cards (admin.components.beforeDashboard):
 * what needs attention today at the dealers the signed-in user may see, or at the one picked in the
 * tenant selector. Leads by form and location with the median time to first contact, deliveries that
 * failed (with Retry), stock feed freshness, promotions starting or ending this week, cars on the site
 * missing a photo, price or description, shoppers' real Core Web Vitals, and what the site's
 * Content-Security-Policy refused in shoppers' browsers.
 *
 * A server component: every figure comes from src/lib/dashboard/queries.ts (aggregate SQL scoped by
 * the user's dealer ids); a panel shows only to a user who may read the collection it is about.
 */
import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import { headers } from 'next/headers'
import type { Payload, SanitizedPermissions, TypedUser } from 'payload'

import './dashboard.css'
import { LEAD_FORM_LABELS } from '@/domain/leads/options'
import { FEED_STATE_LABELS, type FeedState } from '@/domain/feeds/state'
import { formatDuration } from '@/domain/dashboard/duration'
import { adminListUrl } from '@/domain/dashboard/listUrl'
import { TEMPLATE_LABELS, isSiteTemplate } from '@/domain/dashboard/templates'
import { RATING_LABELS, VITAL_LABELS, VITAL_METRICS, formatVital, rateVital, type VitalMetric } from '@/domain/dashboard/vitals'
import { CAR_GAPS, ON_SITE_WHERE, loadDashboard, type CarGap, type DashboardData, type PanelName, type Windows } from '@/lib/dashboard/queries'
import { dashboardScope, poolOf, type DashboardScope } from '@/lib/dashboard/scope'
import { LeadsPerDayChart, VitalPerDayChart } from './charts'
import { RetryDelivery } from './RetryDelivery.client'
import { Section } from './Section'
import { SourcesSection } from './SourcesSection'

type Props = { payload: Payload; user?: TypedUser | null; permissions?: SanitizedPermissions }

const formLabel = (form: string) => (LEAD_FORM_LABELS as Record<string, string>)[form] ?? form

/** Which collection a user must be able to read to see each panel. */
const PANEL_COLLECTION: Record<PanelName, string> = {
  leads: 'leads',
  sources: 'leads',
  deliveries: 'leads',
  stock: 'vehicles',
  promotions: 'promotions',
  cars: 'vehicles',
  vitals: 'web-vitals',
  csp: 'csp-violations',
  schedules: 'promotions',
}

function Status({ kind, children }: { kind: 'good' | 'warning' | 'error' | 'neutral'; children: React.ReactNode }) {
  const icon = kind === 'good' ? '✓' : kind === 'warning' ? '!' : kind === 'error' ? '✕' : '–'
  return (
    <span className={`fc-dash__status fc-dash__status--${kind}`}>
      <span aria-hidden="true" className="fc-dash__status-icon">
        {icon}
      </span>
      {children}
    </span>
  )
}

export async function ForecourtDashboard({ payload, user, permissions }: Props) {
  if (!user || (user as { collection?: string }).collection !== 'users') return null
  const selected = getTenantFromCookie(await headers(), 'number')
  const scope = await dashboardScope(payload, user, selected)
  if (!scope) return null
  const panels = new Set(
    (Object.keys(PANEL_COLLECTION) as PanelName[]).filter((p) => {
      const access = (permissions?.collections as Record<string, { read?: boolean } | undefined> | undefined)?.[PANEL_COLLECTION[p]]
      return permissions ? Boolean(access?.read) : true
    }),
  )
  if (panels.size === 0) return null
  const now = new Date()
  const data = await loadDashboard(poolOf(payload), scope, now, panels)
  const admin = payload.config.routes.admin
  const ctx: Ctx = { scope, admin, now, windows: data.windows, dealerName: (id) => scope.tenants.find((t) => t.id === id)?.name ?? `Dealer ${id}`, many: scope.tenants.length > 1 }
  return (
    <div className="fc-dash" data-testid="forecourt-dashboard">
      <header className="fc-dash__header">
        <h2 className="fc-dash__heading">Today at {ctx.many ? `your ${scope.tenants.length} dealers` : scope.tenants[0]!.name}</h2>
        <p className="fc-dash__intro">
          {ctx.many ? `${scope.tenants.map((t) => t.name).join(', ')}. Pick one dealer in the selector to see only theirs. ` : ''}
          Days are counted on {scope.timeZone.replace('Australia/', '')} time.
        </p>
      </header>
      <div className="fc-dash__grid">
        {data.leads ? <LeadsSection data={data.leads} ctx={ctx} /> : null}
        {data.sources ? <SourcesSection data={data.sources} admin={admin} /> : null}
        {data.deliveries ? <DeliveriesSection data={data.deliveries} ctx={ctx} /> : null}
        {data.stock ? <StockSection data={data.stock} ctx={ctx} /> : null}
        {data.promotions ? <PromotionsSection data={data.promotions} ctx={ctx} /> : null}
        {data.cars ? <CarsSection data={data.cars} ctx={ctx} /> : null}
        {data.vitals ? <VitalsSection data={data.vitals} ctx={ctx} /> : null}
        {data.csp ? <CspSection data={data.csp} ctx={ctx} /> : null}
        {data.schedules && data.schedules.failed.length > 0 ? <SchedulesSection data={data.schedules} ctx={ctx} /> : null}
      </div>
    </div>
  )
}

type Ctx = { scope: DashboardScope; admin: string; now: Date; windows: Windows; dealerName: (id: number) => string; many: boolean }

const when = (ctx: Ctx, iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-AU', { timeZone: ctx.scope.timeZone, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(iso)) : 'never'
const ago = (ctx: Ctx, iso: string | null) => (iso ? `${formatDuration((ctx.now.getTime() - new Date(iso).getTime()) / 1000)} ago` : 'never')
const dayLabel = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)))
}

// --- leads ---------------------------------------------------------------------------------------------

function LeadsSection({ data, ctx }: { data: NonNullable<DashboardData['leads']>; ctx: Ctx }) {
  const t = data.total
  const cards = [
    { label: 'Today', count: t.today, median: t.medianFirstContactSeconds.today, since: ctx.windows.today },
    { label: 'Last 7 days', count: t.last7, median: t.medianFirstContactSeconds.last7, since: ctx.windows.start7 },
    { label: 'Last 30 days', count: t.last30, median: t.medianFirstContactSeconds.last30, since: ctx.windows.start30 },
  ]
  const table = (caption: string, first: string, rows: { key: string; name: React.ReactNode; today: number; last7: number; last30: number; median: number | null }[]) => (
    <table className="fc-dash__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">Today</th>
          <th scope="col">7 days</th>
          <th scope="col">30 days</th>
          <th scope="col">Median first contact (30 days)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-row={r.key}>
            <th scope="row">{r.name}</th>
            <td>{r.today}</td>
            <td>{r.last7}</td>
            <td>{r.last30}</td>
            <td>{formatDuration(r.median)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
  return (
    <Section id="leads" wide title="Leads" intro="Finished enquiries, bookings and offers from the site. First contact: from the lead arriving to its first move out of New.">
      <dl className="fc-dash__cards">
        {cards.map((c) => (
          <div className="fc-dash__card" key={c.label} data-testid={`leads-${c.label.toLowerCase().replace(/\s+/g, '-')}`} data-since={c.since}>
            <dt>{c.label}</dt>
            <dd className="fc-dash__big" data-figure="count">
              {c.count.toLocaleString('en-AU')}
            </dd>
            <dd className="fc-dash__small">
              Median first contact <span data-figure="median">{formatDuration(c.median)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {data.byForm.length === 0 ? (
        <p className="fc-dash__empty">No leads in the last 30 days.</p>
      ) : (
        <div className="fc-dash__columns">
          {table(
            'By form',
            'Form',
            data.byForm.map((r) => ({
              key: r.form,
              name: <a href={adminListUrl(ctx.admin, 'leads', { form: { equals: r.form } })}>{formLabel(r.form)}</a>,
              today: r.today,
              last7: r.last7,
              last30: r.last30,
              median: r.medianFirstContactSeconds,
            })),
          )}
          {table(
            'By location',
            'Location',
            data.byLocation.map((r) => ({
              key: String(r.locationId ?? 'none'),
              name: r.location ?? 'No location given',
              today: r.today,
              last7: r.last7,
              last30: r.last30,
              median: r.medianFirstContactSeconds,
            })),
          )}
        </div>
      )}
      <LeadsPerDayChart days={data.days} perDay={data.perDay} formLabel={formLabel} />
    </Section>
  )
}

// --- deliveries ----------------------------------------------------------------------------------------------

function DeliveriesSection({ data, ctx }: { data: NonNullable<DashboardData['deliveries']>; ctx: Ctx }) {
  const attention = data.deadLettered > 0
  return (
    <Section
      id="deliveries"
      title="Lead deliveries that failed"
      tone={attention ? 'attention' : undefined}
      intro={
        data.leads.length === 0
          ? undefined
          : `${data.deadLettered} dead-lettered (every retry failed: retry once the cause is fixed), ${data.retrying} failed and retrying on their own.`
      }
    >
      {data.leads.length === 0 ? (
        <p className="fc-dash__empty">
          <Status kind="good">Every lead was delivered.</Status>
        </p>
      ) : (
        <div className="fc-dash__scroll">
          <table className="fc-dash__table">
            <caption className="fc-dash__sr-only">Leads whose delivery failed, dead letters first</caption>
            <thead>
              <tr>
                <th scope="col">Lead</th>
                {ctx.many ? <th scope="col">Dealer</th> : null}
                <th scope="col">State</th>
                <th scope="col">Last failure</th>
                <th scope="col">
                  <span className="fc-dash__sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.leads.map((l) => {
                const title = l.title || `${formLabel(l.form)} lead ${l.id}`
                return (
                  <tr key={l.id} data-lead={l.id}>
                    <th scope="row">
                      <a href={`${ctx.admin}/collections/leads/${l.id}`}>{title}</a>
                      <span className="fc-dash__small"> {when(ctx, l.createdAt)}</span>
                    </th>
                    {ctx.many ? <td>{ctx.dealerName(l.tenantId)}</td> : null}
                    <td>{l.status === 'failed' ? <Status kind="error">Dead letter</Status> : <Status kind="warning">Retrying</Status>}</td>
                    <td>
                      {l.channel ? `${l.channel === 'autoReply' ? 'Auto-reply' : l.channel === 'email' ? 'Email' : 'Webhook'}, ${when(ctx, l.failedAt)}` : '–'}
                      {l.error ? <span className="fc-dash__error-text">{l.error}</span> : null}
                    </td>
                    <td>{l.status === 'failed' ? <RetryDelivery leadId={l.id} leadTitle={title} /> : null}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {data.deadLettered + data.retrying > data.leads.length ? (
        <p className="fc-dash__small">
          Showing {data.leads.length} of {data.deadLettered + data.retrying}. <a href={adminListUrl(ctx.admin, 'leads', { status: { in: ['failed', 'delivering'] } })}>See them all</a>
        </p>
      ) : null}
    </Section>
  )
}

// --- stock ---------------------------------------------------------------------------------------------------

/** How each state looks; the words are the feeds list's too (src/domain/feeds/state.ts). */
const FEED_STATE_KIND: Record<FeedState, 'good' | 'warning' | 'error' | 'neutral'> = { held: 'error', failed: 'error', stale: 'warning', off: 'neutral', fresh: 'good' }

function StockSection({ data, ctx }: { data: NonNullable<DashboardData['stock']>; ctx: Ctx }) {
  const attention = data.feeds.some((f) => f.state === 'held' || f.state === 'failed' || f.state === 'stale')
  return (
    <Section id="stock" title="Stock freshness" tone={attention ? 'attention' : undefined} intro="Each stock feed's last good import, problems and the stalest first.">
      {data.feeds.length > 0 ? (
        <div className="fc-dash__scroll">
          <table className="fc-dash__table">
            <caption className="fc-dash__sr-only">Stock feeds</caption>
            <thead>
              <tr>
                <th scope="col">Feed</th>
                {ctx.many ? <th scope="col">Dealer</th> : null}
                <th scope="col">State</th>
                <th scope="col">Last good import</th>
              </tr>
            </thead>
            <tbody>
              {data.feeds.map((f) => (
                <tr key={f.id} data-feed={f.id} data-state={f.state}>
                  <th scope="row">
                    <a href={`${ctx.admin}/collections/stock-feeds/${f.id}`}>{f.name}</a>
                  </th>
                  {ctx.many ? <td>{ctx.dealerName(f.tenantId)}</td> : null}
                  <td>
                    <Status kind={FEED_STATE_KIND[f.state]}>{FEED_STATE_LABELS[f.state]}</Status>
                    {f.heldRunId ? (
                      <>
                        {' '}
                        <a href={`${ctx.admin}/collections/stock-feed-runs/${f.heldRunId}`}>See the held run</a>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {when(ctx, f.lastGoodAt)}
                    {f.lastGoodAt ? <span className="fc-dash__small"> ({ago(ctx, f.lastGoodAt)}; stale after {f.staleAfterHours} h)</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data.withoutFeeds.length > 0 ? (
        <>
          <h3 className="fc-dash__subtitle">Dealers without a stock feed</h3>
          <ul className="fc-dash__list">
            {data.withoutFeeds.map((d) => (
              <li key={d.tenantId} data-tenant={d.tenantId}>
                {ctx.many ? `${ctx.dealerName(d.tenantId)}: ` : ''}
                {d.lastChangedAt ? `stock last changed ${when(ctx, d.lastChangedAt)} (${ago(ctx, d.lastChangedAt)}), ${d.vehicles.toLocaleString('en-AU')} cars` : 'no cars yet'}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  )
}

// --- promotions --------------------------------------------------------------------------------------------------

function PromotionsSection({ data, ctx }: { data: NonNullable<DashboardData['promotions']>; ctx: Ctx }) {
  return (
    <Section id="promotions" title="Promotions starting or ending soon" intro={`Published promotions that start or end between today and ${dayLabel(data.until)}.`}>
      {data.changes.length === 0 ? (
        <p className="fc-dash__empty">None this week.</p>
      ) : (
        <ul className="fc-dash__list">
          {data.changes.map((p) => (
            <li key={`${p.id}-${p.change}`} data-promotion={p.id} data-change={p.change}>
              <a href={`${ctx.admin}/collections/promotions/${p.id}`}>{p.title}</a> {p.change === 'starts' ? 'starts' : 'ends'}{' '}
              {p.daysAway === 0 ? 'today' : p.daysAway === 1 ? 'tomorrow' : `${dayLabel(p.day)} (in ${p.daysAway} days)`}
              {ctx.many ? <span className="fc-dash__small"> · {ctx.dealerName(p.tenantId)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

// --- cars ---------------------------------------------------------------------------------------------------------

function CarsSection({ data, ctx }: { data: NonNullable<DashboardData['cars']>; ctx: Ctx }) {
  const gaps = Object.keys(CAR_GAPS) as CarGap[]
  const link = (tenantId: number, gap: CarGap) => adminListUrl(ctx.admin, 'vehicles', { and: [{ tenant: { equals: tenantId } }, ON_SITE_WHERE, CAR_GAPS[gap].where] as never })
  return (
    <Section id="cars" title="Cars on the site missing something" intro="Cars shown for sale (in stock or coming soon) without a photo, a price or a description. Each count opens the list of those cars.">
      <table className="fc-dash__table">
        <caption className="fc-dash__sr-only">Cars missing a photo, price or description</caption>
        <thead>
          <tr>
            <th scope="col">Dealer</th>
            <th scope="col">On the site</th>
            {gaps.map((g) => (
              <th scope="col" key={g}>
                {CAR_GAPS[g].label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.dealers.map((d) => (
            <tr key={d.tenantId} data-tenant={d.tenantId}>
              <th scope="row">{ctx.dealerName(d.tenantId)}</th>
              <td>{d.onSite.toLocaleString('en-AU')}</td>
              {gaps.map((g) => (
                <td key={g} data-gap={g}>
                  {d[g] === 0 ? (
                    <Status kind="good">0</Status>
                  ) : (
                    <a href={link(d.tenantId, g)} aria-label={`${d[g]} cars with ${CAR_GAPS[g].label.toLowerCase()} at ${ctx.dealerName(d.tenantId)}`}>
                      {d[g].toLocaleString('en-AU')}
                    </a>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  )
}

// --- web vitals ---------------------------------------------------------------------------------------------------

function VitalCell({ metric, figure }: { metric: VitalMetric; figure?: { p75: number; count: number } }) {
  if (!figure) return <td>–</td>
  const rating = rateVital(metric, figure.p75)
  return (
    <td data-metric={metric} data-p75={figure.p75}>
      <Status kind={rating === 'good' ? 'good' : rating === 'poor' ? 'error' : 'warning'}>
        {formatVital(metric, figure.p75)} <span className="fc-dash__small">{RATING_LABELS[rating]}</span>
      </Status>
    </td>
  )
}

function VitalsSection({ data, ctx }: { data: NonNullable<DashboardData['vitals']>; ctx: Ctx }) {
  const any = data.byTemplate.length > 0
  return (
    <Section
      id="vitals"
      wide
      title="Shoppers’ Core Web Vitals"
      intro="How fast the site really is for shoppers, measured in their browsers over the last 7 days: the 75th percentile (three in four page views were at least this good), as Google judges it."
    >
      {!any ? (
        <p className="fc-dash__empty">No measurements yet: they arrive as shoppers visit the site.</p>
      ) : (
        <>
          <div className="fc-dash__scroll" data-since={ctx.windows.start7}>
            <table className="fc-dash__table">
              <caption className="fc-dash__sr-only">75th percentile of each Core Web Vital per page template, last 7 days</caption>
              <thead>
                <tr>
                  <th scope="col">Pages</th>
                  {VITAL_METRICS.map((m) => (
                    <th scope="col" key={m}>
                      <abbr title={VITAL_LABELS[m].long}>{m}</abbr>
                    </th>
                  ))}
                  <th scope="col">Page views</th>
                </tr>
              </thead>
              <tbody>
                <tr data-template="all">
                  <th scope="row">All pages</th>
                  {VITAL_METRICS.map((m) => (
                    <VitalCell key={m} metric={m} figure={data.overall[m]} />
                  ))}
                  <td>{(data.overall.LCP?.count ?? 0).toLocaleString('en-AU')}</td>
                </tr>
                {data.byTemplate.map((t) => (
                  <tr key={t.template} data-template={t.template}>
                    <th scope="row">{isSiteTemplate(t.template) ? TEMPLATE_LABELS[t.template] : t.template}</th>
                    {VITAL_METRICS.map((m) => (
                      <VitalCell key={m} metric={m} figure={t.metrics[m]} />
                    ))}
                    <td>{(t.metrics.LCP?.count ?? 0).toLocaleString('en-AU')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="fc-dash__charts">
            {VITAL_METRICS.map((m) => (
              <VitalPerDayChart key={m} metric={m} days={data.days} points={data.perDay.filter((p) => p.metric === m)} />
            ))}
          </div>
        </>
      )}
    </Section>
  )
}

// --- content security policy ---------------------------------------------------------------------------------------

/** What the policy refused in shoppers' browsers (src/lib/cspReports): a count, and the most frequent refusals. */
function CspSection({ data, ctx }: { data: NonNullable<DashboardData['csp']>; ctx: Ctx }) {
  return (
    <Section
      id="csp"
      title="Blocked by the site’s security policy"
      intro="Scripts, frames and other content that shoppers’ browsers refused to load on the site, as they reported it, over the last 7 days. A sudden rise can mean something was injected into a page, or an embed was added that the policy does not allow yet."
      tone={data.today > 0 ? 'attention' : undefined}
    >
      <dl className="fc-dash__cards">
        <div className="fc-dash__card" data-testid="csp-today" data-since={ctx.windows.today}>
          <dt>Today</dt>
          <dd className="fc-dash__big" data-figure="count">
            {data.today.toLocaleString('en-AU')}
          </dd>
        </div>
        <div className="fc-dash__card" data-testid="csp-7-days" data-since={ctx.windows.start7}>
          <dt>7 days</dt>
          <dd className="fc-dash__big" data-figure="count">
            {data.last7.toLocaleString('en-AU')}
          </dd>
        </div>
      </dl>
      {data.top.length === 0 ? (
        <p className="fc-dash__empty">
          <Status kind="good">Nothing blocked in the last 7 days.</Status>
        </p>
      ) : (
        <table className="fc-dash__table">
          <caption className="fc-dash__sr-only">The most frequent refusals over the last 7 days</caption>
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Refused</th>
              <th scope="col">Times</th>
              <th scope="col">Last</th>
            </tr>
          </thead>
          <tbody>
            {data.top.map((t) => (
              <tr key={`${t.directive} ${t.blocked}`} data-directive={t.directive}>
                <th scope="row">{t.directive}</th>
                <td className="fc-dash__small">{t.blocked}</td>
                <td>{t.count.toLocaleString('en-AU')}</td>
                <td className="fc-dash__small">{when(ctx, t.lastSeen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  )
}

// --- scheduled publishes that failed ---------------------------------------------------------------------------

/** Scheduled publishes that failed when they ran (src/lib/jobs/scheduledPublishFailures.ts); shown only when there are any. */
function SchedulesSection({ data, ctx }: { data: NonNullable<DashboardData['schedules']>; ctx: Ctx }) {
  return (
    <Section id="schedules" title="Scheduled publishes that failed" tone="attention" intro="These records were left as they were. Fix each one, then publish or schedule it again.">
      <ul className="fc-dash__list">
        {data.failed.map((f) => (
          <li key={f.jobId} data-job={f.jobId}>
            Scheduled {f.type} failed: {f.collection} <a href={`${ctx.admin}/collections/${f.collection}/${f.docId}`}>{f.title}</a>
            {ctx.many ? ` (${ctx.dealerName(f.tenantId)})` : ''} at {when(ctx, f.failedAt)}: <span className="fc-dash__error-text">{f.reason}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * Queues the watchlist alerts a vehicle change owes (issue 8 item 4), from the Vehicles afterChange hook
 * (collections/Vehicles/hooks/watchAlerts.ts), inside the change's own transaction (`req`):
 * - nothing at all unless the shown price, status, sold flag or reserved flag changed (stock feeds
 *   touch many cars; most changes are neither), and then one indexed query for the car's watchers;
 * - per watcher, src/domain/watchlist/alerts.ts decides (price below the lowest price told, sold,
 *   reserved); each alert is a `watch-alerts` row, inserted with ON CONFLICT DO NOTHING on the unique
 *   (item, changeKey) index so a change is only ever announced once, and its `sendWatchAlert` job is
 *   queued with it; the watcher's `notified` state moves on.
 * A watcher who holds the car's active reservation is not told that it was reserved.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Vehicle, WatchlistItem } from '@/payload-types'
import { formatAud } from '@/domain/vehicles/price'
import { decideWatchAlert, watchAlertMessage, watchedPrice, type WatchAlertDecision } from '@/domain/watchlist/alerts'
import { executorFor } from '../search/db'
import { dealerOrigin } from '../unsubscribe/links'
import { SEND_WATCH_ALERT_TASK } from './jobs'
import { relationId } from '@/domain/relationId'

type Executor = Awaited<ReturnType<typeof executorFor>>

/** Whether a change touches anything a watcher is told about. */
function watchedFieldsChanged(doc: Partial<Vehicle>, previous: Partial<Vehicle> | null | undefined): boolean {
  if (!previous) return false
  return (
    watchedPrice(doc) !== watchedPrice(previous) ||
    doc.status !== previous.status ||
    Boolean(doc.sold) !== Boolean(previous.sold) ||
    Boolean(doc.reserved) !== Boolean(previous.reserved)
  )
}

/** The customer holding the car's active reservation, if any (they need no alert that it was reserved). */
async function reservingCustomer(req: PayloadRequest, vehicleId: number): Promise<number | null> {
  const found = await req.payload.find({
    collection: 'reservations',
    where: { and: [{ vehicle: { equals: vehicleId } }, { status: { equals: 'active' } }] },
    select: { customer: true },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return relationId(found.docs[0]?.customer)
}

async function insertAlert(db: Executor, row: { tenant: number | null; item: number; customer: number; vehicle: number; kind: string; changeKey: string; message: string }): Promise<number | null> {
  const result = (await db.execute(sql`
    INSERT INTO watch_alerts (tenant_id, item_id, customer_id, vehicle_id, kind, change_key, message, channel, state)
    VALUES (${row.tenant}, ${row.item}, ${row.customer}, ${row.vehicle}, ${row.kind}, ${row.changeKey}, ${row.message}, 'sms', 'queued')
    ON CONFLICT (item_id, change_key) DO NOTHING
    RETURNING id
  `)) as { rows?: { id: number }[] }
  const id = result.rows?.[0]?.id
  return id === undefined ? null : Number(id)
}

/** Returns how many alerts were queued (for the tests and the log). */
export async function queueWatchAlerts(req: PayloadRequest, doc: Vehicle, previousDoc: Vehicle | null | undefined): Promise<number> {
  if (!watchedFieldsChanged(doc, previousDoc)) return 0
  const watchers = await req.payload.find({
    collection: 'watchlist-items',
    where: { vehicle: { equals: doc.id } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (watchers.docs.length === 0) return 0

  const car = { price: watchedPrice(doc), status: doc.status, sold: doc.sold, reserved: doc.reserved }
  const decisions = watchers.docs.map((item) => ({ item, decision: decideWatchAlert(item.notified, car, doc.updatedAt) }))
  const owed = decisions.filter((d) => d.decision.alert)
  const reserver = owed.some((d) => d.decision.alert?.kind === 'reserved') ? await reservingCustomer(req, doc.id) : null
  // Each alert speaks for the site its shopper saved the car on (a group's car shows on several).
  const sites = new Map<number, Dealer | null>()
  const siteOf = async (id: number | null): Promise<Dealer | null> => {
    if (id === null) return null
    if (!sites.has(id)) sites.set(id, await req.payload.findByID({ collection: 'tenants', id, depth: 0, select: { name: true, slug: true, domains: true }, overrideAccess: true, req, disableErrors: true }))
    return sites.get(id) ?? null
  }

  const db = await executorFor(req)
  let queued = 0
  for (const { item, decision } of decisions) {
    const customer = relationId(item.customer)
    const tenantId = relationId(item.tenant) ?? relationId(doc.tenant)
    const dealer = decision.alert ? await siteOf(tenantId) : null
    if (decision.alert && dealer && customer !== null && !(decision.alert.kind === 'reserved' && customer === reserver)) {
      if (await queueOne(req, db, { item, customer, tenantId, doc, decision: decision.alert, dealer })) queued++
    }
    if (decision.changed) {
      await req.payload.update({ collection: 'watchlist-items', id: item.id, data: { notified: decision.notified }, depth: 0, overrideAccess: true, req })
    }
  }
  return queued
}

type Dealer = { name: string; slug: string; domains?: { domain?: string | null }[] | null }

async function queueOne(
  req: PayloadRequest,
  db: Executor,
  a: {
    item: WatchlistItem
    customer: number
    tenantId: number | null
    doc: Vehicle
    decision: NonNullable<WatchAlertDecision['alert']>
    dealer: Dealer
  },
): Promise<boolean> {
  const page = `${dealerOrigin(a.dealer)}/cars/${encodeURIComponent(a.doc.slug ?? String(a.doc.id))}`
  const message = watchAlertMessage(
    a.decision.kind,
    {
      carName: a.doc.name ?? `${a.doc.year} ${a.doc.make} ${a.doc.model}`,
      dealerName: a.dealer.name,
      url: a.decision.kind === 'sold' ? `${page}#similar` : page,
      price: a.decision.price,
      previousPrice: a.decision.previousPrice,
    },
    formatAud,
  )
  const alertId = await insertAlert(db, {
    tenant: a.tenantId,
    item: a.item.id,
    customer: a.customer,
    vehicle: a.doc.id,
    kind: a.decision.kind,
    changeKey: a.decision.changeKey,
    message,
  })
  if (alertId === null) return false // this change was announced already
  await req.payload.jobs.queue({ task: SEND_WATCH_ALERT_TASK, input: { alertId }, req })
  return true
}

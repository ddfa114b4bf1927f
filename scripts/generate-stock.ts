/**
 * Benchmark stock: writes N generated vehicles for one dealer straight into PostgreSQL, with their
 * embedded search rows, far faster than the seed (which goes through Payload one vehicle at a time).
 *
 *   npx tsx scripts/with-db.ts npx tsx scripts/generate-stock.ts --tenant harbour-city --count 10000
 *   npx tsx scripts/with-db.ts npx tsx scripts/generate-stock.ts --tenant bench-dealer --count 100000 --replace
 *
 * --tenant   the dealer's slug; `bench-dealer` (or `bench-dealer-2`, ...) is created (with two sites) when missing
 * --count    how many vehicles to add (default 1000)
 * --replace  first delete the vehicles this script generated for that dealer before
 * --photos   first upload (through Payload, once) the stock photos the dealer lacks, so generated
 *            vehicles have galleries; without it they share whatever photos the dealer has
 * --dealerships N   a new bench dealer is a dealer group of N dealerships (one location each) with a
 *            franchise site per dealership over its stock (`{slug}-site-{i}`), instead of two sites
 *
 * Rows go in with one multi-row INSERT ... SELECT FROM unnest(...) per batch, all in one transaction.
 * Generated vehicles have stock numbers GEN000001 and up (that is how --replace finds them). They
 * share the dealer's existing stock photos when it has them (a seeded demo dealer does) and carry no
 * equipment list; Payload hooks do not run, so the search record is built here exactly as
 * src/lib/search/embeddedIndex.ts builds it.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import type { PoolClient } from 'pg'

import config from '../payload.config'
import type { Location, Media, Vehicle } from '@/payload-types'
import { poolOf } from '@/lib/search/db'
import { toSearchRecord } from '@/lib/search/toSearchRecord'
import { slugify } from '@/domain/format/slug'
import { streamStock, type StockVehicle } from '@tenants/demo/inventory/generate'
import { altFor, STOCK_ASSETS_DIR } from '@tenants/demo/inventory/images'
import { DEMO_STOCK_PROFILES, HARBOUR_CITY_STOCK, type StockProfile } from '@tenants/demo/inventory/profiles'
import { stockMediaName } from '@tenants/demo/seed/stock'

const BENCH_SLUG = 'bench-dealer'
const BATCH = 2000
const GEN_PREFIX = 'GEN'

function args() {
  const argv = process.argv.slice(2)
  const value = (flag: string) => {
    const i = argv.indexOf(flag)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const tenant = value('--tenant')
  const count = Number(value('--count') ?? 1000)
  if (!tenant || !Number.isInteger(count) || count < 1) {
    console.error('usage: generate-stock.ts --tenant <slug> [--count 1000] [--replace]')
    process.exit(2)
  }
  const dealerships = Number(value('--dealerships') ?? 0)
  if (!Number.isInteger(dealerships) || dealerships < 0 || dealerships > 200) {
    console.error('--dealerships takes 0 to 200')
    process.exit(2)
  }
  return { tenant, count, replace: argv.includes('--replace'), photos: argv.includes('--photos'), dealerships }
}

async function benchTenant(payload: Payload, slug: string, dealerships: number) {
  const opts = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const tenant = await payload.create({
    collection: 'tenants',
    data: { name: slug === BENCH_SLUG ? 'Bench Dealer' : `Bench Dealer ${slug.slice(BENCH_SLUG.length + 1)}`, slug, template: 'dealer-group', domains: [{ domain: `${slug}.example.com.au` }] },
    ...opts,
  })
  if (dealerships > 0) {
    await benchGroup(payload, tenant.id, slug, dealerships)
    return tenant
  }
  for (const [name, slug, city, state, primary] of [
    ['Bench Motors Parramatta', 'parramatta', 'Parramatta', 'NSW', true],
    ['Bench Motors Penrith', 'penrith', 'Penrith', 'NSW', false],
  ] as const) {
    await payload.create({ collection: 'locations', data: { _status: 'published' as const, tenant: tenant.id, name, slug, primary, address: { city, state } }, ...opts })
  }
  return tenant
}

/** A dealer group of `count` rooftops, each with one yard and a franchise site of its own over the group's stock. */
async function benchGroup(payload: Payload, tenantId: number, slug: string, count: number) {
  const opts = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const cities = [['Parramatta', 'NSW'], ['Penrith', 'NSW'], ['Southport', 'QLD'], ['Geelong', 'VIC'], ['Joondalup', 'WA']] as const
  for (let i = 1; i <= count; i++) {
    const [city, state] = cities[(i - 1) % cities.length]!
    const rooftop = await payload.create({ collection: 'dealerships', data: { tenant: tenantId, name: `Bench Rooftop ${i}`, slug: `rooftop-${i}`, visible: true }, ...opts })
    await payload.create({
      collection: 'locations',
      data: { _status: 'published' as const, tenant: tenantId, name: `Bench Rooftop ${i} ${city}`, slug: `rooftop-${i}`, primary: i === 1, address: { city, state }, dealership: rooftop.id },
      ...opts,
    })
    const site = `${slug}-site-${i}`
    await payload.create({
      collection: 'tenants',
      data: { name: `Bench Rooftop ${i}`, slug: site, template: 'franchise', domains: [{ domain: `${site}.example.com.au` }], stockSource: tenantId, stockDealerships: [rooftop.id] },
      ...opts,
    })
  }
}

/** The dealer's own stock profile when it is a demo dealer; otherwise a big-group mix over its sales sites. */
function profileFor(slug: string, tenantName: string, locations: Location[]): StockProfile {
  const demo = DEMO_STOCK_PROFILES.find((p) => p.dealer === slug)
  const sales = locations.filter((l) => (l.type ?? 'sales') === 'sales')
  const sites = (sales.length ? sales : locations).map((l) => ({
    slug: l.slug,
    state: l.address.state,
    city: l.address.city,
    weight: 1,
    newMakes: demo ? (demo.locations.find((d) => d.slug === l.slug)?.newMakes ?? []) : Object.keys(HARBOUR_CITY_STOCK.newMakes),
    used: true,
    caravans: true,
  }))
  const base = demo ?? HARBOUR_CITY_STOCK
  // The photo palette stays, so generated cars mostly match photos the dealer already has.
  return { ...base, dealer: slug, dealerName: tenantName, locations: sites }
}

/** Columns written to `vehicles`, with the Postgres type of each unnest() array. */
const COLUMNS: Array<[column: string, type: string, value: (v: Row) => unknown]> = [
  ['tenant_id', 'int', (r) => r.tenantId],
  ['location_id', 'int', (r) => r.locationId],
  ['name', 'text', (r) => r.name],
  ['slug', 'text', (r) => r.slug],
  ['status', 'enum_vehicles_status', (r) => r.v.status],
  ['sold_date', 'timestamptz', (r) => r.v.sold_date ?? null],
  ['sold', 'bool', (r) => r.v.status === 'sold'],
  ['reserved', 'bool', (r) => Boolean(r.v.reserved)],
  ['show_on_dealer_website', 'bool', (r) => r.v.show_on_dealer_website !== false],
  ['custom_rank', 'numeric', (r) => r.v.custom_rank ?? 0],
  ['year', 'numeric', (r) => r.v.year],
  ['make', 'text', (r) => r.v.make],
  ['model', 'text', (r) => r.v.model],
  ['badge', 'text', (r) => r.v.badge ?? null],
  ['series', 'text', (r) => r.v.series ?? null],
  ['car_type', 'enum_vehicles_car_type', (r) => r.v.car_type],
  ['item_type', 'enum_vehicles_item_type', (r) => r.v.item_type],
  ['tag', 'text', (r) => r.v.tag ?? null],
  ['certified', 'bool', (r) => Boolean(r.v.certified)],
  ['stocknum', 'text', (r) => r.v.stocknum],
  ['vin', 'text', (r) => r.v.vin ?? null],
  ['regplate', 'text', (r) => r.v.regplate ?? null],
  ['rego_expiry', 'timestamptz', (r) => r.v.rego_expiry ?? null],
  ['colour', 'text', (r) => r.v.colour ?? null],
  ['interior_colour', 'text', (r) => r.v.interior_colour ?? null],
  ['km', 'numeric', (r) => r.v.km ?? null],
  ['dealercomments', 'text', (r) => r.v.dealercomments ?? null],
  ['price', 'numeric', (r) => r.v.price ?? null],
  ['before_price', 'numeric', (r) => r.v.before_price ?? null],
  ['offer_price', 'numeric', (r) => r.v.offer_price ?? null],
  ['subscription_price', 'numeric', (r) => r.v.subscription_price ?? null],
  ['price_type', 'enum_vehicles_price_type', (r) => r.v.price_type ?? null],
  ['preorder', 'bool', (r) => Boolean(r.v.preorder)],
  ['market_average_market_price', 'numeric', (r) => r.v.market?.average_market_price ?? null],
  ['market_state_average_market_price', 'numeric', (r) => r.v.market?.state_average_market_price ?? null],
  ['simple_body', 'enum_vehicles_simple_body', (r) => r.v.simple_body ?? null],
  ['bodyconfiguration', 'text', (r) => r.v.bodyconfiguration ?? null],
  ['seats', 'numeric', (r) => r.v.seats ?? null],
  ['doors', 'numeric', (r) => r.v.doors ?? null],
  ['simple_fuel', 'enum_vehicles_simple_fuel', (r) => r.v.simple_fuel ?? null],
  ['fuel', 'text', (r) => r.v.fuel ?? null],
  ['simple_transmission', 'enum_vehicles_simple_transmission', (r) => r.v.simple_transmission ?? null],
  ['trans', 'text', (r) => r.v.trans ?? null],
  ['simple_drive', 'enum_vehicles_simple_drive', (r) => r.v.simple_drive ?? null],
  ['drive', 'text', (r) => r.v.drive ?? null],
  ['gearnum', 'numeric', (r) => r.v.gearnum ?? null],
  ['engine_size', 'numeric', (r) => r.v.engine_size ?? null],
  ['engine_size_litres', 'numeric', (r) => r.v.engine_size_litres ?? null],
  ['build_date', 'timestamptz', (r) => r.v.build_date ?? null],
  ['compliance_date', 'timestamptz', (r) => r.v.compliance_date ?? null],
  ...(['cylinders', 'torque', 'ancaprating', 'fuelconsumptioncombined', 'fuelcapacity', 'grossvehiclemass', 'towingcapacitybraked', 'vehiclelength', 'vehicleheight', 'vehiclewidth'] as const).map(
    (k): [string, string, (r: Row) => unknown] => [`variant_${k}`, 'numeric', (r) => r.v.variant?.[k] ?? null],
  ),
  ['variant_induction', 'text', (r) => r.v.variant?.induction ?? null],
  ['variant_geartype', 'text', (r) => r.v.variant?.geartype ?? null],
  ...(['body_length', 'body_width', 'tare_weight', 'aggregate_trailer_mass', 'sleeps'] as const).map(
    (k): [string, string, (r: Row) => unknown] => [`caravan_specs_${k}`, 'numeric', (r) => r.v.caravan_specs?.[k] ?? null],
  ),
  ['caravan_specs_axle_type', 'text', (r) => r.v.caravan_specs?.axle_type ?? null],
  ['views', 'numeric', (r) => r.v.views ?? 0],
  ['created_at', 'timestamptz', (r) => r.v.createdAt],
  ['updated_at', 'timestamptz', (r) => r.v.createdAt],
]

type Row = { v: StockVehicle; tenantId: number; locationId: number; name: string; slug: string }

/** The search row's columns, in embeddedIndex.ts order; the record itself goes in as JSON. */
const SEARCH_COLUMNS = [
  'make', 'model', 'make_model', 'badge', 'series', 'body', 'fuel', 'transmission', 'drive', 'colour', 'car_type', 'status', 'tag',
  'item_type', 'location_name', 'city', 'state', 'dealership_name', 'price_range', 'weekly_price_range',
] as const

async function insertBatch(client: PoolClient, rows: Row[], locations: Map<number, Location>, photos: Map<string, Media>, dealershipName: string) {
  const arrays = COLUMNS.map(([, , value]) => rows.map(value))
  const casts = COLUMNS.map(([, type], i) => `$${i + 1}::${type === 'int' ? 'int' : type.startsWith('enum') ? 'text' : type}[]`).join(', ')
  const selects = COLUMNS.map(([column, type]) => (type.startsWith('enum') ? `${column}::${type}` : column)).join(', ')
  const inserted = await client.query<{ id: number; stocknum: string }>(
    `INSERT INTO vehicles (${COLUMNS.map(([c]) => c).join(', ')})
     SELECT ${selects} FROM unnest(${casts}) AS t(${COLUMNS.map(([c]) => c).join(', ')})
     RETURNING id, stocknum`,
    arrays,
  )
  const ids = new Map(inserted.rows.map((r) => [r.stocknum, r.id]))

  // Photos: the dealer's shared media, in gallery order.
  const rels: Array<[number, number, number]> = []
  const records = rows.map((row) => {
    const id = ids.get(row.v.stocknum as string)!
    // A gallery only when every photo of it exists; a partial one (an interior as the main photo) would mislead.
    const found = row.v.images.map((f) => photos.get(f))
    const images = found.every(Boolean) ? (found as Media[]) : []
    images.forEach((m, i) => rels.push([id, i + 1, m.id]))
    const vehicle = { ...row.v, id, name: row.name, slug: row.slug, location: locations.get(row.locationId)!, images, updatedAt: row.v.createdAt } as unknown as Vehicle
    return toSearchRecord(vehicle, dealershipName)
  })
  if (rels.length) {
    await client.query(`INSERT INTO vehicles_rels (parent_id, "order", path, media_id) SELECT p, o, 'images', m FROM unnest($1::int[], $2::int[], $3::int[]) AS t(p, o, m)`, [
      rels.map((r) => r[0]),
      rels.map((r) => r[1]),
      rels.map((r) => r[2]),
    ])
  }
  const text = (r: (typeof records)[number]) =>
    [r.name, r.series, r.make, r.model, r.badge, r.body, r.colour, r.fuel, r.transmission, r.stocknum, r.location_name, r.city].filter(Boolean).join(' ')
  const n = SEARCH_COLUMNS.length
  await client.query(
    `INSERT INTO vehicle_search (vehicle_id, tenant_id, record, ${SEARCH_COLUMNS.join(', ')}, categories, certified, reserved,
       show_on_dealer_website, year, price, km, seats, subscription_price, custom_rank, created_at_timestamp, sold_date_timestamp, search_text, dealership_id)
     SELECT vehicle_id, tenant_id, record, ${SEARCH_COLUMNS.join(', ')}, string_to_array(categories, ','), certified, reserved,
       show_on_dealer_website, year, price, km, seats, subscription_price, custom_rank, created_at_timestamp, sold_date_timestamp,
       to_tsvector('simple', search_text), dealership_id
     FROM unnest($1::int[], $2::int[], $3::jsonb[], ${SEARCH_COLUMNS.map((_, i) => `$${i + 4}::text[]`).join(', ')},
       $${n + 4}::text[], $${n + 5}::bool[], $${n + 6}::bool[], $${n + 7}::bool[], $${n + 8}::int[], $${n + 9}::numeric[], $${n + 10}::int[],
       $${n + 11}::int[], $${n + 12}::numeric[], $${n + 13}::int[], $${n + 14}::bigint[], $${n + 15}::bigint[], $${n + 16}::text[], $${n + 17}::int[])
     AS t(vehicle_id, tenant_id, record, ${SEARCH_COLUMNS.join(', ')}, categories, certified, reserved, show_on_dealer_website, year, price,
       km, seats, subscription_price, custom_rank, created_at_timestamp, sold_date_timestamp, search_text, dealership_id)`,
    [
      records.map((r) => r.id),
      rows.map((r) => r.tenantId),
      records.map((r) => JSON.stringify(r)),
      ...SEARCH_COLUMNS.map((c) => records.map((r) => r[c] ?? null)),
      records.map((r) => r.categories.join(',')),
      records.map((r) => r.certified),
      records.map((r) => r.reserved),
      records.map((r) => r.show_on_dealer_website),
      records.map((r) => r.year),
      records.map((r) => r.price),
      records.map((r) => r.km),
      records.map((r) => r.seats),
      records.map((r) => r.subscription_price),
      records.map((r) => r.custom_rank),
      records.map((r) => r.created_at_timestamp),
      records.map((r) => r.sold_date_timestamp),
      records.map(text),
      records.map((r) => r.dealership_id),
    ],
  )
}

/**
 * Deletes the dealer's generated vehicles in bulk. A plain DELETE would fire the foreign-key cascades
 * row by row, and vehicles_texts has no index on parent_id, so each of those scans the whole table:
 * minutes for 100,000 rows. Instead, every table that references vehicles (found in the catalogue, so
 * tables added later are covered) is cleared set-wise first, then the vehicles go with the per-row
 * triggers switched off for this transaction (needs a superuser, as the embedded database's is).
 */
async function removeGenerated(client: PoolClient, tenantId: number): Promise<number> {
  await client.query(
    `CREATE TEMP TABLE generated_ids ON COMMIT DROP AS SELECT id FROM vehicles WHERE tenant_id = $1 AND stocknum LIKE '${GEN_PREFIX}%'`,
    [tenantId],
  )
  const refs = await client.query<{ tbl: string; col: string; action: string }>(`
    SELECT c.conrelid::regclass::text AS tbl, a.attname AS col, c.confdeltype AS action
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'vehicles'::regclass`)
  for (const { tbl, col, action } of refs.rows) {
    // confdeltype: c = cascade, n = set null (others would refuse the delete, as they should).
    if (action === 'c') await client.query(`DELETE FROM ${tbl} WHERE "${col}" IN (SELECT id FROM generated_ids)`)
    if (action === 'n') await client.query(`UPDATE ${tbl} SET "${col}" = NULL WHERE "${col}" IN (SELECT id FROM generated_ids)`)
  }
  await client.query(`SET LOCAL session_replication_role = replica`)
  const removed = await client.query(`DELETE FROM vehicles WHERE id IN (SELECT id FROM generated_ids)`)
  await client.query(`SET LOCAL session_replication_role = DEFAULT`)
  return removed.rowCount ?? 0
}

/** Uploads the library photos that the first few thousand generated vehicles use and the dealer lacks. */
async function uploadPhotos(payload: Payload, tenantId: number, profile: StockProfile, have: Set<string>, count: number): Promise<number> {
  const needed = new Set<string>()
  for (const v of streamStock(profile, { count: Math.min(count, 3000) })) for (const f of v.images) needed.add(f)
  const missing = [...needed].filter((f) => !have.has(stockMediaName(profile.dealer as never, f))).sort()
  for (const file of missing) {
    const data = await readFile(path.join(STOCK_ASSETS_DIR, file))
    await payload.create({
      collection: 'media',
      data: { alt: altFor(file), tenant: tenantId },
      file: { data, mimetype: 'image/webp', name: stockMediaName(profile.dealer as never, file), size: data.length },
      overwriteExistingFiles: true,
      depth: 0,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  return missing.length
}

const { tenant: slug, count, replace, photos, dealerships } = args()
const payload = await getPayload({ config })
const client = await poolOf(payload).connect()
try {
  const found = await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: true })
  const isBench = slug === BENCH_SLUG || slug.startsWith(`${BENCH_SLUG}-`)
  const tenant = found.docs[0] ?? (isBench ? await benchTenant(payload, slug, dealerships) : null)
  if (!tenant) throw new Error(`No dealer with slug "${slug}" (only ${BENCH_SLUG} and ${BENCH_SLUG}-<n> are created on demand).`)
  const locationDocs = (await payload.find({ collection: 'locations', where: { tenant: { equals: tenant.id } }, pagination: false, depth: 0, overrideAccess: true })).docs
  if (!locationDocs.length) throw new Error(`Dealer "${slug}" has no locations to put stock at.`)
  const profile = profileFor(slug, tenant.name, locationDocs)
  const locationIds = new Map(locationDocs.map((l) => [l.slug, l.id]))
  const locations = new Map(locationDocs.map((l) => [l.id, l]))
  const findMedia = async () => (await payload.find({ collection: 'media', where: { tenant: { equals: tenant.id } }, pagination: false, depth: 0, overrideAccess: true })).docs
  let media = await findMedia()
  if (photos) {
    const t = Date.now()
    const uploaded = await uploadPhotos(payload, tenant.id, profile, new Set(media.map((m) => m.filename ?? '')), count)
    console.log(`Uploaded ${uploaded} stock photos in ${((Date.now() - t) / 1000).toFixed(1)} s`)
    media = await findMedia()
  }
  const byName = new Map(media.map((m) => [m.filename, m]))
  const photoFor = new Map<string, Media>()
  const photo = (file: string) => {
    if (!photoFor.has(file)) {
      const m = byName.get(stockMediaName(slug as never, file))
      if (m) photoFor.set(file, m)
    }
  }

  const started = Date.now()
  await client.query('BEGIN')
  if (replace) console.log(`Removed ${await removeGenerated(client, tenant.id)} previously generated vehicles`)
  // Continue the GEN sequence after what is already there, so runs without --replace add to it.
  const last = await client.query<{ max: string | null }>(`SELECT max(substring(stocknum from ${GEN_PREFIX.length + 1})::int) AS max FROM vehicles WHERE tenant_id = $1 AND stocknum ~ '^${GEN_PREFIX}[0-9]+$'`, [tenant.id])
  const first = Number(last.rows[0]?.max ?? 0)
  let batch: Row[] = []
  let written = 0
  let insertMs = 0
  const flush = async () => {
    const t = Date.now()
    await insertBatch(client, batch, locations, photoFor, tenant.name)
    insertMs += Date.now() - t
    written += batch.length
    batch = []
    if (written % 20_000 === 0 || written === count) process.stdout.write(`  ${written.toLocaleString('en-AU')} / ${count.toLocaleString('en-AU')}\n`)
  }
  const stocknum = (i: number) => `${GEN_PREFIX}${String(i + 1).padStart(6, '0')}`
  for (const v of streamStock(profile, { start: first, count, stocknum })) {
    const name = [v.year, v.make, v.model, v.badge].filter(Boolean).join(' ')
    v.images.forEach(photo)
    batch.push({ v, tenantId: tenant.id, locationId: locationIds.get(v.location)!, name, slug: slugify(`${name} ${v.stocknum}`) })
    if (batch.length === BATCH) await flush()
  }
  if (batch.length) await flush()
  await client.query('COMMIT')
  await client.query('ANALYZE vehicles; ANALYZE vehicle_search; ANALYZE vehicles_rels')
  const seconds = (Date.now() - started) / 1000
  const total = await client.query<{ n: string }>('SELECT count(*) AS n FROM vehicles WHERE tenant_id = $1', [tenant.id])
  console.log(
    `${written.toLocaleString('en-AU')} vehicles for ${slug} in ${seconds.toFixed(1)} s: ${Math.round(written / seconds).toLocaleString('en-AU')} rows/s ` +
      `(inserts ${(insertMs / 1000).toFixed(1)} s, ${Math.round(written / (insertMs / 1000)).toLocaleString('en-AU')} rows/s); ` +
      `${photoFor.size ? `${photoFor.size} shared photos` : 'no photos (the dealer has no stock photos)'}; the dealer now has ${Number(total.rows[0]!.n).toLocaleString('en-AU')} vehicles`,
  )
} catch (error) {
  await client.query('ROLLBACK').catch(() => undefined)
  console.error(error)
  process.exitCode = 1
} finally {
  client.release()
  await payload.destroy()
}
process.exit(process.exitCode ?? 0)

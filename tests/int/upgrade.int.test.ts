/**
 * A dealer's database seeded by the previous release upgrades with `npm start` (scripts/prepare.ts
 * applies the new migrations) and keeps every record; records that were live before drafts existed
 * stay live; dealership names typed on locations become dealership records, leads name their rooftop
 * and the site they came from, and the search index names each car's rooftop. The previous release is taken from git (the commit CI last passed before the drafts
 * migration), run from a temporary copy that shares this checkout's node_modules.
 */
import { execFileSync, spawn } from 'node:child_process'
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { leaveFailureNote } from '../failureNotes'

/** The release before issue 17's drafts migration (20261125_120859_marketing_drafts). */
const PREVIOUS_RELEASE = 'db591f6'

const work = mkdtempSync(path.resolve('.data', 'test-upgrade-'))
const previous = path.join(work, 'previous')
let url: string

async function query<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows as T[]
  } finally {
    await client.end()
  }
}

/** Row count of every table in the public schema. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'")
  const counts: Record<string, number> = {}
  for (const { table_name } of tables) counts[table_name] = Number((await query<{ n: string }>(`SELECT count(*) AS n FROM "${table_name}"`))[0]!.n)
  return counts
}

/**
 * Runs a release's scripts/prepare.ts against the upgrade database. Its output goes to a file rather
 * than a pipe (a full pipe buffer must never stall or kill the run), and a failure reports how the
 * process ended and the tail of what it printed; the same report is left for `npm test` to print
 * after its summary (tests/failureNotes.ts), where a CI log's last lines show it.
 */
async function prepare(cwd: string, label: string) {
  const log = path.join(work, `${label.replace(/\W+/g, '-').toLowerCase()}.log`)
  const out = openSync(log, 'w')
  const started = Date.now()
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/prepare.ts'], {
    cwd,
    // A quarter of the demo stock (both releases read SEED_STOCK_SCALE): what must survive is every
    // kind of record, and the full lot's photos were most of this test's two minutes.
    env: { ...process.env, DATABASE_URL: url, PAYLOAD_SECRET: 'test-secret', FORECOURT_DATA_DIR: path.join(work, 'data'), SEED_DEMO: 'true', SEED_STOCK_SCALE: '0.25' },
    stdio: ['ignore', out, out],
  })
  const timer = setTimeout(() => child.kill('SIGKILL'), 420_000)
  const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>((resolve) => {
    child.once('error', (error) => resolve({ code: null, signal: null, error }))
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  clearTimeout(timer)
  closeSync(out)
  const printed = readFileSync(log, 'utf8')
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`${label} prepare: exit ${ended.code ?? ended.signal} after ${seconds} s, ${printed.length} characters printed`)
  if (ended.code !== 0) {
    const how = ended.error ? `could not start (${ended.error.message})` : ended.signal ? `was killed by ${ended.signal}` : `exited with ${ended.code}`
    const report = `${label} prepare ${how} after ${seconds} s. The last of its output:\n${printed.slice(-1500)}`
    leaveFailureNote('upgrade', report)
    throw new Error(report)
  }
}

beforeAll(async () => {
  // A database of its own beside the suite's.
  const base = new URL(inject('databaseUrl'))
  url = Object.assign(new URL(base), { pathname: '/forecourt_upgrade' }).toString()
  const admin = new pg.Client({ connectionString: base.toString() })
  await admin.connect()
  await admin.query('DROP DATABASE IF EXISTS forecourt_upgrade')
  await admin.query('CREATE DATABASE forecourt_upgrade')
  await admin.end()

  // The previous release's files, with this checkout's installed packages.
  mkdirSync(previous)
  const archive = execFileSync('git', ['archive', '--format=tar', PREVIOUS_RELEASE], { maxBuffer: 512 * 1024 * 1024 })
  execFileSync('tar', ['-x', '-C', previous], { input: archive })
  symlinkSync(path.resolve('node_modules'), path.join(previous, 'node_modules'))
  mkdirSync(path.join(work, 'data'))
}, 120_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('upgrading a database seeded by the previous release', () => {
  it('keeps every record, and what was live stays live', async () => {
    await prepare(previous, 'Previous release')
    // A group that named its rooftops as the previous release let it: free text on the locations.
    const named = await query<{ id: number; tenant_id: number }>(
      `UPDATE "locations" SET "dealership_name" = CASE WHEN "primary" THEN ' Harbour City Toyota & Hyundai ' ELSE 'Harbour City Kia & Ford' END
       WHERE "tenant_id" = (SELECT "id" FROM "tenants" WHERE "slug" = 'harbour-city') RETURNING "id", "tenant_id"`,
    )
    expect(named.length).toBeGreaterThan(1)
    // A lead at each of those locations, as the previous release stored them (no rooftop of their own).
    await query(
      `INSERT INTO "leads" ("tenant_id", "title", "form", "category", "public_id", "idempotency_key", "location_id")
       SELECT "tenant_id", 'Upgrade Shopper · Vehicle Enquiry', 'enquiry', 'Vehicle Enquiry', 'ld_upgrade' || "id", 'upgrade-' || "id", "id"
         FROM "locations" WHERE "tenant_id" = ${named[0]!.tenant_id}`,
    )
    const before = await tableCounts()
    expect(before.tenants).toBeGreaterThan(0)
    expect(before.promotions).toBeGreaterThan(0)

    await prepare(process.cwd(), 'This release')
    const after = await tableCounts()
    for (const [table, count] of Object.entries(before)) {
      // payload_migrations gains this release's rows; nothing else changes by the upgrade itself.
      if (table === 'payload_migrations') expect(after[table], table).toBeGreaterThan(count)
      else expect(after[table], table).toBe(count)
    }
    // The names became dealership records of that dealer, slugged as /locations/{slug} always slugged them,
    // and every location, location version and search row of their cars names its record.
    const dealerships = await query<{ name: string; slug: string; tenant_id: number }>(`SELECT "name", "slug", "tenant_id" FROM "dealerships" ORDER BY "slug"`)
    expect(dealerships).toEqual([
      { name: 'Harbour City Kia & Ford', slug: 'harbour-city-kia-and-ford', tenant_id: named[0]!.tenant_id },
      { name: 'Harbour City Toyota & Hyundai', slug: 'harbour-city-toyota-and-hyundai', tenant_id: named[0]!.tenant_id },
    ])
    const unlinked = await query(`SELECT "id" FROM "locations" WHERE "tenant_id" = ${named[0]!.tenant_id} AND "dealership_id" IS NULL`)
    expect(unlinked).toEqual([])
    const unlinkedVersions = await query(`SELECT v."id" FROM "_locations_v" AS v JOIN "locations" AS l ON l."id" = v."parent_id" WHERE l."tenant_id" = ${named[0]!.tenant_id} AND v."version_dealership_id" IS NULL`)
    expect(unlinkedVersions).toEqual([])
    const facets = await query<{ name: string; record_name: string }>(
      `SELECT DISTINCT s."dealership_name" AS name, s."record"->>'dealership_name' AS record_name FROM "vehicle_search" AS s WHERE s."tenant_id" = ${named[0]!.tenant_id} ORDER BY 1`,
    )
    expect(facets.length).toBeGreaterThan(0)
    for (const facet of facets) {
      expect(['Harbour City Kia & Ford', 'Harbour City Toyota & Hyundai']).toContain(facet.name)
      expect(facet.record_name).toBe(facet.name)
    }
    // Leads stored before rooftops name their location's dealership, and its name, for the rooftop's inbox.
    const tenantId = named[0]!.tenant_id
    const unrouted = await query(
      `SELECT l."id" FROM "leads" AS l JOIN "locations" AS loc ON loc."id" = l."location_id" LEFT JOIN "dealerships" AS d ON d."id" = loc."dealership_id"
        WHERE l."tenant_id" = ${tenantId} AND (l."dealership_id" IS DISTINCT FROM loc."dealership_id" OR l."dealership_name" IS DISTINCT FROM d."name")`,
    )
    expect(unrouted).toEqual([])
    const routed = await query<{ n: number }>(`SELECT count(*)::int AS n FROM "leads" WHERE "tenant_id" = ${tenantId} AND "public_id" LIKE 'ld_upgrade%' AND "dealership_id" IS NOT NULL`)
    expect(routed[0]!.n).toBe(named.length)
    // Every lead so far came from its own dealer's site, and every search row names its car's rooftop
    // (a group's franchise sites filter on it).
    expect(await query(`SELECT "id" FROM "leads" WHERE "site_id" IS DISTINCT FROM "tenant_id"`)).toEqual([])
    expect(await query(`SELECT l."id" FROM "leads" AS l JOIN "tenants" AS t ON t."id" = l."tenant_id" WHERE l."site_name" IS DISTINCT FROM t."name"`)).toEqual([])
    const rooftopless = await query(
      `SELECT s."vehicle_id" FROM "vehicle_search" AS s JOIN "vehicles" AS v ON v."id" = s."vehicle_id" LEFT JOIN "locations" AS l ON l."id" = v."location_id"
        WHERE s."dealership_id" IS DISTINCT FROM l."dealership_id" OR (s."record"->>'dealership_id')::int IS DISTINCT FROM l."dealership_id"`,
    )
    expect(rooftopless).toEqual([])
    expect((await query<{ n: number }>(`SELECT count(*)::int AS n FROM "vehicle_search" WHERE "dealership_id" IS NOT NULL`))[0]!.n).toBeGreaterThan(0)
    for (const table of ['menus', 'locations', 'special_hours', 'promotions', 'popups', 'pages']) {
      const statuses = await query<{ status: string | null; n: string }>(`SELECT _status AS status, count(*) AS n FROM "${table}" GROUP BY _status`)
      expect(statuses.map((s) => s.status), table).toEqual(['published'])
    }
  }, 900_000)
})

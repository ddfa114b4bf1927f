/**
 * New cars of a feed run, written a batch at a time (issue 16: a 10,000-row first import within 60 s
 * on two cores). payload.create costs ~11 ms of CPU per car (field hooks, validation, reading the car
 * back); a multi-row INSERT costs a fraction of a millisecond, so new cars are inserted in bulk.
 *
 * Stored exactly as payload.create would store them (tests/int/stock-feeds-bulk.int.test.ts compares
 * the two):
 * - the derived fields come from the same function as the collection's beforeValidate hook
 *   (deriveVehicleFields), and every field the row sets is checked with the collection's own field
 *   validators (maxLength, min/max, VIN, year, select options), so a value Payload would refuse is
 *   refused here too;
 * - defaults the row leaves out are the columns' defaults, which Payload's migrations set from the
 *   fields' defaultValue;
 * - the afterChange hooks a create would run are the run's job (search reindex and one cache purge
 *   per run, see run.ts; a new car has no watchers to alert).
 * Anything this path cannot write the same way (a collection with versions, a key with no column, a
 * value a validator refuses, a database error such as a duplicate slug) makes the batch return
 * `null`, and run.ts creates those cars one by one through Payload, which reports each row's error.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getTableColumns } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type FlattenedField, type Payload, type PayloadRequest } from 'payload'

import { deriveVehicleFields } from '@/domain/vehicles/derivedFields'

type Row = Record<string, unknown>
type Table = Parameters<typeof getTableColumns>[0]
type Tables = { main: Table; texts: Table; rels: Table; locked: Table }
type Insertable = {
  insert: (table: Table) => {
    values: (rows: Row[]) => {
      returning: (fields?: Record<string, unknown>) => Promise<Row[]>
    } & Promise<unknown>
  }
}

class Unsupported extends Error {}

function tablesOf(payload: Payload): Tables {
  const tables = (payload.db as unknown as PostgresAdapter).tables as Record<string, Table | undefined>
  const main = tables.vehicles
  const texts = tables.vehicles_texts
  const rels = tables.vehicles_rels
  const locked = tables.vehicles_feed_locked
  if (!main || !texts || !rels || !locked) throw new Unsupported('The vehicles tables are not the ones this path knows.')
  return { main, texts, rels, locked }
}

function fieldsOf(payload: Payload): Map<string, FlattenedField> {
  return new Map(payload.collections.vehicles.config.flattenedFields.map((f) => [f.name, f]))
}

/** The collection's own validators on each field the car sets (relationships are ids the run resolved). */
async function validate(fields: Map<string, FlattenedField>, data: Row, req: PayloadRequest): Promise<void> {
  for (const [name, value] of Object.entries(data)) {
    const field = fields.get(name)
    if (!field) throw new Unsupported(`Vehicles has no field "${name}".`)
    if (field.type === 'relationship' || field.type === 'upload' || field.type === 'group' || !('validate' in field) || !field.validate) continue
    const result = await (field.validate as (v: unknown, o: Record<string, unknown>) => string | true | Promise<string | true>)(value, {
      ...field,
      collectionSlug: 'vehicles',
      data,
      event: 'submit',
      operation: 'create',
      overrideAccess: true,
      path: [name],
      preferences: { fields: {} },
      previousValue: undefined,
      req,
      siblingData: data,
    })
    if (typeof result === 'string') throw new Unsupported(`${name}: ${result}`)
  }
}

/** The car's main-table row and its hasMany rows (texts, uploads, the feed's lock list). */
function rowsOf(fields: Map<string, FlattenedField>, columns: Set<string>, data: Row) {
  const row: Row = {}
  const texts: { path: string; text: string; order: number }[] = []
  const rels: { path: string; mediaID: number; order: number }[] = []
  const locked: string[] = []
  const put = (key: string, value: unknown) => {
    if (!columns.has(key)) throw new Unsupported(`No vehicles column for "${key}".`)
    if (value !== undefined) row[key] = value
  }
  for (const [name, value] of Object.entries(data)) {
    const field = fields.get(name)!
    if (field.type === 'group') {
      for (const [child, v] of Object.entries((value ?? {}) as Row)) {
        if (name === 'feed' && child === 'locked') locked.push(...((v as string[] | undefined) ?? []))
        else put(`${name}_${child}`, v)
      }
    } else if (field.type === 'text' && field.hasMany) {
      ;((value as string[] | null) ?? []).forEach((text, i) => texts.push({ path: name, text, order: i + 1 }))
    } else if (field.type === 'upload' && field.hasMany) {
      if (field.relationTo !== 'media') throw new Unsupported(`${name} is not a media upload.`)
      ;((value as number[] | null) ?? []).forEach((mediaID, i) => rels.push({ path: name, mediaID, order: i + 1 }))
    } else if (('hasMany' in field && field.hasMany) || field.type === 'array' || field.type === 'blocks') {
      throw new Unsupported(`${name} is stored in its own table.`)
    } else put(name, value)
  }
  return { row, texts, rels, locked }
}

/**
 * Inserts the cars in one transaction and returns their ids in the same order, or `null` when this
 * path cannot store them exactly as payload.create would (the caller then creates them one by one).
 */
export async function bulkCreateCars(payload: Payload, cars: Row[]): Promise<number[] | null> {
  if (cars.length === 0) return []
  try {
    if (payload.collections.vehicles.config.versions) throw new Unsupported('Vehicles keep versions.')
    const tables = tablesOf(payload)
    const fields = fieldsOf(payload)
    const columns = new Set(Object.keys(getTableColumns(tables.main)))
    const req = await createLocalReq({}, payload)
    const prepared: ReturnType<typeof rowsOf>[] = []
    for (const car of cars) {
      const data = deriveVehicleFields({ ...car })
      await validate(fields, data, req)
      prepared.push(rowsOf(fields, columns, data))
    }
    const drizzle = (payload.db as unknown as PostgresAdapter).drizzle as unknown as {
      transaction: <T>(fn: (tx: Insertable) => Promise<T>) => Promise<T>
    }
    return await drizzle.transaction(async (tx) => {
      const main = getTableColumns(tables.main)
      const inserted = await tx
        .insert(tables.main)
        .values(prepared.map((p) => p.row))
        .returning({ id: main.id, slug: main.slug })
      // Matched by slug (unique per dealer), not by the order RETURNING happens to give.
      const idBySlug = new Map(inserted.map((r) => [String(r.slug), Number(r.id)]))
      const ids = prepared.map((p) => idBySlug.get(String(p.row.slug)))
      if (ids.some((id) => id === undefined) || idBySlug.size !== prepared.length) throw new Error('The insert returned other cars than it was given.')
      const texts = prepared.flatMap((p, i) => p.texts.map((t) => ({ ...t, parent: ids[i] })))
      const rels = prepared.flatMap((p, i) => p.rels.map((r) => ({ ...r, parent: ids[i] })))
      const locked = prepared.flatMap((p, i) => p.locked.map((value, k) => ({ value, order: k + 1, parent: ids[i] })))
      if (texts.length) await tx.insert(tables.texts).values(texts)
      if (rels.length) await tx.insert(tables.rels).values(rels)
      if (locked.length) await tx.insert(tables.locked).values(locked)
      return ids as number[]
    })
  } catch (error) {
    // The one-by-one creates report each row's own error; the log says why the batch was split.
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
    payload.logger.info(`Stock feed: ${cars.length} new cars created one by one (${reason.slice(0, 200)})`)
    return null
  }
}

/**
 * Shoppers' Core Web Vitals on POST /api/events (issue 18): a batch of LCP, INP and CLS values from one
 * page view (src/components/vitals/report.ts), with the page's template and path. Validated whole (one
 * bad entry refuses the batch, with a message naming it) and stored with one INSERT, so a refused or
 * failed batch stores nothing. The rows (collections/WebVitals) are read by the admin dashboard.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from '@/domain/validation/zod'

import { VITAL_MAX, VITAL_METRICS, isVitalMetric, type VitalMetric } from '@/domain/dashboard/vitals'
import { SITE_TEMPLATES, type SiteTemplate } from '@/domain/dashboard/templates'
import { TAG_COST_LIMITS, type TagCost } from '@/domain/marketing/tagCost'
import { recordVitals } from '../telemetry/metrics'

/** One page view sends three metrics, a bfcache restore three more: anything longer is not a page's batch. */
const MAX_VITALS_PER_BATCH = 12

const entry = z
  .object(
    {
      name: z.string({ error: `must be one of ${VITAL_METRICS.join(', ')}` }).refine(isVitalMetric, { message: `must be one of ${VITAL_METRICS.join(', ')}` }),
      value: z.number({ error: 'must be a number' }).min(0, { message: 'must not be negative' }),
    },
    { error: 'must be an object with a name and a value' },
  )
  .superRefine((v, ctx) => {
    if (isVitalMetric(v.name) && v.value > VITAL_MAX[v.name]) ctx.addIssue({ code: 'custom', path: ['value'], message: `is too large for ${v.name} (at most ${VITAL_MAX[v.name]})` })
  })

/** A tag's cost on this page view (src/domain/marketing/tagCost.ts): null where the browser could not tell. */
const tagCost = z.object(
  {
    tag: z.string({ error: 'must be the tag’s key' }).min(1, { message: 'must be the tag’s key' }).max(TAG_COST_LIMITS.keyLength, { message: `must be at most ${TAG_COST_LIMITS.keyLength} characters` }),
    bytes: z.number({ error: 'must be a number or null' }).int({ message: 'must be whole bytes' }).min(0, { message: 'must not be negative' }).max(TAG_COST_LIMITS.bytes, { message: 'is too large' }).nullable(),
    ms: z.number({ error: 'must be a number or null' }).min(0, { message: 'must not be negative' }).max(TAG_COST_LIMITS.ms, { message: 'is too large' }).nullable(),
  },
  { error: 'must be an object with a tag, bytes and ms' },
)

const vitalsBatchSchema = z
  .object({
    vitals: z
      .array(entry, { error: 'must be a list of metrics' })
      .min(1, { message: 'must list at least one metric' })
      .max(MAX_VITALS_PER_BATCH, { message: `must list at most ${MAX_VITALS_PER_BATCH} metrics` }),
    template: z.enum(SITE_TEMPLATES, { error: `must be one of ${SITE_TEMPLATES.join(', ')}` }),
    path: z
      .string({ error: 'must be the page path' })
      .max(300, { message: 'must be at most 300 characters' })
      .regex(/^\/[^\s]*$/, { message: 'must be a path starting with /' })
      .optional(),
    tags: z
      .array(tagCost, { error: 'must be a list of tag costs' })
      .max(TAG_COST_LIMITS.tags, { message: `must list at most ${TAG_COST_LIMITS.tags} tags` })
      .optional(),
  })

export type VitalsBatch = { template: SiteTemplate; path: string | null; vitals: { name: VitalMetric; value: number }[]; tags: TagCost[] }

/** Whether an event body is a vitals batch (it has a `vitals` key) rather than a single analytics event. */
export const isVitalsBody = (raw: unknown): boolean => Boolean(raw && typeof raw === 'object' && !Array.isArray(raw) && 'vitals' in raw)

/** The batch, or the first problem as a sentence: "Invalid web vitals: vitals[1].name must be one of LCP, INP, CLS." */
export function parseVitalsBatch(raw: unknown): { ok: true; batch: VitalsBatch } | { ok: false; message: string } {
  const parsed = vitalsBatchSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = (issue?.path ?? []).map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('')
    return { ok: false, message: `Invalid web vitals: ${where ? `${where} ` : ''}${issue?.message ?? 'malformed batch'}.` }
  }
  const { template, path, vitals, tags } = parsed.data
  return { ok: true, batch: { template, path: path ?? null, vitals: vitals.map((v) => ({ name: v.name as VitalMetric, value: v.value })), tags: tags ?? [] } }
}

/**
 * Stores a batch for the dealer in one statement (all rows or none): the vitals, and the tags' costs
 * (collections/TagCosts). Returns how many vitals rows were written.
 */
export async function storeVitals(payload: Payload, tenantId: number, batch: VitalsBatch): Promise<number> {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const result = await pool.query(
    `WITH costs AS (
       INSERT INTO tag_costs (tenant_id, tag, bytes, ms)
       SELECT $1, tag, bytes, ms FROM unnest($6::text[], $7::float8[], $8::float8[]) AS c(tag, bytes, ms)
     )
     INSERT INTO web_vitals (tenant_id, metric, value, template, path)
     SELECT $1, m::enum_web_vitals_metric, v, $4::enum_web_vitals_template, $5
       FROM unnest($2::text[], $3::float8[]) AS t(m, v)`,
    [
      tenantId,
      batch.vitals.map((v) => v.name),
      batch.vitals.map((v) => v.value),
      batch.template,
      batch.path,
      batch.tags.map((t) => t.tag),
      batch.tags.map((t) => t.bytes),
      batch.tags.map((t) => t.ms),
    ],
  )
  recordVitals(batch.vitals, batch.template, tenantId)
  return result.rowCount ?? 0
}

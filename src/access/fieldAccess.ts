/**
 * Field access for a whole field list at once: every field that holds data (named fields and named
 * tabs, through rows, collapsibles and unnamed tabs) gets the access given, combined with any it has
 * (both must allow). Used where a collection is readable by more roles than may read all of it.
 */
import type { Field, FieldAccess, Tab } from 'payload'

type Ops = Partial<Record<'create' | 'read' | 'update', FieldAccess>>

const both =
  (a: FieldAccess | undefined, b: FieldAccess): FieldAccess =>
  async (args) =>
    (await b(args)) && (a ? await a(args) : true)

function combine(existing: Ops | undefined, added: Ops): Ops {
  const out: Ops = { ...existing }
  for (const op of Object.keys(added) as (keyof Ops)[]) out[op] = both(existing?.[op], added[op]!)
  return out
}

export function withFieldAccess(fields: Field[], access: Ops, except: readonly string[] = []): Field[] {
  return fields.map((field) => {
    if ('name' in field && field.name) {
      if (except.includes(field.name) || field.type === 'ui') return field
      return { ...field, access: combine(field.access as Ops | undefined, access) } as Field
    }
    if (field.type === 'tabs') {
      return {
        ...field,
        tabs: field.tabs.map((tab): Tab => ('name' in tab && tab.name ? ({ ...tab, access: combine(tab.access as Ops | undefined, access) } as Tab) : { ...tab, fields: withFieldAccess(tab.fields, access, except) })),
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withFieldAccess(field.fields, access, except) } as Field
    return field
  })
}

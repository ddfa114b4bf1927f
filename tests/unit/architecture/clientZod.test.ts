/**
 * zod stays out of the dealer site's first scripts (issue 37: form pages had 80 KB of classic zod, then
 * 9 KB gzip of zod/mini). A browser runs a form's schemas only when the shopper sends a step, so every
 * client module reaches them through a dynamic `import()` (src/components/forms/lazySchemas.ts), which
 * becomes a chunk of its own, fetched once the page is idle. This walks the static imports of every
 * `'use client'` module of the site and fails on one that reaches zod; the purchase journey, which
 * reads its answers through its schemas while it renders, is the one page allowed to.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const ZOD = new Set([path.join(ROOT, 'src/domain/validation/zodMini.ts'), path.join(ROOT, 'src/domain/validation/zod.ts')])
/** Client modules allowed to load zod with the page, and why. */
const ALLOWED = new Map([['src/components/reservation/JourneyWizard.client.tsx', 'the purchase journey shows its answers as its schemas read them, while it renders']])
const ALIASES: [string, string][] = [
  ['@/', 'src/'],
  ['@blocks/', 'blocks/'],
  ['@collections/', 'collections/'],
  ['@tenants/', 'tenants/'],
]

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : []
  })
}

function resolveImport(from: string, spec: string): string | null {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix))
  const base = alias ? path.join(ROOT, alias[1], spec.slice(alias[0].length)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
  if (!base) return null // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** The modules a file imports statically, values only (`import type` and dynamic `import()` load nothing with it). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specs = [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!)
  return specs.map((spec) => resolveImport(file, spec)).filter((f): f is string => f !== null)
}

/** The path from `file` to zod through static imports, or null. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (ZOD.has(file)) return [file]
  if (seen.has(file)) return null
  seen.add(file)
  for (const next of staticImports(file)) {
    const rest = pathToZod(next, seen)
    if (rest) return [file, ...rest]
  }
  return null
}

describe("the site's client modules", () => {
  const clientModules = [...filesUnder(path.join(ROOT, 'src')), ...filesUnder(path.join(ROOT, 'blocks'))].filter((f) => /^['"]use client['"]/m.test(readFileSync(f, 'utf8')))

  it('are found', () => {
    expect(clientModules.length).toBeGreaterThan(50)
  })

  it('reach zod only through a dynamic import()', () => {
    const offenders = clientModules
      .filter((f) => !ALLOWED.has(path.relative(ROOT, f)))
      .map((f) => pathToZod(f))
      .filter((p): p is string[] => p !== null)
      .map((p) => p.map((f) => path.relative(ROOT, f)).join(' → '))
    expect(offenders).toEqual([])
  })

  it('would be caught reaching zod statically (the walk sees a schema module)', () => {
    expect(pathToZod(path.join(ROOT, 'src/domain/forms/enquiry.ts'))?.at(-1)).toBe(path.join(ROOT, 'src/domain/validation/zodMini.ts'))
    expect(pathToZod(path.join(ROOT, 'src/components/reservation/JourneyWizard.client.tsx'))).not.toBeNull()
  })
})

/**
 * Every CMS page is one route, so whatever client code a block's server component imports directly
 * ships in the first scripts of every page, whether the page has that block or not (issue 37: the
 * FAQ, model range, promotions and locations' parts were 9 KB gzip of every form page). A block's
 * server files reach their client parts through a next/dynamic wrapper (a `Lazy*.client.tsx`, loaded
 * only by a page that renders the block); a type from a client module costs nothing and is allowed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const BLOCKS = path.resolve(import.meta.dirname, '../../../blocks')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : []
  })
}

/** The client modules a file imports values from (not `import type`), by specifier. */
function clientValueImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?!type\b)[^'";]*?\sfrom\s+['"]([^'"]+\.client)['"]/gm)].map((m) => m[1]!)
}

describe("blocks' server components", () => {
  const serverFiles = filesUnder(BLOCKS).filter((f) => !/^['"]use client['"]/m.test(readFileSync(f, 'utf8')))

  it('are found', () => {
    expect(serverFiles.length).toBeGreaterThan(20)
  })

  it('import client parts only through a Lazy*.client wrapper', () => {
    const direct = serverFiles.flatMap((f) =>
      clientValueImports(readFileSync(f, 'utf8'))
        .filter((spec) => !/\/Lazy[A-Za-z]*\.client$/.test(spec))
        .map((spec) => `${path.relative(BLOCKS, f)} imports ${spec}`),
    )
    expect(direct).toEqual([])
  })

  it('would be caught importing one directly (and a type import is not)', () => {
    expect(clientValueImports("import { FAQItems } from './FAQ.client'\n")).toEqual(['./FAQ.client'])
    expect(clientValueImports("import type { HeroDropdown } from './HeroSearch.client'\n")).toEqual([])
    expect(clientValueImports("import { FAQItems } from './Lazy.client'\n")).toEqual(['./Lazy.client'])
  })
})

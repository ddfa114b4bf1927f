/**
 * Payload's bundled Monaco loader is pointed at our own copy as the admin is bundled
 * (scripts/build/monaco-from-our-origin.cjs): checked against the installed @payloadcms/ui itself, so
 * an upgrade that moves or renames the CDN default fails here rather than in a marketer's browser.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { MONACO_VS_PATH } from '@/domain/security/monacoAssets'

const require = createRequire(import.meta.url)
const rewrite = require('../../../scripts/build/monaco-from-our-origin.cjs') as (this: unknown, source: string) => string
const run = (source: string) => rewrite.call({ getOptions: () => ({ vsPath: MONACO_VS_PATH }) }, source)

const uiDist = path.resolve('node_modules/@payloadcms/ui/dist')
function filesNamingTheCdn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dir, f))
    .filter((f) => readFileSync(f, 'utf8').includes('cdn.jsdelivr.net/npm/monaco-editor@'))
}

describe("Payload's code editor loads Monaco from our origin", () => {
  it("rewrites the CDN default in the installed admin's bundle, leaving no jsDelivr URL", () => {
    const files = filesNamingTheCdn(uiDist)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const out = run(readFileSync(file, 'utf8'))
      expect(out, file).not.toContain('cdn.jsdelivr.net')
      expect(out, file).toContain(`"${MONACO_VS_PATH}"`)
    }
  })

  it('changes nothing else', () => {
    const source = 'var a={paths:{vs:"https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/vs"}};var b="https://cdn.jsdelivr.net/npm/other@1/x.js";'
    expect(run(source)).toBe(`var a={paths:{vs:"${MONACO_VS_PATH}"}};var b="https://cdn.jsdelivr.net/npm/other@1/x.js";`)
  })
})

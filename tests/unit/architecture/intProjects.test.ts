/**
 * The integration tests share one module graph except the files that replace a module (`vi.mock`) or
 * set the environment before they import Payload's config (vitest.config.ts): a file that starts doing
 * either must join INT_OWN_MODULES, or its mock would leak into the shared graph (or be ignored there),
 * and its settings would meet a config already read.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { INT_OWN_MODULES } from '../../../vitest.config'

const INT_DIR = path.resolve(import.meta.dirname, '../../int')

describe('integration test projects', () => {
  it('gives modules of their own to exactly the files that mock a module or configure Payload before importing it', () => {
    const own = readdirSync(INT_DIR)
      .filter((f) => f.endsWith('.int.test.ts'))
      .filter((f) => {
        const text = readFileSync(path.join(INT_DIR, f), 'utf8')
        return /\bvi\.(do)?mock\(/.test(text) || /^const .*= await import\('@payload-config'\)/m.test(text)
      })
      .map((f) => `tests/int/${f}`)
      .sort()
    expect(own.length).toBeGreaterThan(0)
    expect([...INT_OWN_MODULES].sort()).toEqual(own)
  })
})

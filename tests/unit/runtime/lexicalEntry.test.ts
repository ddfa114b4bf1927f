/**
 * Processes that `npm` starts resolve lexical to its production build, never to its Node entry
 * (Lexical.node.mjs): that entry's top-level `await import()` sometimes never settles on Node 20, and
 * the process (the start's migrations, a worker) exits 13 without a word. `.npmrc` sets the condition.
 */
import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

const resolveInChild = (specifier: string) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', `console.log(import.meta.resolve(${JSON.stringify(specifier)}))`], {
    env: process.env,
    encoding: 'utf8',
  })

describe('lexical in processes npm starts', () => {
  it('resolves to the production build, not the Node entry with its top-level await', () => {
    const child = resolveInChild('lexical')
    expect(child.stderr).toBe('')
    expect(child.stdout.trim()).toMatch(/\/lexical\/dist\/Lexical\.prod\.mjs$/)
  })

  it('does the same for the @lexical packages Payload’s editor imports', () => {
    for (const name of ['@lexical/rich-text', '@lexical/headless', '@lexical/utils']) {
      expect(resolveInChild(name).stdout.trim(), name).toMatch(/\.prod\.mjs$/)
    }
  })
})

/**
 * `npm run new:block` (issue 22) in a temporary copy of the work tree (its files as git sees them,
 * node_modules linked): it scaffolds a plain block and one with a client island, the generated Payload
 * types and the whole type check pass with them, the blocks' own unit tests and the admin label and
 * thumbnail tests pass, and the block gallery's list (blocks/gallery.ts, imported in a tsx child
 * process) names them. It refuses an existing name and a name that is not PascalCase, changing nothing.
 * The type check is the slow part (2-4 minutes on a busy machine).
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repo = process.cwd()
let copy: string

/** Runs a command in the copy; the environment of a developer's shell, not the int tests' database. */
function run(command: string, args: string[], timeout = 120_000): SpawnSyncReturns<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  for (const name of ['DATABASE_URL', 'FORECOURT_DATA_DIR', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_ENV']) delete env[name]
  return spawnSync(command, args, { cwd: copy, env, encoding: 'utf8', timeout })
}
const bin = (name: string) => path.join(copy, 'node_modules/.bin', name)
const output = (r: SpawnSyncReturns<string>) => `${r.stdout}\n${r.stderr}`
const registry = () => ['blocks/configs.ts', 'blocks/registry.ts', 'blocks/samples.ts'].map((f) => readFileSync(path.join(copy, f), 'utf8')).join('\n')

beforeAll(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'forecourt-new-block-'))
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' })
  expect(listed.status, listed.stderr).toBe(0)
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(repo, file))) continue // deleted in the work tree
    // node_modules is linked below; a linked node_modules (a git worktree) is listed as a file.
    if (file === 'node_modules' || file.startsWith('node_modules/')) continue
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    copyFileSync(path.join(repo, file), path.join(copy, file))
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
})

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('npm run new:block', () => {
  it('scaffolds blocks that type-check, pass their tests and appear in the block gallery', () => {
    const plain = run('npm', ['run', '-s', 'new:block', '--', 'TestWidget'])
    expect(plain.status, output(plain)).toBe(0)
    expect(plain.stdout).toContain('npx payload generate:types')
    expect(plain.stdout).toContain('npm run migrate:create -- test-widget')
    const island = run('npm', ['run', '-s', 'new:block', '--', 'PriceBadge', '--client'])
    expect(island.status, output(island)).toBe(0)
    for (const file of ['blocks/TestWidget/config.ts', 'blocks/TestWidget/Component.tsx', 'blocks/TestWidget/sample.ts', 'tests/unit/blocks/test-widget.test.ts', 'public/admin/blocks/testWidget.svg', 'blocks/PriceBadge/PriceBadge.client.tsx', 'blocks/PriceBadge/Lazy.client.tsx']) {
      expect(existsSync(path.join(copy, file)), file).toBe(true)
    }
    expect(existsSync(path.join(copy, 'blocks/TestWidget/TestWidget.client.tsx'))).toBe(false)

    const types = run(bin('payload'), ['generate:types'], 180_000)
    expect(types.status, output(types)).toBe(0)
    expect(readFileSync(path.join(copy, 'src/payload-types.ts'), 'utf8')).toMatch(/export interface TestWidgetBlock \{[^}]*blockType: 'testWidget';/)

    const check = run(bin('tsc'), ['-p', 'tsconfig.check.json', '--noEmit'], 600_000)
    expect(check.status, output(check)).toBe(0)

    // The new blocks' own tests, every block's sample, and the admin's labels and distinct thumbnails.
    const tests = run(bin('vitest'), ['run', '--project', 'unit', 'tests/unit/blocks/test-widget.test.ts', 'tests/unit/blocks/price-badge.test.ts', 'tests/unit/blocks/samples.test.ts', 'tests/unit/admin/labels.test.ts'], 180_000)
    expect(tests.status, output(tests)).toBe(0)
    expect(tests.stdout).toMatch(/4 passed/)

    const listed = run(bin('tsx'), ['-e', "import('./blocks/gallery.ts').then((m) => console.log(JSON.stringify(m.galleryBlocks().map((e) => [e.slug, e.name]))))"])
    expect(listed.status, output(listed)).toBe(0)
    const gallery = JSON.parse(listed.stdout.trim().split('\n').at(-1)!) as [string, string][]
    expect(gallery.slice(-2)).toEqual([
      ['testWidget', 'Test widget'],
      ['priceBadge', 'Price badge'],
    ])
    expect(gallery.length).toBeGreaterThan(20)
  }, 900_000)

  it('refuses an existing name and a name that is not PascalCase, and changes nothing', () => {
    const before = registry()
    for (const [name, message] of [
      ['TestWidget', /blocks\/TestWidget already exists/],
      ['Hero', /blocks\/Hero already exists/],
      ['testWidget2', /not a PascalCase name.*: TestWidget2 /],
      ['price-badge', /not a PascalCase name/],
    ] as const) {
      const refused = run('npm', ['run', '-s', 'new:block', '--', name])
      expect(refused.status, `${name}: ${output(refused)}`).toBe(1)
      expect(refused.stderr, name).toMatch(message)
    }
    const none = run('npm', ['run', '-s', 'new:block'])
    expect(none.status).toBe(1)
    expect(none.stderr).toMatch(/Name the block/)
    expect(registry()).toBe(before)
  }, 120_000)
})

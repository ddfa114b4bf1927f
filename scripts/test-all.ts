/**
 * `npm test`: every suite, in the order that fails fastest.
 *   1. generated Payload types are current, everything type-checks (tests included), no import circle,
 *      and ESLint and knip pass with no warning (Next's rules, the layers: eslint.config.mjs; unused code)
 *   2. unit tests (vitest)
 *   3. integration tests against a real embedded PostgreSQL (vitest)
 *   4. the production build (`next build --webpack`, then the servers compiled into dist/), started beside steps 1-3 (they leave a core idle
 *      most of the time, and the build is the longest single step), reused by
 *   5. the cluster test (tests/cluster: two instances behind nginx, Redis, a worker; issue 20) and
 *   6. the browser tests in Debian's Chromium (Playwright), then no shopper's details in what their server
 *      logged (tests/logs/personalData.ts), and
 *   7. `npm run dev` as the README says, each demo dealer's pages opened in Chromium (tests/dev), on the
 *      database the browser tests prepared
 * SKIP_BUILD=1 reuses an existing build for quicker local runs.
 */
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, createWriteStream, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { clearFailureNotes, readFailureNotes } from '../tests/failureNotes'

const bin = (name: string) => path.resolve('node_modules/.bin', name)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const results: { step: string; ok: boolean; seconds: number }[] = []

function step(name: string, command: string, args: string[]): void {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const run = spawnSync(command, args, { stdio: 'inherit', env })
  const ok = run.status === 0
  results.push({ step: name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  if (!ok) finish()
}

/**
 * A step whose output is also kept in `file`, for a later step to read (the browser tests' server
 * lines, for the personal-data check). Run asynchronously: nothing else runs meanwhile.
 */
async function stepKeepingOutput(name: string, command: string, args: string[], file: string): Promise<void> {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  mkdirSync(path.dirname(file), { recursive: true })
  const kept = createWriteStream(file)
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env })
  child.stdout.on('data', (chunk: Buffer) => void (process.stdout.write(chunk), kept.write(chunk)))
  child.stderr.on('data', (chunk: Buffer) => void (process.stderr.write(chunk), kept.write(chunk)))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  await new Promise((resolve) => kept.end(resolve))
  const ok = code === 0
  results.push({ step: name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  if (!ok) finish()
}

function finish(): never {
  console.log('\nTest summary:')
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.step} (${r.seconds}s)`)
  const failed = results.filter((r) => !r.ok).length
  console.log(`${results.length - failed} passed, ${failed} failed`)
  // What failing tests left to explain themselves, last, where a CI log's tail shows it.
  for (const [name, text] of readFailureNotes()) console.log(`\nNote left by the failing test "${name}":\n${text}`)
  process.exit(failed === 0 ? 0 : 1)
}

type Build = { done: Promise<number | null>; log: string; started: number } | null

/** The production build in the background, its output in a file (printed if it fails). */
function startBuild(): Build {
  if (process.env.SKIP_BUILD === '1' && existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.log(`\n▶ production build: reusing ${distDir} (SKIP_BUILD=1)`)
    return null
  }
  mkdirSync('.data', { recursive: true })
  const log = path.resolve('.data/test-build.log')
  // Straight into the file: the steps run with spawnSync, which blocks this process, so a pipe read
  // here would fill and stall the build.
  const out = openSync(log, 'w')
  console.log(`\n▶ production build (in the background, output in ${log})`)
  // The type check step below covers the app: the build need not check it again (next.config.ts). A
  // failing type check ends the run before the build is used.
  const child = spawn('npm', ['run', 'build'], { env: { ...env, FORECOURT_TYPES_CHECKED: '1' }, stdio: ['ignore', out, out], detached: true })
  closeSync(out)
  const done = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  // If a step fails first, the build (npm and the Next process under it) goes with the run.
  process.on('exit', () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already ended
    }
  })
  return { done, log, started: Date.now() }
}

async function finishBuild(build: Build): Promise<void> {
  // A reused build still gets today's compiled servers (dist/: about a second), what the cluster and browser tests start.
  if (!build) return step('compiled servers (dist/)', 'npm', ['run', '-s', 'build:servers'])
  console.log('\n▶ production build: waiting for it to finish')
  const code = await build.done
  const ok = code === 0
  results.push({ step: 'production build (beside the steps above)', ok, seconds: Math.round((Date.now() - build.started) / 1000) })
  if (!ok) {
    console.error(readFileSync(build.log, 'utf8').slice(-6000))
    finish()
  }
}

clearFailureNotes()
const typesFile = 'src/payload-types.ts'
const typesBefore = readFileSync(typesFile, 'utf8')
step('payload types are current', bin('payload'), ['generate:types'])
if (readFileSync(typesFile, 'utf8') !== typesBefore) {
  console.error(`${typesFile} was stale: the regenerated file is now in your work tree; commit it.`)
  results.push({ step: 'committed payload types match the schema', ok: false, seconds: 0 })
  finish()
}
const distDir = process.env.NEXT_DIST_DIR ?? '.next'
const build = startBuild()
step('type check', bin('tsc'), ['-p', 'tsconfig.check.json', '--noEmit'])
step('no import circles', 'npm', ['run', '-s', 'check:circular'])
step('lint: ESLint, and the layers (imports run one way)', 'npm', ['run', '-s', 'lint'])
step('unit tests', bin('vitest'), ['run', '--project', 'unit'])
step('integration tests (PostgreSQL)', bin('vitest'), ['run', '--project', 'int', '--project', 'int-mocks'])
await finishBuild(build)
step('cluster: two instances behind nginx (Redis, worker)', bin('vitest'), ['run', '--project', 'cluster'])
const browserOutput = path.resolve('.data/test-browser.log')
await stepKeepingOutput('browser tests (Chromium)', bin('playwright'), ['test'], browserOutput)
step("no personal data in the browser tests' server output", bin('tsx'), ['tests/logs/personalData.ts', browserOutput])
step('development mode: npm run dev serves every demo dealer', bin('playwright'), ['test', '-c', 'playwright.dev.config.ts'])
finish()

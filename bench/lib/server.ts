/**
 * Starts the production server exactly as `npm start` does (dist/serve.mjs, compiled from scripts/serve.ts: embedded PostgreSQL,
 * migrations + demo seed in scripts/prepare.ts, then Next behind the front cache), on a fresh data folder and without
 * the pages and data an earlier server cached in the build folder, and stops it the way Ctrl-C does,
 * so the figures include everything a dealer's server really does. Never leaves a process behind:
 * every started server is tracked, stopped in `finally` by the runner, on SIGINT, and (as a last
 * resort) killed synchronously when this process exits.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { freePort } from '@/lib/db/embedded'
import { PRODUCTION_NODE_FLAGS } from '../../scripts/build/productionNode'

export type OutputLine = { atMs: number; stream: 'out' | 'err'; text: string }

export type HttpResult = { status: number; ms: number; bytes: number }

export type ServerHandle = {
  port: number
  /** The launcher's process, which serves the site itself (PostgreSQL is its child). */
  pid: number | undefined
  dataDir: string
  /** performance.now() just before the launcher was spawned; every `atMs` is relative to it. */
  spawnedAt: number
  /** The launcher's output (Next's and PostgreSQL's included), ANSI colours stripped. */
  output: OutputLine[]
  /** First line matching `pattern`, or undefined. Used to read phases from the launcher's output. */
  findLine: (pattern: RegExp) => OutputLine | undefined
  /** One GET against 127.0.0.1:<port> with the given Host header. */
  get: (urlPath: string, host?: string) => Promise<HttpResult>
  /** Polls `urlPath` until it answers 200; resolves with ms since spawn. Fails if the launcher exits. */
  waitFor200: (urlPath: string, host?: string, timeoutMs?: number) => Promise<number>
  /** SIGTERM to the launcher, wait for it (it stops Next, then PostgreSQL), then remove the data folder. */
  stop: () => Promise<void>
  exited: () => boolean
}

const REPO = path.resolve(import.meta.dirname, '..', '..')
const live = new Set<ChildProcess>()

/** node:http rather than fetch: fetch may not let us set Host, and we need it to pick the dealer. */
function httpGet(port: number, urlPath: string, host?: string, timeoutMs = 120_000): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method: 'GET', agent: false, timeout: timeoutMs, headers: host ? { host } : {} },
      (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`GET ${urlPath} timed out after ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end()
  })
}

/** One JSON POST, like httpGet (the search bench warms the server's index with it). */
export function httpPost(port: number, urlPath: string, host: string, body: string, timeoutMs = 300_000): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method: 'POST', agent: false, timeout: timeoutMs, headers: { host, 'content-type': 'application/json' } },
      (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`POST ${urlPath} timed out after ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end(body)
  })
}

const stripAnsi = (s: string) => s.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A fresh, empty data folder: no PostgreSQL data yet, so the launcher runs initdb, migrations and the seed. */
function freshDataDir(label: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const dir = path.join(REPO, '.data', `bench-${stamp}-${label}-${randomBytes(3).toString('hex')}`)
  mkdirSync(dir, { recursive: true })
  return dir
}

/** True while any process of the launcher's process group is alive (signal 0 only checks). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Next keeps what it renders at run time in the build folder (pages in server/route-cache, cached data
 * in cache/fetch-cache), and a new server reads them back. A fresh database must not meet pages and
 * data cached by an earlier run: "uncached" figures would be cache hits, and the data could be another
 * run's. The build itself (server/app, static/) is left alone.
 */
function clearRuntimeCaches(distDir: string) {
  for (const dir of [path.join('server', 'route-cache'), path.join('cache', 'fetch-cache')]) {
    rmSync(path.resolve(REPO, distDir, dir), { recursive: true, force: true })
  }
}

/** Where a server keeps its database and files: a fresh folder unless `dataDir` names one an earlier server kept. */
export type DataFolder = { dataDir?: string; keepData?: boolean }

export async function startServer(options: { distDir: string; label: string; verbose?: boolean; env?: Record<string, string> } & DataFolder): Promise<ServerHandle> {
  const port = await freePort()
  const dataDir = options.dataDir ?? freshDataDir(options.label)
  clearRuntimeCaches(options.distDir)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    FORECOURT_DATA_DIR: dataDir,
    NEXT_DIST_DIR: options.distDir,
    PAYLOAD_SECRET: 'bench',
    // Its own PostgreSQL port, so it never collides with a developer's `npm run dev` on the default 54329.
    EMBEDDED_PG_PORT: String(await freePort()),
    ...options.env,
  }
  // Always the embedded database on the empty folder above, and always the demo seed.
  delete env.DATABASE_URL
  delete env.SEED_DEMO

  const output: OutputLine[] = []
  const spawnedAt = performance.now()
  // detached: the launcher leads its own process group, so a terminal Ctrl-C reaches only us and we
  // stop it in order (Next, then PostgreSQL), and a last-resort kill can reach the whole group.
  // What `npm start` execs: one node process running the build's compiled launcher and web server.
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'dist/serve.mjs', 'start'], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  live.add(child)
  let exitCode: number | null = null
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? 128 : 1)
      live.delete(child)
      resolve()
    }),
  )
  child.once('error', () => live.delete(child))

  for (const [stream, source] of [['out', child.stdout], ['err', child.stderr]] as const) {
    let partial = ''
    source?.on('data', (chunk: Buffer) => {
      const atMs = performance.now() - spawnedAt
      const lines = (partial + chunk.toString()).split('\n')
      partial = lines.pop() ?? ''
      for (const raw of lines) {
        const text = stripAnsi(raw).trimEnd()
        if (!text) continue
        output.push({ atMs, stream, text })
        if (options.verbose) process.stderr.write(`    [server] ${text}\n`)
      }
    })
  }

  const tail = (n = 30) => output.slice(-n).map((l) => `      ${l.text}`).join('\n')

  let stopping: Promise<void> | null = null
  const handle: ServerHandle = {
    port,
    pid: child.pid,
    dataDir,
    spawnedAt,
    output,
    findLine: (pattern) => output.find((l) => pattern.test(l.text)),
    get: (urlPath, host) => httpGet(port, urlPath, host),
    exited: () => exitCode !== null,

    async waitFor200(urlPath, host, timeoutMs = 15 * 60_000) {
      let last = 'no answer yet'
      while (performance.now() - spawnedAt < timeoutMs) {
        if (exitCode !== null) {
          throw new Error(`the server exited (code ${exitCode}) before ${host ?? ''}${urlPath} answered 200. Last output:\n${tail()}`)
        }
        try {
          // Sequential, not parallel: the first request that reaches Next renders and caches the page.
          const res = await httpGet(port, urlPath, host)
          if (res.status === 200) return performance.now() - spawnedAt
          last = `HTTP ${res.status}`
        } catch (error) {
          last = (error as Error).message // ECONNREFUSED until Next listens
        }
        await sleep(100)
      }
      throw new Error(`${host ?? ''}${urlPath} did not answer 200 within ${timeoutMs / 1000} s (last: ${last}). Last output:\n${tail()}`)
    },

    stop() {
      // One stop per server: a Ctrl-C handler and the runner's `finally` may both ask; both wait for it.
      stopping ??= stopNow()
      return stopping
    },
  }

  async function stopNow() {
    if (exitCode === null && child.pid) {
      // serve.ts's handler drains the web server, then stops PostgreSQL.
      try {
        process.kill(child.pid, 'SIGTERM')
      } catch {
        /* exited meanwhile */
      }
      let timer: NodeJS.Timeout | undefined
      const timedOut = await Promise.race([exited.then(() => false), new Promise<boolean>((r) => (timer = setTimeout(r, 60_000, true)))])
      clearTimeout(timer)
      if (timedOut) {
        process.stderr.write(`  ! the server did not stop within 60 s; killing its process group\n`)
        killGroup(child.pid, 'SIGKILL')
        await exited
      }
    }
    // Anything left in the group (it should be empty) is an orphan: end it, politely first.
    if (child.pid && groupAlive(child.pid)) {
      killGroup(child.pid, 'SIGTERM')
      for (let i = 0; i < 50 && groupAlive(child.pid); i++) await sleep(100)
      if (groupAlive(child.pid)) killGroup(child.pid, 'SIGKILL')
    }
    // Each run seeds a fresh folder; keep them only when asked (to inspect the database afterwards),
    // or for the next server of the same benchmark (it starts on the seeded database: no seed again).
    if (!options.keepData && !process.env.BENCH_KEEP_DATA && existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true })
  }
  return handle
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch {
    /* already gone */
  }
}

// Last resort if the runner dies without reaching its `finally` (uncaught error, process.exit):
// 'exit' handlers must be synchronous, so no orderly stop here, just no orphans.
process.on('exit', () => {
  for (const child of live) if (child.pid) killGroup(child.pid, 'SIGKILL')
})

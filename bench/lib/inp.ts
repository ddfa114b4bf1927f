/**
 * INP (Interaction to Next Paint) of six shopper interactions, in Debian's Chromium with the CPU
 * slowed down and the dealer's marketing tags loaded (consent given), for the lighthouse benchmark.
 * Lighthouse's navigation runs cannot see interactions at all, so this measures them itself.
 *
 * How one interaction is measured:
 *   - a fresh browser context per interaction (a first visit: empty cache and storage), 390×844;
 *   - before the page's own code runs: the shopper's consent in localStorage (so "ask first" dealers
 *     load their tags) and a PerformanceObserver for Event Timing entries (see installObserver);
 *   - the caller's `prepare` (it serves the vendors' tag scripts), then CPU throttling through CDP;
 *   - after `load`: one harmless mouse move (the site starts its tags and wakes its deferred islands
 *     at the first sign of a shopper), the tags' stand-ins seen running, then quiet (network and main
 *     thread), so the interaction competes with the tags' settled cost, not with their download;
 *   - then `repeats` times on that page: put it back as it was if needed (outside the measurement),
 *     perform the interaction, and take the longest Event Timing duration among the interactions
 *     that started after the mark. The reported figure is the median of the repeats.
 *     Every repeat after the first runs on a page that has done it once already: the search page's result
 *     cache, for one, already holds the other sort's results, so from the second repeat on the new
 *     results render inside the interaction, where the first waited for the network. samplesMs keeps
 *     them in order, so the first-time figure stays visible.
 * INP as the browser defines it counts only discrete interactions (pointer down/up, click, key
 * down/up), never pointer moves or the `input` events of a drag.
 *
 * Each interaction catches its own errors: a failure gives `inpMs: null` and the message.
 *
 * `@playwright/test` rather than `playwright`: the same browser automation (it re-exports it), but it
 * is the package this project lists, and knip rejects imports of packages that are not listed.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'

export type InpResult = { name: string; url: string; inpMs: number | null; samplesMs: number[]; error: string | null }

type Options = {
  /** http://{dealer}.localhost:{port}{path} — Chromium resolves *.localhost to loopback. */
  siteUrl: (dealer: string, path: string) => string
  /** The dealer slug whose pages are measured (one with its tags switched on, e.g. 'outback-used'). */
  dealer: string
  /** A Chrome/Chromium binary, e.g. '/usr/bin/chromium'; nothing downloads a browser. */
  chromePath: string
  /** CPU slowdown (e.g. 4), applied with CDP Emulation.setCPUThrottlingRate on every page. */
  cpuSlowdown: number
  /** How many times each interaction is measured; the result is the median, every repeat in samplesMs. */
  repeats: number
  /** Called on each new page before navigation to serve the vendors' tag scripts (e.g. page.route). */
  prepare: (page: Page) => Promise<void>
  log: (line: string) => void
}

/** One shopper interaction: where, what to get ready, the measured act, and how to undo it. */
type Interaction = {
  name: string
  /** The page's path; may open a page of its own to find it (the car page does). */
  path: (ctx: { browser: Browser; options: Options }) => Promise<string>
  /** Once, after the page has settled, outside the measurement (open a drawer, fill a form). */
  setup?: (page: Page) => Promise<void>
  /** Just before each measured act, outside the measurement (scroll into view, hover, focus). */
  before?: (page: Page) => Promise<void>
  /** The interaction itself: the only thing measured. */
  act: (page: Page) => Promise<void>
  /** After each act, outside the measurement: throws if the act did not do what it should. */
  check?: (page: Page) => Promise<void>
  /** Between repeats, outside the measurement: puts the page back as it was before the act. */
  undo?: (page: Page) => Promise<void>
}

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']
const VIEWPORT = { width: 390, height: 844 }
/** What the site's consent banner stores when the shopper accepts everything (src/domain/marketing/consent.ts). */
const CONSENT_KEY = 'forecourt:consent'
/** The smallest duration the observer is asked for (the lowest the browser allows). */
const DURATION_THRESHOLD_MS = 16
/** How long the tags may take to start after the first mouse move, and how long "quiet" lasts. */
const TAGS_WAIT_MS = 10_000
const QUIET_MS = 1_000
const QUIET_MAX_MS = 15_000
/** After an act: the browser reports an interaction's entry after its next paint; give it this, then poll this long. */
const REPORT_WAIT_MS = 300
const REPORT_POLL_MS = 3_000
const DRAG_PX = 40
const SEARCH_PATH = '/search'

/** Entries as the page keeps them (installObserver), on `window.__inpProbe`. */
type ProbeEntry = { name: string; id: number; duration: number; start: number; processingStart: number; processingEnd: number }

// ---------------------------------------------------------------------------------------------------
// In the page. Every function handed to the page (these two, and those given to page.evaluate below) is
// serialised into the browser: it uses nothing from this module and declares no named inner function
// (tsx keeps function names by wrapping them in a helper, `__name`, that the page does not have).

/**
 * Before the page's own code: keeps every Event Timing entry of 16 ms or more (`buffered` also
 * hands over any from before the observer started). Per entry its interaction id (0 for events that
 * are no interaction, such as pointer moves), its duration (from the input to the next paint after the
 * handlers, rounded to 8 ms by the browser), its start and when its handlers started and ended (for the
 * log's breakdown: input delay, processing, presentation).
 */
function installObserver(threshold: number) {
  const store = { entries: [] as { name: string; id: number; duration: number; start: number; processingStart: number; processingEnd: number }[] }
  ;(window as unknown as { __inpProbe: typeof store }).__inpProbe = store
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        const { name, duration, startTime: start, processingStart, processingEnd } = e
        store.entries.push({ name, id: e.interactionId ?? 0, duration, start, processingStart, processingEnd })
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit)
  } catch {
    // No Event Timing in this browser: every repeat then reads as "under 16 ms", which the log shows.
  }
}

/** Before the page's own code: the shopper has accepted analytics and marketing, so the tags may load. */
function giveConsent(key: string) {
  try {
    localStorage.setItem(key, JSON.stringify({ analytics: true, marketing: true, at: new Date().toISOString() }))
  } catch {
    // Storage blocked: the page then asks first, and the tags do not load (the log says so).
  }
}

// ---------------------------------------------------------------------------------------------------
// Pages and waiting.

/** Counts the page's requests in flight, so "quiet" can be waited for at any time, not only after load. */
function trackRequests(page: Page): { inFlight: () => number; lastChange: () => number } {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta)
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return { inFlight: () => inFlight, lastChange: () => lastChange }
}

const trackers = new WeakMap<Page, ReturnType<typeof trackRequests>>()

/**
 * Waits until the page has had no request in flight for `quietMs` (capped at QUIET_MAX_MS: a
 * long-lived request must not hang the run), then until the main thread is idle (requestIdleCallback
 * runs only in a frame with nothing else to do), so what the last step started has finished.
 */
async function settle(page: Page, quietMs = QUIET_MS / 2): Promise<void> {
  const tracker = trackers.get(page)
  const deadline = Date.now() + QUIET_MAX_MS
  while (tracker && Date.now() < deadline) {
    if (tracker.inFlight() === 0 && Date.now() - tracker.lastChange() >= quietMs) break
    await sleep(50) // polling this process's own count, not the page
  }
  await page.evaluate(() => new Promise<void>((resolve) => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 3000 }) : resolve())))
}

/** A fresh context and page: consent, the observer, the caller's tag routes, the CPU slowdown. */
async function newPage(browser: Browser, options: Options): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: false, hasTouch: false })
  await context.addInitScript(giveConsent, CONSENT_KEY)
  await context.addInitScript(installObserver, DURATION_THRESHOLD_MS)
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.setDefaultNavigationTimeout(60_000)
  trackers.set(page, trackRequests(page))
  await options.prepare(page)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown })
  return { context, page }
}

/**
 * Loads the page and lets the tags start and settle: the first mouse move is what the site waits for
 * (src/components/consent/MarketingTags.client.tsx), then the stand-ins' `window.__tagStandIns` shows
 * they ran (or TAGS_WAIT_MS passes: a dealer without tags), then a second of quiet.
 */
async function openAndSettle(page: Page, url: string, log: (line: string) => void): Promise<void> {
  await page.goto(url, { waitUntil: 'load' })
  await page.mouse.move(5, 5)
  const tagsRan = await page
    .waitForFunction(() => ((window as unknown as { __tagStandIns?: unknown[] }).__tagStandIns?.length ?? 0) > 0, null, { timeout: TAGS_WAIT_MS })
    .then(() => true, () => false)
  if (!tagsRan) log(`  no tag stand-in ran within ${TAGS_WAIT_MS / 1000} s on ${url}: measuring without tags`)
  await page.waitForLoadState('networkidle')
  await settle(page, QUIET_MS)
}

// ---------------------------------------------------------------------------------------------------
// Measuring one repeat.

/** Marks the start of a measurement: forgets older entries, returns the page's clock. */
const mark = (page: Page) =>
  page.evaluate(() => {
    const probe = (window as unknown as { __inpProbe?: { entries: unknown[] } }).__inpProbe
    if (probe) probe.entries = []
    return performance.now()
  })

/** Two animation frames (the next paint is behind the first) and then `ms`: time for the browser to report. */
const afterNextPaint = (page: Page, ms: number) =>
  page.evaluate((ms) => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms)))), ms)

/** The page's entries of events that started at or after `since` (anything else is an earlier step's), interactions or not. */
const entriesSince = (page: Page, since: number) =>
  page.evaluate((since) => ((window as unknown as { __inpProbe?: { entries: ProbeEntry[] } }).__inpProbe?.entries ?? []).filter((e) => e.start >= since), since)

/**
 * The entries of the interaction just performed. The browser reports an entry after the interaction's
 * next paint: this waits for that paint and REPORT_WAIT_MS, then, if nothing has come yet, polls up to
 * REPORT_POLL_MS for a first one (a slow interaction is reported late) and once it has come waits the
 * same again for the interaction's other events (pointerup and click come after pointerdown).
 */
async function reportedSince(page: Page, since: number): Promise<ProbeEntry[]> {
  await afterNextPaint(page, REPORT_WAIT_MS)
  const early = await entriesSince(page, since)
  if (early.some((e) => e.id > 0)) return early
  const came = await page
    .waitForFunction(
      (since) => ((window as unknown as { __inpProbe?: { entries: ProbeEntry[] } }).__inpProbe?.entries ?? []).some((e) => e.id > 0 && e.start >= since),
      since,
      { timeout: REPORT_POLL_MS, polling: 50 },
    )
    .then(() => true, () => false)
  if (!came) return entriesSince(page, since)
  await afterNextPaint(page, REPORT_WAIT_MS)
  return entriesSince(page, since)
}

/** The entry with the longest duration (the first of equals), or null. */
const longest = (entries: ProbeEntry[]) => entries.reduce<ProbeEntry | null>((a, e) => (!a || e.duration > a.duration ? e : a), null)

/**
 * Where one interaction's time went, within its longest event (input to the next paint): waiting for
 * the main thread before that event's handlers, the handlers of all its events that ran in that time
 * (a click's pointerdown, pointerup and click, say), and the rest (rendering, other tasks, the paint).
 */
function breakdown(events: ProbeEntry[]): string {
  const worst = longest(events)!
  const end = worst.start + worst.duration
  const inputDelay = worst.processingStart - worst.start
  const handlers = events.filter((e) => e.processingStart >= worst.start && e.processingEnd <= end).reduce((sum, e) => sum + e.processingEnd - e.processingStart, 0)
  const ms = (n: number) => Math.round(Math.max(0, n))
  return `${events.map((e) => e.name).join('+')}; in ${worst.name}: input delay ${ms(inputDelay)}, handlers ${ms(handlers)}, rest (render, other tasks, paint) ${ms(worst.duration - inputDelay - handlers)} ms`
}

type Sample = { ms: number; note: string }

/**
 * One repeat's INP: the longest event among the interactions that started after the mark (one
 * interaction; a drag's press and release share one). No interaction entry at all means each of its
 * events took under 16 ms (the observer's threshold, the lowest allowed): recorded as 16, the smallest
 * figure we can vouch for. The note says where the time went, and names a longer event that is no
 * interaction (a drag's `input` events, say) since INP leaves those out.
 */
async function measureOnce(page: Page, act: () => Promise<void>): Promise<Sample> {
  const since = await mark(page)
  await act()
  const entries = await reportedSince(page, since)
  const worst = longest(entries.filter((e) => e.id > 0))
  const other = longest(entries.filter((e) => e.id === 0))
  const otherNote = other && other.duration > (worst?.duration ?? DURATION_THRESHOLD_MS) ? `; longer non-interaction event (not in INP): ${other.name} ${other.duration} ms` : ''
  if (!worst) return { ms: DURATION_THRESHOLD_MS, note: `under ${DURATION_THRESHOLD_MS} ms (no entry), recorded as ${DURATION_THRESHOLD_MS}${otherNote}` }
  return { ms: worst.duration, note: `${worst.duration} ms (${breakdown(entries.filter((e) => e.id === worst.id))})${otherNote}` }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

// ---------------------------------------------------------------------------------------------------
// The six interactions. Locators by role and name where the markup gives one.

const fixedPath = (path: string) => async () => path

/**
 * The search page writes its state into the address 400 ms after each change (instantsearch's history
 * router, writeDelay), and re-reads the address when it changes. A step taken before that write is
 * overturned by it (seen here: the sort jumped back to the undo's option), so every search step,
 * measured or not, is done only once its own address has been written.
 */
const addressBefore = new WeakMap<Page, string>()
const rememberAddress = (page: Page) => void addressBefore.set(page, page.url())
const addressWritten = (page: Page) => page.waitForURL((url) => url.href !== addressBefore.get(page), { timeout: 5_000 })

/** The search page's filters: a modal drawer on a phone-width screen (blocks/SearchResults/Filters.client.tsx), a sidebar on a wide one. */
const filtersPanel = (page: Page) => page.getByRole('dialog', { name: 'Filter results' }).or(page.getByRole('region', { name: 'Filter results' }))
/** The make cards: toggle buttons (aria-pressed) in the "Make" fieldset (blocks/SearchResults/filters/MakeFilter.client.tsx). */
const makeCards = (page: Page) => filtersPanel(page).getByRole('group', { name: 'Make' })

const searchFilterClick: Interaction = {
  name: 'search filter click',
  path: fixedPath(SEARCH_PATH),
  setup: async (page) => {
    // At 390 px the filters sit in a drawer behind the toolbar's "Filters" button.
    const open = page.getByRole('button', { name: /^Filters/ })
    if (await open.isVisible()) await open.click()
    await makeCards(page).waitFor()
  },
  before: async (page) => {
    await makeCards(page).getByRole('button', { pressed: false }).first().scrollIntoViewIfNeeded()
    rememberAddress(page)
  },
  act: (page) => makeCards(page).getByRole('button', { pressed: false }).first().click(),
  check: async (page) => {
    await makeCards(page).getByRole('button', { pressed: true }).first().waitFor()
    await addressWritten(page)
  },
  undo: async (page) => {
    rememberAddress(page)
    await makeCards(page).getByRole('button', { pressed: true }).first().click()
    await makeCards(page).getByRole('button', { pressed: true }).first().waitFor({ state: 'detached' })
    await addressWritten(page)
  },
}

/** The toolbar's native "Sort by" select (blocks/SearchResults/Toolbar.client.tsx). */
const sortSelect = (page: Page) => page.getByLabel('Sort by')

/** Waits up to 5 s for the select to show option `index` (React may re-render it after the key); throws with what it shows. */
async function sortShows(page: Page, index: number): Promise<void> {
  const select = sortSelect(page)
  const shown = () => select.evaluate((el: HTMLSelectElement) => el.selectedIndex)
  const deadline = Date.now() + 5_000
  while ((await shown()) !== index && Date.now() < deadline) await sleep(50)
  const now = await shown()
  if (now !== index) throw new Error(`the sort shows option ${now + 1}, not option ${index + 1}`)
}

const sortChange: Interaction = {
  name: 'sort change',
  path: fixedPath(SEARCH_PATH),
  // Starts from the first option ("Most relevant") every time: should the undo not have got there,
  // this puts it back from script, outside the measurement.
  before: async (page) => {
    if ((await sortSelect(page).evaluate((el: HTMLSelectElement) => el.selectedIndex)) !== 0) {
      await sortSelect(page).selectOption({ index: 0 })
      await sortShows(page, 0)
      await settle(page)
    }
    await sortSelect(page).focus()
    rememberAddress(page)
  },
  // A real key press, not selectOption: selectOption sets the value from script, and the browser
  // reports no Event Timing entry for events it did not receive from the shopper. On a focused,
  // closed select, the down arrow picks the next option (Chromium on Linux/Windows), as a keyboard user does.
  act: (page) => page.keyboard.press('ArrowDown'),
  check: async (page) => {
    await sortShows(page, 1)
    await addressWritten(page)
  },
  undo: async (page) => {
    await sortSelect(page).focus()
    rememberAddress(page)
    await page.keyboard.press('ArrowUp')
    await sortShows(page, 0)
    await addressWritten(page)
  },
}

/** The first car of the search page (its cards link to /cars/{slug}), read from a page of its own. */
async function firstCarPath({ browser, options }: { browser: Browser; options: Options }): Promise<string> {
  const { context, page } = await newPage(browser, options)
  try {
    await page.goto(options.siteUrl(options.dealer, SEARCH_PATH), { waitUntil: 'domcontentloaded' })
    const href = await page.locator('.vehicle-card a[href^="/cars/"]').first().getAttribute('href')
    if (!href) throw new Error(`no car link on ${SEARCH_PATH}`)
    return href
  } finally {
    await context.close()
  }
}

/** The inline photo carousel of a car's page (src/components/vehicle/gallery/PhotoGallery.client.tsx). */
const photos = (page: Page) => page.getByRole('region', { name: /^Photos of / }).first()

/** The photo shown before the measured click (the carousel's data-index), for the check. */
const photoBefore = new WeakMap<Page, string | null>()

const galleryNextPhoto: Interaction = {
  name: 'gallery next photo',
  path: firstCarPath,
  before: async (page) => {
    await photos(page).getByRole('button', { name: 'Next photo' }).scrollIntoViewIfNeeded()
    photoBefore.set(page, await photos(page).getAttribute('data-index'))
  },
  // No undo: every repeat moves on one photo, as a shopper paging through does (the carousel wraps).
  act: (page) => photos(page).getByRole('button', { name: 'Next photo' }).click(),
  check: async (page) => {
    if ((await photos(page).getAttribute('data-index')) === photoBefore.get(page)) throw new Error('Next photo did not change the photo')
  },
}

/** The finance calculator's loan amount slider, a native range input (src/components/finance/FinanceSlider.client.tsx). */
const loanSlider = (page: Page) => page.getByRole('slider', { name: 'Loan amount', exact: true })

/** Where the slider's thumb is on screen: its value's share of the track (the track's ends are close enough). */
async function thumbPoint(slider: Locator): Promise<{ x: number; y: number }> {
  const box = await slider.boundingBox()
  if (!box) throw new Error('the loan amount slider is not on screen')
  const share = await slider.evaluate((el: HTMLInputElement) => (Number(el.value) - Number(el.min)) / (Number(el.max) - Number(el.min)))
  return { x: box.x + share * box.width, y: box.y + box.height / 2 }
}

/** Presses at `from`, moves `dx` pixels in 5 steps, releases: one drag. */
async function drag(page: Page, from: { x: number; y: number }, dx: number): Promise<void> {
  await page.mouse.down()
  await page.mouse.move(from.x + dx, from.y, { steps: 5 })
  await page.mouse.up()
}

/** The slider's value before the measured drag, so the check and the undo know where it started. */
const sliderStart = new WeakMap<Page, { value: string; point: { x: number; y: number } }>()

const financeSliderDrag: Interaction = {
  name: 'finance slider drag',
  path: fixedPath('/finance'),
  before: async (page) => {
    const slider = loanSlider(page)
    await slider.scrollIntoViewIfNeeded()
    const point = await thumbPoint(slider)
    sliderStart.set(page, { value: await slider.inputValue(), point })
    await page.mouse.move(point.x, point.y) // hovering is no interaction: only the drag is measured
  },
  act: async (page) => drag(page, sliderStart.get(page)!.point, DRAG_PX),
  check: async (page) => {
    if ((await loanSlider(page).inputValue()) === sliderStart.get(page)?.value) throw new Error('the drag did not move the loan amount')
  },
  // Drags back to where the thumb was, so every repeat drags the same stretch of the track.
  undo: async (page) => {
    const slider = loanSlider(page)
    const point = await thumbPoint(slider)
    await page.mouse.move(point.x, point.y)
    await drag(page, point, -DRAG_PX)
  },
}

/** Step 1 of the test drive form (blocks/MultiStepForm): the required contact details, valid. */
async function fillContactStep(page: Page): Promise<void> {
  const values: [string, string][] = [
    ['First name', 'Alex'],
    ['Last name', 'Bench'],
    ['Email', 'alex.bench@example.com'],
    ['Mobile', '0412 345 678'],
    ['Postcode', '2000'],
  ]
  // By role: each label ends in a " *" that is hidden from screen readers, so the accessible name is
  // exact where the label's text is not. fill waits for the fields to be editable: they are read-only
  // until the form has hydrated.
  for (const [label, value] of values) await page.getByRole('textbox', { name: label, exact: true }).fill(value)
}

const formNextStep: Interaction = {
  name: 'form next step',
  path: fixedPath('/book-test-drive'),
  setup: fillContactStep,
  before: (page) => page.getByRole('button', { name: 'Next', exact: true }).scrollIntoViewIfNeeded(),
  act: (page) => page.getByRole('button', { name: 'Next', exact: true }).click(),
  check: (page) => page.getByRole('heading', { name: /^Step 2 of/ }).waitFor(),
  undo: async (page) => {
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await page.getByRole('heading', { name: /^Step 1 of/ }).waitFor()
    await fillContactStep(page) // kept by the form, but refilled in case a field was cleared
  },
}

/** The header's Menu button, which opens the menu drawer below 80rem (src/components/Header/MegaMenu.client.tsx). */
const menuButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu', exact: true })

const menuOpen: Interaction = {
  name: 'menu open',
  path: fixedPath('/'),
  before: (page) => menuButton(page).scrollIntoViewIfNeeded(),
  act: (page) => menuButton(page).click(),
  check: (page) => page.getByRole('dialog', { name: 'Menu' }).waitFor(),
  undo: async (page) => {
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' })
  },
}

const INTERACTIONS: Interaction[] = [searchFilterClick, sortChange, galleryNextPhoto, financeSliderDrag, formNextStep, menuOpen]

// ---------------------------------------------------------------------------------------------------
// Running them.

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 300)

/** One interaction on its own page: every repeat, or the error that stopped it (with the repeats done so far). */
async function runInteraction(browser: Browser, interaction: Interaction, options: Options): Promise<InpResult> {
  const result: InpResult = { name: interaction.name, url: '', inpMs: null, samplesMs: [], error: null }
  let context: BrowserContext | null = null
  try {
    result.url = options.siteUrl(options.dealer, await interaction.path({ browser, options }))
    const opened = await newPage(browser, options)
    context = opened.context
    const page = opened.page
    await openAndSettle(page, result.url, options.log)
    if (interaction.setup) {
      await interaction.setup(page)
      await settle(page)
    }
    for (let i = 0; i < Math.max(1, options.repeats); i++) {
      if (i > 0 && interaction.undo) {
        await interaction.undo(page)
        await settle(page)
      }
      await interaction.before?.(page)
      const { ms, note } = await measureOnce(page, () => interaction.act(page))
      await interaction.check?.(page)
      result.samplesMs.push(ms)
      options.log(`  ${interaction.name} #${i + 1}: ${note}`)
      await settle(page)
    }
    result.inpMs = median(result.samplesMs)
  } catch (err) {
    result.error = errorText(err)
    options.log(`  ${interaction.name}: failed: ${result.error}`)
  } finally {
    await context?.close().catch(() => {})
  }
  return result
}

/**
 * Measures the six interactions on `options.dealer`'s site, one after the other, in one browser.
 * Never throws: each result carries its own error.
 */
export async function measureInteractions(options: Options): Promise<InpResult[]> {
  let browser: Browser | null = null
  try {
    browser = await chromium.launch({ executablePath: options.chromePath, args: BROWSER_ARGS })
    const results: InpResult[] = []
    for (const interaction of INTERACTIONS) {
      options.log(`INP: ${interaction.name} (${options.dealer}, CPU ÷${options.cpuSlowdown}, ${options.repeats} repeats)`)
      results.push(await runInteraction(browser, interaction, options))
    }
    return results
  } catch (err) {
    const error = `browser: ${errorText(err)}`
    return INTERACTIONS.map((i) => ({ name: i.name, url: '', inpMs: null, samplesMs: [], error }))
  } finally {
    await browser?.close().catch(() => {})
  }
}

/**
 * The browser suite's `test`: Playwright's, plus a guard that fails any test during which a page
 * reported a Content-Security-Policy violation (issue 21: "the browser suite runs with it and fails on
 * any CSP violation"). Every spec imports `test` and `expect` from here.
 *
 * A violation is seen twice over, so none slips by: the page's `securitypolicyviolation` event
 * (logged by an init script, which the policy does not cover) and Chromium's own console message.
 * Contexts a test makes itself (`browser.newContext()`) are watched too.
 */
import { expect, test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test'

export { expect }
export { request } from '@playwright/test'
export type { APIRequestContext, Page } from '@playwright/test'

const MARK = '[csp-violation]'
const CONSENT_STORAGE_KEY = 'forecourt:consent'

/** Reports each violation the page sees to the console, with what was blocked and by which rule. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`[csp-violation] ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
  })
}

/**
 * A shopper who already chose "Necessary only" on every dealer site, so the consent banner of a site
 * with marketing tags (the demo's Outback Used) never covers what a test clicks, and no tag loads.
 * The consent tests turn it off (`test.use({ presetConsent: false })`).
 */
function presetNecessaryOnly(key: string) {
  try {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ analytics: false, marketing: false, at: new Date().toISOString() }))
  } catch {
    /* a page without storage (about:blank) */
  }
}

export const test = base.extend<{ cspViolations: string[]; presetConsent: boolean }>({
  presetConsent: [true, { option: true }],
  cspViolations: [
    async ({ context, browser, presetConsent }, use) => {
      const violations: string[] = []
      const listen = (message: ConsoleMessage) => {
        const text = message.text()
        if (text.startsWith(MARK) || /Content Security Policy/i.test(text)) violations.push(`${message.location().url}: ${text}`)
      }
      const watch = async (watched: BrowserContext) => {
        watched.on('console', listen)
        await watched.addInitScript(reportViolations)
        if (presetConsent) await watched.addInitScript(presetNecessaryOnly, CONSENT_STORAGE_KEY)
      }
      await watch(context)
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...args) => {
        const made = await newContext(...args)
        await watch(made)
        return made
      }
      await use(violations)
      browser.newContext = newContext
      expect(violations, 'Content-Security-Policy violations reported by the pages').toEqual([])
    },
    { auto: true },
  ],
})

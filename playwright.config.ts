import { defineConfig } from '@playwright/test'

/**
 * Browser tests drive Debian's Chromium against the production build (`npm run build` first), served
 * by the same launcher as `npm start` on a fresh embedded database, so the run also proves a cold
 * start migrates and seeds.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_DATA_DIR = '.data/e2e'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One at a time: on this machine's two cores a test is mostly CPU (the server, Chromium, axe), so two
  // workers ran no faster and pushed the heaviest checks past their time limits.
  workers: 1,
  // One retry: a test that passes only on its second try is still reported (as flaky) in the list,
  // while a one-off stall of this two-core machine does not throw away a whole run.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A trace only for a test's retry: a test that fails is retried with its trace recorded. Recording
    // every first attempt (its snapshots at each action, its zip) cost the specs that act most a
    // quarter of their time (four specs: 246 s recording, 189 s not) and the whole suite 5%.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && exec node --conditions=production --import ./dist/telemetry.mjs dist/serve.mjs start`,
    env: {
      PORT: String(E2E_PORT),
      FORECOURT_DATA_DIR: E2E_DATA_DIR,
      PAYLOAD_SECRET: 'e2e-secret',
      NEXT_TELEMETRY_DISABLED: '1',
      EMBEDDED_PG_PORT: '0',
      // Browser tests sign the same numbers in many times from one address; the limits themselves are
      // proven in tests/int/customers.int.test.ts.
      SIGN_IN_CODES_PER_NUMBER: '1000',
      SIGN_IN_CODES_PER_IP: '10000',
      SIGN_IN_RATE_LIMIT: '10000',
      // Likewise leads, analytics events and valuations from one address.
      LEADS_RATE_LIMIT: '10000',
      EVENTS_RATE_LIMIT: '100000',
      VALUATION_RATE_LIMIT: '10000',
      GEOCODE_RATE_LIMIT: '10000',
      // The block gallery (/block-gallery) that tests/e2e/block-gallery.spec.ts walks: off in production otherwise.
      BLOCK_GALLERY: 'on',
    },
    url: `http://localhost:${E2E_PORT}/admin/login`,
    timeout: 300_000,
    reuseExistingServer: false,
    // Ctrl-C rather than a kill: the launcher stops Next, then shuts the embedded PostgreSQL down
    // cleanly, so the development-mode check (playwright.dev.config.ts) can start on the same data.
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})

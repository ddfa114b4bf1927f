import { existsSync } from 'node:fs'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { E2E_DATA_DIR } from './playwright.config'

/**
 * The development-mode check (issue 32): `npm run dev` exactly as the README says, then each demo
 * dealer's pages and the admin login in Chromium (tests/dev). `npm test` runs it after the browser
 * tests, on the database they prepared (.data/e2e: migrated and seeded, so no second 100 s seed); run
 * alone on a fresh checkout, it seeds its own (.data/dev-check) like a newcomer's first start.
 */
export const DEV_CHECK_PORT = Number(process.env.DEV_CHECK_PORT ?? 3300)
const prepared = path.resolve(E2E_DATA_DIR, 'postgres/PG_VERSION')
const dataDir = process.env.DEV_CHECK_DATA_DIR ?? (existsSync(prepared) ? E2E_DATA_DIR : '.data/dev-check')

export default defineConfig({
  testDir: 'tests/dev',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A page's first compile in development takes seconds; the first of all (the admin, or the site's
  // layout) up to a minute on 2 cores.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${DEV_CHECK_PORT}`,
    trace: 'retain-on-failure',
    navigationTimeout: 150_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
  },
  webServer: {
    command: 'npm run dev',
    env: {
      PORT: String(DEV_CHECK_PORT),
      FORECOURT_DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: '0',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    // The launcher prints its addresses once /api/users/me answers; the admin login page compiles on
    // the test's own first visit, where its time is counted against the test, not the start.
    url: `http://localhost:${DEV_CHECK_PORT}/api/users/me`,
    timeout: 400_000,
    // DEV_CHECK_REUSE=1 checks a `npm run dev` you already run on DEV_CHECK_PORT.
    reuseExistingServer: process.env.DEV_CHECK_REUSE === '1',
    // Ctrl-C, as a developer stops it: Next first, then the embedded PostgreSQL shuts down cleanly.
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})

import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))
const alias = {
  '@/': `${path.join(root, 'src')}/`,
  '@payload-config': path.join(root, 'payload.config.ts'),
  '@collections/': `${path.join(root, 'collections')}/`,
  '@blocks/': `${path.join(root, 'blocks')}/`,
  '@tenants/': `${path.join(root, 'tenants')}/`,
}

/**
 * Integration test files that need modules of their own: they replace a module (`vi.mock`), or set the
 * environment before importing Payload's config, which reads it once (the list is checked by
 * tests/unit/architecture/intProjects.test.ts).
 */
export const INT_OWN_MODULES = [
  'tests/int/ad-feeds.int.test.ts',
  'tests/int/backup-restore.int.test.ts',
  'tests/int/compare.int.test.ts',
  'tests/int/dealer-frame-policy.int.test.ts',
  'tests/int/fuzz-endpoints.int.test.ts',
  'tests/int/public-writes.int.test.ts',
  'tests/int/s3-media.int.test.ts',
  'tests/int/watchlist.int.test.ts',
]

function intProject(name: string, options: { include?: string[]; exclude?: string[]; isolate: boolean; groupOrder: number }) {
  return {
    resolve: { alias },
    test: {
      name,
      include: options.include ?? ['tests/int/**/*.int.test.ts'],
      exclude: options.exclude ?? [],
      environment: 'node' as const,
      globalSetup: ['tests/int/globalSetup.ts'],
      setupFiles: ['tests/int/setupEnv.ts'],
      isolate: options.isolate,
      sequence: { groupOrder: options.groupOrder },
      // One database: one file at a time.
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 180_000,
    },
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      // Integration tests run one file at a time on one PostgreSQL (tests/int/globalSetup.ts). Most
      // share one module graph, so Payload is imported and started once rather than once per file
      // (the import alone took a fifth of the run). The files that replace a module or configure Payload
      // before importing it get fresh modules each, after the others: nothing of theirs leaks into the
      // shared graph, and nothing of the shared graph into theirs.
      intProject('int', { exclude: INT_OWN_MODULES, isolate: false, groupOrder: 0 }),
      intProject('int-mocks', { include: INT_OWN_MODULES, isolate: true, groupOrder: 1 }),
      {
        resolve: { alias },
        test: {
          // Issue 20's proof on the production build (tests/cluster): run by `npm test` after the
          // build, or `npm run test:cluster` on an existing one.
          name: 'cluster',
          include: ['tests/cluster/**/*.cluster.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          // Starting the cluster: migrations and the demo seed, then three Node processes on 2 cores.
          hookTimeout: 300_000,
        },
      },
    ],
  },
})

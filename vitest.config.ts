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
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/globalSetup.ts'],
          setupFiles: ['tests/int/setupEnv.ts'],
          // One Payload instance and one database: run files one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
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

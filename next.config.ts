import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { hostRewrites } from './src/lib/site/hostRewrites'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A separate build folder lets a benchmark or test build run beside a developer's own build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Dealer sites are opened as {slug}.localhost in development.
  allowedDevOrigins: ['*.localhost'],
  // Each request's host picks the dealer: /{path} is served by /{host}/{path} (see hostRewrites).
  rewrites: async () => hostRewrites(),
  // tests/ and bench/ are type-checked by `npm run typecheck`; the build only checks the app (see tsconfig.json).
  images: {
    // Payload serves uploads from this same server; next/image resizes them per slot.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/assets/**' }],
    deviceSizes: [360, 640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 96, 128, 200, 320],
    formats: ['image/webp'],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

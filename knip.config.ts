/**
 * knip: files, exports and dependencies nothing uses (`npm run lint` runs it; it must find none).
 * Its entry points besides those it finds itself (package.json scripts, Next's app folder, the test
 * runners' files): the command-line scripts, the processes tests start by path, the simulators (each
 * runnable on its own), the OpenTelemetry preload, and the demo artwork that scripts/make-demo-images.ts renders.
 */
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: [
    'scripts/*.ts',
    'scripts/build/*.cjs',
    'scripts/build/*.ts',
    'tests/int/crash-harness.ts',
    'tests/int/cache-handler-peer.ts',
    'tests/simulators/*/server.ts',
    'tenants/demo/seed/art/*.ts',
    // Compiled into dist/telemetry.mjs and preloaded with `node --import` (scripts/build/servers.ts).
    'src/lib/telemetry/preload.ts',
  ],
  // Generated: the types file is read by everything; the admin's import map is an entry (it imports
  // the components collections name by path), found through the admin layout.
  ignore: ['src/payload-types.ts'],
  // Served as files to the admin's code editor (src/app/(payload)/admin-assets/monaco), never imported.
  ignoreDependencies: ['monaco-editor'],
  // A Debian package, not an npm one: the Lighthouse bench makes its stand-in tags' throwaway certificate with it.
  ignoreBinaries: ['openssl'],
}

export default config

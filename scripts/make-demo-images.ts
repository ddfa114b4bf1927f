/**
 * Renders the demo dealers' hero and banner artwork (original SVG, tenants/demo/seed/art/scenes.ts) to
 * WebP in tenants/demo/seed/assets/, where the seed uploads them from. The .webp files are committed, so
 * this only needs re-running after the art changes:
 *
 *   npx tsx scripts/make-demo-images.ts
 *
 * Each file must stay under MAX_BYTES so the repository and the seed stay light.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import { SCENES } from '@tenants/demo/seed/art/scenes'

const ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tenants/demo/seed/assets')
const MAX_BYTES = 150 * 1024

let failed = false
for (const scenes of Object.values(SCENES)) {
  for (const scene of [scenes.hero, scenes.banner]) {
    const webp = await sharp(Buffer.from(scene.svg), { density: 72 })
      .resize(scene.width, scene.height)
      .webp({ quality: 78, effort: 6, smartSubsample: true })
      .toBuffer()
    writeFileSync(path.join(ASSETS_DIR, scene.file), webp)
    const kb = (webp.length / 1024).toFixed(1)
    const tooBig = webp.length > MAX_BYTES
    failed ||= tooBig
    console.log(`${scene.file.padEnd(28)} ${scene.width}×${scene.height}  ${kb} KB${tooBig ? '  (over the limit)' : ''}`)
  }
}
process.exit(failed ? 1 : 0)

/**
 * Renders every generated image the stock and catalogue use (nothing is downloaded, all artwork is
 * our own SVG):
 *
 *   tenants/demo/inventory/assets/   vehicle photos: each body in ten paints from three angles, plus interiors
 *   public/assets/models/       one catalogue image per model (front three-quarter, in its lead colour)
 *   public/assets/makes/        a lettermark logo per make
 *
 * The outputs are committed; re-run only after changing the art:  npx tsx scripts/make-stock-images.ts
 * Output is deterministic. Exits non-zero if a photo is over MAX_PHOTO_BYTES or the total is over
 * MAX_TOTAL_BYTES, so the repository and the seed stay light.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import { lettermarkSvg } from '@tenants/demo/catalog/logos'
import { MANUFACTURERS } from '@tenants/demo/catalog/manufacturers'
import { CATALOG_MODELS, modelImagePath } from '@tenants/demo/catalog/models'
import { interiorSvg } from '@tenants/demo/inventory/art/interior'
import { exteriorSvg } from '@tenants/demo/inventory/art/render'
import { libraryImages, STOCK_ASSETS_DIR } from '@tenants/demo/inventory/images'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MODELS_DIR = path.join(ROOT, 'public/assets/models')
const MAKES_DIR = path.join(ROOT, 'public/assets/makes')
const MAX_PHOTO_BYTES = 40 * 1024
const MAX_TOTAL_BYTES = 15 * 1024 * 1024
const PHOTO = { quality: 72, effort: 6 } as const
const MODEL_SIZE = { width: 960, height: 640 }

/** Runs `jobs` with at most `limit` at once (rasterising and encoding use libvips threads). */
async function pool<T>(items: T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await job(items[next++]!)
    }),
  )
}

/** Removes files a previous run made that are no longer in the library (a renamed body, say). */
function prune(dir: string, keep: Set<string>, ext: string) {
  for (const f of readdirSync(dir)) if (f.endsWith(ext) && !keep.has(f)) rmSync(path.join(dir, f))
}

for (const dir of [STOCK_ASSETS_DIR, MODELS_DIR, MAKES_DIR]) mkdirSync(dir, { recursive: true })

const started = Date.now()
const oversize: string[] = []

const library = libraryImages()
await pool(library, 2, async (image) => {
  const svg = image.kind === 'exterior' ? exteriorSvg(image.body, image.paint, image.angle) : interiorSvg(image.interior)
  const webp = await sharp(Buffer.from(svg)).webp(PHOTO).toBuffer()
  if (webp.length > MAX_PHOTO_BYTES) oversize.push(`${image.file} ${(webp.length / 1024).toFixed(1)} KB`)
  writeFileSync(path.join(STOCK_ASSETS_DIR, image.file), webp)
})
prune(STOCK_ASSETS_DIR, new Set(library.map((i) => i.file)), '.webp')

const modelFiles = new Set<string>()
await pool([...CATALOG_MODELS], 2, async (m) => {
  const file = path.basename(modelImagePath(m))
  modelFiles.add(file)
  const svg = exteriorSvg(m.image, m.colours[0]!, 'front34')
  const webp = await sharp(Buffer.from(svg)).resize(MODEL_SIZE.width, MODEL_SIZE.height).webp(PHOTO).toBuffer()
  writeFileSync(path.join(MODELS_DIR, file), webp)
})
prune(MODELS_DIR, modelFiles, '.webp')

for (const make of MANUFACTURERS) writeFileSync(path.join(MAKES_DIR, `${make.slug}.svg`), lettermarkSvg(make))
prune(MAKES_DIR, new Set(MANUFACTURERS.map((m) => `${m.slug}.svg`)), '.svg')

const size = (dir: string) => readdirSync(dir).reduce((s, f) => s + statSync(path.join(dir, f)).size, 0)
const totals = { photos: size(STOCK_ASSETS_DIR), models: size(MODELS_DIR), makes: size(MAKES_DIR) }
const total = totals.photos + totals.models + totals.makes
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`
console.log(`${library.length} stock photos (${mb(totals.photos)}), ${modelFiles.size} model images (${mb(totals.models)}), ${MANUFACTURERS.length} logos (${mb(totals.makes)}); total ${mb(total)} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
if (oversize.length) console.error(`Over ${MAX_PHOTO_BYTES / 1024} KB:\n  ${oversize.join('\n  ')}`)
if (total > MAX_TOTAL_BYTES) console.error(`Total over ${mb(MAX_TOTAL_BYTES)}`)
process.exit(oversize.length || total > MAX_TOTAL_BYTES ? 1 : 0)

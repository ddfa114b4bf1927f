/**
 * The stock photo library: which generated image files exist and which ones a vehicle uses.
 * Files live in tenants/demo/inventory/assets/ (made by scripts/make-stock-images.ts, committed); the seed
 * uploads each file a dealer needs once, as that dealer's media, and shares it between its vehicles.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { BODY_MODELS } from './art/bodies'
import { PAINT_NAMES, type PaintName } from './art/colour'
import { INTERIORS, type InteriorKind } from './art/interior'
import type { ImageBody } from './art/render'
import type { ExteriorAngle } from './art/scene3d'

export const STOCK_ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'assets')

/** Gallery order: the front three-quarter is the main photo, as on most dealer listings. */
const EXTERIOR_ANGLES: readonly ExteriorAngle[] = ['front34', 'side', 'rear34']
const IMAGE_BODIES: readonly ImageBody[] = [...(Object.keys(BODY_MODELS) as ImageBody[]), 'motorcycle']

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

const exteriorFile = (body: ImageBody, paint: PaintName, angle: ExteriorAngle) => `${kebab(body)}-${paint.toLowerCase()}-${angle}.webp`
const interiorFile = (kind: InteriorKind) => `interior-${kind}.webp`

/** The files of one vehicle's gallery: three exterior angles in its paint, then its interior. */
export function galleryFiles(body: ImageBody, paint: PaintName, interior: InteriorKind): string[] {
  return [...EXTERIOR_ANGLES.map((a) => exteriorFile(body, paint, a)), interiorFile(interior)]
}

const BODY_WORDS: Record<ImageBody, string> = {
  hatch: 'hatchback', sedan: 'sedan', suv: 'SUV', wagon: 'station wagon', coupe: 'coupe', convertible: 'convertible',
  ute: 'dual-cab ute', cabChassis: 'cab-chassis ute with an alloy tray', van: 'van', peopleMover: 'people mover',
  truck: 'light truck with a tray', caravan: 'touring caravan', motorcycle: 'adventure motorcycle',
}
const ANGLE_WORDS: Record<ExteriorAngle, string> = { front34: 'seen from the front three-quarter', side: 'side view', rear34: 'seen from the rear three-quarter' }
const INTERIOR_WORDS: Record<InteriorKind, string> = {
  'car-black': 'Dashboard and black front seats, seen from the back seat',
  'car-tan': 'Dashboard and tan leather front seats, seen from the back seat',
  work: 'Hard-wearing cabin with a grey dashboard and cloth seats',
  caravan: 'Caravan interior with an island bed, kitchen bench and dinette',
  motorcycle: "Rider's view over the handlebars and instrument display",
}

/** Alt text for a library file (shared by many vehicles, so it describes the picture, not one car). */
export function altFor(file: string): string {
  const interior = /^interior-(.+)\.webp$/.exec(file)
  if (interior) return INTERIOR_WORDS[interior[1] as InteriorKind] ?? 'Vehicle interior'
  for (const body of IMAGE_BODIES) {
    for (const paint of PAINT_NAMES) {
      for (const angle of EXTERIOR_ANGLES) {
        if (exteriorFile(body, paint, angle) === file) {
          const paintWord = body === 'caravan' ? `White with ${paint.toLowerCase()} stripes` : paint
          return `${paintWord} ${BODY_WORDS[body]}, ${ANGLE_WORDS[angle]}`
        }
      }
    }
  }
  return 'Vehicle photo'
}

export type LibraryImage = { file: string; kind: 'exterior'; body: ImageBody; paint: PaintName; angle: ExteriorAngle } | { file: string; kind: 'interior'; interior: InteriorKind }

/** Every file in the library, for the image script. */
export function libraryImages(): LibraryImage[] {
  const out: LibraryImage[] = []
  for (const body of IMAGE_BODIES) {
    for (const paint of PAINT_NAMES) {
      for (const angle of EXTERIOR_ANGLES) out.push({ file: exteriorFile(body, paint, angle), kind: 'exterior', body, paint, angle })
    }
  }
  for (const interior of INTERIORS) out.push({ file: interiorFile(interior), kind: 'interior', interior })
  return out
}

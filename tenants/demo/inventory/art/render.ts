/**
 * Whole stock photos as SVG documents: a studio backdrop plus a vehicle from bodies.ts (or the
 * motorcycle drawing) in one paint colour and one camera angle. scripts/make-stock-images.ts turns
 * them into WebP.
 */
import { BODY_MODELS, type ModelledBody } from './bodies'
import { PAINTS, shade, type PaintName } from './colour'
import { motorcycleSvg } from './motorcycle'
import { CAMERAS, renderModel, type ExteriorAngle, type Materials } from './scene3d'

export const IMAGE_WIDTH = 1200
export const IMAGE_HEIGHT = 800

export type ImageBody = ModelledBody | 'motorcycle'

function materials(paint: string): Materials {
  return {
    paint,
    glass: '#27313c',
    trim: '#1f2327',
    well: '#0d0f11',
    shut: shade(paint, paint === PAINTS.Black ? 0.18 : -0.3),
    handle: shade(paint, -0.12),
    headlight: '#e8eef3',
    taillight: '#a5141e',
    grille: '#16181b',
    plate: '#f4f4ee',
    tonneau: '#1b1d20',
    alloy: '#b9c0c8',
    alloyDark: '#8c949d',
    seat: '#2b2d31',
    cockpit: '#1b1c1f',
    van: '#f2f3f1',
    checker: '#c2c7cd',
    door: '#e3e5e5',
    awning: '#5a616a',
    chrome: '#d3d8dd',
    rim: '#b3bbc4',
  }
}

/** A soft studio: a pale wall meeting a floor, with a little light pooling behind the vehicle. */
function backdrop(width = IMAGE_WIDTH, height = IMAGE_HEIGHT, horizon = 0.58): { defs: string; svg: string } {
  const h = Math.round(height * horizon)
  const defs =
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe4ea"/><stop offset="1" stop-color="#f3f5f7"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d2d8df"/><stop offset="1" stop-color="#aeb7c1"/></linearGradient>` +
    `<radialGradient id="pool" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<filter id="shadow" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>`
  const svg =
    `<rect width="${width}" height="${h}" fill="url(#wall)"/>` +
    `<rect y="${h}" width="${width}" height="${height - h}" fill="url(#floor)"/>` +
    `<ellipse cx="${width / 2}" cy="${h}" rx="${width * 0.42}" ry="${height * 0.2}" fill="url(#pool)"/>`
  return { defs, svg }
}

/** The SVG of one exterior photo. */
export function exteriorSvg(body: ImageBody, paint: PaintName, angle: ExteriorAngle): string {
  const { defs, svg } = backdrop()
  const colour = PAINTS[paint]
  const area = { x: 90, y: 170, width: IMAGE_WIDTH - 180, height: 470 }
  const vehicle =
    body === 'motorcycle'
      ? motorcycleSvg(colour, angle, area)
      : renderModel(BODY_MODELS[body](), CAMERAS[angle], materials(colour), area)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}"><defs>${defs}</defs>${svg}${vehicle}</svg>`
}

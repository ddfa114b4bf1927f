/**
 * Our own lettermark logos for the make directory: a coloured rounded square (cars, trucks) or circle
 * (motorcycles, caravans) with one to three white letters. No brand artwork is used or imitated; the
 * colour comes from a hash of the slug, darkened until white text passes WCAG AA (4.5:1).
 */
import { contrastRatio, hsl } from '../inventory/art/colour'
import type { CatalogMake } from './manufacturers'

/** FNV-1a, so a slug always gets the same colour. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

const SUFFIXES = /\s+(Motorcycles|Motorrad|Trucks|Caravans)$/

/** "Land Rover" → LR, "BMW" → BMW, "CFMoto" → CFM, "Toyota" → T, "Lynk & Co" → LC. */
export function lettersFor(name: string): string {
  const base = name.replace(SUFFIXES, '').trim()
  const words = base.split(/[\s-]+/).filter((w) => w && w !== '&')
  if (words.length > 1) {
    // A leading acronym stays whole ("MV Agusta" → MV, "UD Trucks" → UD).
    if (/^[A-Z]{2,3}$/.test(words[0]!)) return words[0]!
    return words.map((w) => w[0]!.toUpperCase()).join('').slice(0, 3)
  }
  const word = words[0] ?? '?'
  if (/^[A-Z0-9]{2,3}$/.test(word)) return word
  const capitals = word.replace(/[^A-Z]/g, '')
  if (capitals.length >= 2) return capitals.slice(0, 3)
  return word[0]!.toUpperCase()
}

/** A background colour for white letters: hue from the slug, lightness lowered until the contrast holds. */
export function lettermarkColour(slug: string): string {
  const h = hash(slug)
  const hue = h % 360
  const saturation = 0.55 + ((h >>> 9) % 20) / 100
  let lightness = 0.3 + ((h >>> 17) % 12) / 100
  let colour = hsl(hue, saturation, lightness)
  while (contrastRatio(colour, '#ffffff') < 4.5 && lightness > 0.1) {
    lightness -= 0.02
    colour = hsl(hue, saturation, lightness)
  }
  return colour
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function lettermarkSvg(make: Pick<CatalogMake, 'name' | 'slug' | 'category'>): string {
  const letters = lettersFor(make.name)
  const colour = lettermarkColour(make.slug)
  const round = make.category === 'motorcycle' || make.category === 'caravan'
  const shape = round
    ? `<circle cx="32" cy="32" r="32" fill="${colour}"/><circle cx="32" cy="32" r="28.5" fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="1.5"/>`
    : `<rect width="64" height="64" rx="14" fill="${colour}"/><rect x="3.5" y="3.5" width="57" height="57" rx="11" fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="1.5"/>`
  const size = [0, 32, 26, 19][letters.length] ?? 19
  const name = escapeXml(make.name)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${name}">` +
    `<title>${name}</title>${shape}` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${escapeXml(letters)}</text>` +
    `</svg>\n`
  )
}

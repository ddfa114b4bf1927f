/**
 * Colour helpers and the ten paint colours stock images come in. Vehicle records carry the simple
 * paint name (it is a search facet); the image set for a car is chosen by the same name.
 */

export const PAINTS = {
  White: '#f1f3f5',
  Silver: '#b9c0c8',
  Grey: '#6b737c',
  Black: '#22252a',
  Red: '#b3151f',
  Blue: '#1f4e94',
  Green: '#2f5d3a',
  Orange: '#e06a12',
  Bronze: '#8a6a45',
  Yellow: '#f2c12e',
} as const

export type PaintName = keyof typeof PAINTS
export const PAINT_NAMES = Object.keys(PAINTS) as PaintName[]

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)))

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const toHex = (r: number, g: number, b: number) => `#${[r, g, b].map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`

/** Mixes `hex` towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = rgb(hex)
  const target = amount >= 0 ? 255 : 0
  const t = Math.min(1, Math.abs(amount))
  return toHex(r + (target - r) * t, g + (target - g) * t, b + (target - b) * t)
}

/** WCAG relative luminance, for choosing a readable text colour on a background. */
function luminance(hex: string): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = rgb(hex)
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** HSL (h in degrees, s and l in 0..1) to hex. */
export function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return toHex(f(0) * 255, f(8) * 255, f(4) * 255)
}

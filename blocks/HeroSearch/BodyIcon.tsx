/**
 * Small side-profile silhouettes for the body-type tiles (there are no body artworks under
 * public/assets). Decorative: the tile names the body in text.
 */
const OUTLINES: Record<string, string> = {
  sedan: 'M3 22 L7 15 L20 12.5 L27 6 H42 L50 12.5 L60 14.5 V22 Z',
  hatch: 'M3 22 L6 15 L21 12 L29 6 H47 L53 12 L55 22 Z',
  suv: 'M3 22 V12.5 L12 11.5 L18 4 H50 L57 11.5 L61 12.5 V22 Z',
  ute: 'M3 22 V14 L13 12.5 L19 5 H34 V13 H61 V22 Z',
  van: 'M3 22 V8 Q3 4 7 4 H50 L61 14 V22 Z',
  wagon: 'M3 22 V13.5 L13 11.5 L21 5 H55 L59 11.5 V22 Z',
  coupe: 'M3 22 L7 16 L23 12.5 L31 8 H42 L52 14 L61 16 V22 Z',
  truck: 'M3 22 V5 H40 V22 Z M42 22 V10 H53 L61 16 V22 Z',
}
const ALIASES: Record<string, string> = {
  hatchback: 'hatch', '4x4': 'suv', peopleMover: 'van', bus: 'van', motorhome: 'van', cabChassis: 'ute',
  stationWagon: 'wagon', convertible: 'coupe', softtop: 'coupe', hardtop: 'suv', prestige: 'sedan', ev: 'hatch', lightTruck: 'truck',
}

export function BodyIcon({ body, className }: { body: string; className?: string }) {
  const d = OUTLINES[body] ?? OUTLINES[ALIASES[body] ?? 'sedan']!
  return (
    <svg className={className} viewBox="0 0 64 30" width="64" height="30" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
      <circle cx="16" cy="22" r="5" fill="currentColor" stroke="var(--color-bg, #fff)" strokeWidth="2" />
      <circle cx="48" cy="22" r="5" fill="currentColor" stroke="var(--color-bg, #fff)" strokeWidth="2" />
    </svg>
  )
}

/**
 * Reusable SVG pieces for the demo artwork (scripts/make-demo-images.ts renders the scenes to WebP).
 * Vehicles are side views facing right, drawn with the ground at y=0 and the rear at x=0, so a scene
 * places one with translate/scale. Only the generated .webp files are uploaded by the seed.
 */

/** A small seeded PRNG (mulberry32), so re-running the image script gives byte-identical art. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const round = (n: number) => Math.round(n * 10) / 10

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

/** A vertical linear gradient from [offset (0..1), colour] stops. */
export function verticalGradient(id: string, stops: [number, string][]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`
}

export function glow(id: string, colour: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.85"/><stop offset="0.35" stop-color="${colour}" stop-opacity="0.35"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
}

function wheel(cx: number, r: number, tyre: string, rim: string): string {
  return `<circle cx="${cx}" cy="${-r}" r="${r}" fill="${tyre}"/><circle cx="${cx}" cy="${-r}" r="${round(r * 0.5)}" fill="${rim}"/><circle cx="${cx}" cy="${-r}" r="${round(r * 0.14)}" fill="${tyre}"/>`
}

type VehicleColours = { body: string; glass: string; tyre?: string; rim?: string; trim?: string }

/** A mid-size SUV, 460 long. */
export function suv({ body, glass, tyre = '#15181c', rim = '#aab3bc', trim = '#22272d' }: VehicleColours): string {
  return `<g>
<path fill="${body}" d="M10,-44 L10,-82 Q12,-98 32,-102 L50,-150 Q54,-160 68,-160 L296,-160 Q312,-160 322,-150 L366,-110 L436,-98 Q456,-94 458,-74 L460,-46 Q458,-30 444,-30 L422,-30 A50,50 0 0 0 322,-30 L144,-30 A50,50 0 0 0 44,-30 L24,-30 Q10,-30 10,-44 Z"/>
<path fill="${glass}" d="M66,-148 L182,-148 L182,-108 L54,-108 Z M192,-148 L296,-148 Q306,-148 314,-140 L346,-108 L192,-108 Z"/>
<rect x="14" y="-62" width="18" height="10" rx="3" fill="#c0392b"/>
<rect x="440" y="-86" width="16" height="9" rx="3" fill="#fdf6d8"/>
<path fill="none" stroke="${trim}" stroke-width="3" d="M188,-104 L188,-40 M60,-100 L420,-94"/>
<rect x="40" y="-52" width="400" height="7" fill="${trim}" opacity="0.55"/>
${wheel(94, 40, tyre, rim)}${wheel(372, 40, tyre, rim)}
</g>`
}

/** A five-door hatch, 400 long. */
export function hatch({ body, glass, tyre = '#15181c', rim = '#b8c0c8', trim = '#22272d' }: VehicleColours): string {
  return `<g>
<path fill="${body}" d="M8,-40 L8,-78 Q10,-92 26,-98 L62,-138 Q70,-146 84,-146 L238,-146 Q252,-146 262,-138 L306,-102 L372,-92 Q392,-88 394,-68 L396,-42 Q394,-28 380,-28 L360,-28 A42,42 0 0 0 276,-28 L126,-28 A42,42 0 0 0 42,-28 L22,-28 Q8,-28 8,-40 Z"/>
<path fill="${glass}" d="M80,-134 L166,-134 L166,-100 L44,-100 Z M176,-134 L238,-134 Q248,-134 256,-128 L286,-100 L176,-100 Z"/>
<rect x="10" y="-64" width="14" height="9" rx="3" fill="#c0392b"/>
<rect x="378" y="-80" width="14" height="8" rx="3" fill="#fdf6d8"/>
<path fill="none" stroke="${trim}" stroke-width="3" d="M171,-96 L171,-38"/>
${wheel(84, 34, tyre, rim)}${wheel(318, 34, tyre, rim)}
</g>`
}

/** A dual-cab ute with a tub and a tow bar, 500 long. */
export function ute({ body, glass, tyre = '#15181c', rim = '#9aa3ab', trim = '#22272d' }: VehicleColours): string {
  return `<g>
<path fill="${body}" d="M6,-46 L6,-112 L196,-112 L204,-116 L224,-168 Q228,-176 240,-176 L366,-176 Q380,-176 388,-166 L424,-122 L480,-112 Q498,-108 500,-88 L500,-50 Q498,-34 484,-34 L462,-34 A52,52 0 0 0 358,-34 L164,-34 A52,52 0 0 0 60,-34 L20,-34 Q6,-34 6,-46 Z"/>
<path fill="${glass}" d="M234,-164 L298,-164 L298,-124 L220,-124 Z M306,-164 L366,-164 Q374,-164 380,-158 L410,-124 L306,-124 Z"/>
<path fill="none" stroke="${trim}" stroke-width="4" d="M10,-112 L196,-112 M200,-116 L200,-40 M302,-120 L302,-46"/>
<rect x="-10" y="-54" width="18" height="8" fill="${trim}"/>
<rect x="482" y="-102" width="16" height="10" rx="3" fill="#fdf6d8"/>
<rect x="460" y="-64" width="44" height="12" rx="4" fill="${trim}"/>
${wheel(112, 42, tyre, rim)}${wheel(410, 42, tyre, rim)}
</g>`
}

/** A single-axle touring caravan with its drawbar pointing right (to hitch to a vehicle), 420 long. */
export function caravan({ body, glass, tyre = '#15181c', rim = '#9aa3ab', trim = '#6b7178' }: VehicleColours & { stripe?: string }): string {
  return `<g>
<path fill="${body}" d="M8,-50 L8,-232 Q8,-246 22,-246 L330,-246 Q358,-246 366,-222 L380,-90 Q382,-50 360,-50 L248,-50 A36,36 0 0 0 176,-50 Z"/>
<rect x="8" y="-120" width="372" height="14" fill="${trim}" opacity="0.8"/>
<rect x="8" y="-104" width="372" height="6" fill="${trim}" opacity="0.4"/>
<rect x="40" y="-200" width="96" height="56" rx="10" fill="${glass}"/>
<rect x="270" y="-200" width="70" height="56" rx="10" fill="${glass}"/>
<rect x="160" y="-214" width="60" height="150" rx="6" fill="none" stroke="${trim}" stroke-width="4"/>
<circle cx="208" cy="-140" r="4" fill="${trim}"/>
<path fill="none" stroke="${trim}" stroke-width="8" stroke-linecap="round" d="M362,-70 L452,-58"/>
<rect x="440" y="-70" width="20" height="14" rx="4" fill="${trim}"/>
<rect x="380" y="-84" width="22" height="34" fill="${trim}" opacity="0.7"/>
${wheel(212, 34, tyre, rim)}
</g>`
}

/** A palm tree whose trunk base sits at (0,0); h is the trunk height. */
export function palm(h: number, colour: string, lean = 1): string {
  const top = { x: 30 * lean, y: -h }
  const fronds = [-150, -115, -75, -40, -10, 25]
    .map((deg) => {
      const a = (deg * Math.PI) / 180
      const len = h * 0.42
      const ex = round(top.x + Math.cos(a) * len)
      const ey = round(top.y + Math.sin(a) * len * 0.55 + len * 0.35)
      const cx = round(top.x + Math.cos(a) * len * 0.5)
      const cy = round(top.y + Math.sin(a) * len * 0.6 - 12)
      return `<path d="M${top.x},${top.y} Q${cx},${cy} ${ex},${ey}" fill="none" stroke="${colour}" stroke-width="${round(h * 0.05)}" stroke-linecap="round"/>`
    })
    .join('')
  return `<path d="M-6,0 Q${round(12 * lean)},${round(-h * 0.5)} ${top.x - 4},${top.y} L${top.x + 4},${top.y} Q${round(20 * lean)},${round(-h * 0.5)} 6,0 Z" fill="${colour}"/>${fronds}`
}

/** A gum tree silhouette (trunk base at 0,0): a crooked trunk forking into branches, each ending in leafy clumps. */
export function gumTree(h: number, colour: string, seed: number): string {
  const rnd = random(seed)
  const fork = { x: round(h * 0.03), y: round(-h * 0.42) }
  const ends = [
    { x: -0.34, y: -0.78 },
    { x: -0.08, y: -0.98 },
    { x: 0.22, y: -0.9 },
    { x: 0.4, y: -0.7 },
  ].map((e) => ({ x: round(h * (e.x + (rnd() - 0.5) * 0.08)), y: round(h * (e.y + (rnd() - 0.5) * 0.06)) }))
  const trunk = `<path d="M${round(-h * 0.05)},0 Q${round(-h * 0.01)},${round(-h * 0.2)} ${fork.x - round(h * 0.03)},${fork.y} L${fork.x + round(h * 0.03)},${fork.y} Q${round(h * 0.05)},${round(-h * 0.2)} ${round(h * 0.05)},0 Z" fill="${colour}"/>`
  const branches = ends
    .map((e) => `<path d="M${fork.x},${fork.y} Q${round((fork.x + e.x) / 2 + (rnd() - 0.5) * h * 0.1)},${round((fork.y + e.y) / 2)} ${e.x},${e.y}" fill="none" stroke="${colour}" stroke-width="${round(h * 0.025)}" stroke-linecap="round"/>`)
    .join('')
  const leaves = ends
    .flatMap((e) =>
      Array.from({ length: 4 }, () => {
        const rx = h * (0.07 + rnd() * 0.07)
        return `<ellipse cx="${round(e.x + (rnd() - 0.5) * h * 0.18)}" cy="${round(e.y + (rnd() - 0.6) * h * 0.08)}" rx="${round(rx)}" ry="${round(rx * 0.5)}" fill="${colour}"/>`
      }),
    )
    .join('')
  return trunk + branches + leaves
}

/** Stars: many small dots of varying size and brightness inside a box. */
export function stars(seed: number, count: number, width: number, height: number): string {
  const rnd = random(seed)
  return Array.from({ length: count }, () => {
    const r = rnd()
    return `<circle cx="${round(rnd() * width)}" cy="${round(rnd() * height * rnd())}" r="${round(0.6 + r * r * 2.2)}" fill="#fffbe8" opacity="${round(0.35 + rnd() * 0.65)}"/>`
  }).join('')
}

/** A ridge line across the scene: a closed path from random heights between yMin and yMax down to the bottom. */
export function ridge(seed: number, width: number, yMin: number, yMax: number, bottom: number, step: number, colour: string): string {
  const rnd = random(seed)
  let d = `M0,${bottom} L0,${round(yMin + rnd() * (yMax - yMin))}`
  for (let x = step; x <= width + step; x += step) {
    const y = round(yMin + rnd() * (yMax - yMin))
    d += ` Q${round(x - step / 2)},${round(y + (rnd() - 0.5) * 30)} ${x},${y}`
  }
  return `<path fill="${colour}" d="${d} L${width + step},${bottom} Z"/>`
}

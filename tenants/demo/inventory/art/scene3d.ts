/**
 * A tiny flat-shaded 3D renderer to SVG, so one description of a vehicle (side profiles extruded
 * across its width) gives the side, front three-quarter and rear three-quarter photos.
 *
 * World axes: x runs along the vehicle from the rear (0) to the front, y is up from the ground, z runs
 * across from the near side (0) to the far side. Parts are convex-ish prisms; drawing is back-face
 * culling plus far-to-near ordering, which is enough for these shapes.
 */
import { shade } from './colour'

type V3 = readonly [number, number, number]
/** A profile corner: x, y, an optional corner radius and a material for the edge leaving it. */
export type ProfilePoint = readonly [x: number, y: number, radius?: number, material?: string]

type Face = { pts: V3[]; normal: V3; material: string }
/** Flat details on a surface (windows, lights, shut lines), drawn only when their surface faces the camera. */
export type Decal = { pts: V3[]; normal: V3; fill?: string; stroke?: string; width?: number; opacity?: number; closed?: boolean }
export type Wheel = { x: number; r: number; z: number; width: number; rim?: string; spokes?: number }
export type Part = { faces: Face[]; decals: Decal[] }
export type Model3D = { length: number; width: number; height: number; parts: Part[]; wheels: Wheel[] }

export type Camera = { theta: number; phi: number }
export const CAMERAS = {
  side: { theta: 0, phi: 4 },
  front34: { theta: -38, phi: 11 },
  rear34: { theta: 38, phi: 11 },
} as const satisfies Record<string, Camera>
export type ExteriorAngle = keyof typeof CAMERAS

const LIGHT: V3 = normalise([0.3, 0.85, -0.45])

function normalise(v: readonly number[]): V3 {
  const l = Math.hypot(v[0]!, v[1]!, v[2]!) || 1
  return [v[0]! / l, v[1]! / l, v[2]! / l]
}
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const r1 = (n: number) => Math.round(n * 10) / 10

/** Rounds the corners that carry a radius into short curves; keeps each edge's material. */
export function rounded(points: ProfilePoint[], steps = 4): Array<{ x: number; y: number; material?: string }> {
  const out: Array<{ x: number; y: number; material?: string }> = []
  const n = points.length
  for (let i = 0; i < n; i++) {
    const [x, y, radius = 0, material] = points[i]!
    const prev = points[(i - 1 + n) % n]!
    const next = points[(i + 1) % n]!
    if (!radius) {
      out.push({ x, y, material })
      continue
    }
    const dIn = Math.hypot(x - prev[0], y - prev[1])
    const dOut = Math.hypot(next[0] - x, next[1] - y)
    if (dIn < 1e-6 || dOut < 1e-6) {
      out.push({ x, y, material })
      continue
    }
    const r = Math.min(radius, dIn / 2, dOut / 2)
    const a = [x + ((prev[0] - x) / dIn) * r, y + ((prev[1] - y) / dIn) * r]
    const b = [x + ((next[0] - x) / dOut) * r, y + ((next[1] - y) / dOut) * r]
    for (let s = 0; s <= steps; s++) {
      const t = s / steps
      // Quadratic Bézier a → corner → b.
      const px = (1 - t) ** 2 * a[0]! + 2 * (1 - t) * t * x + t ** 2 * b[0]!
      const py = (1 - t) ** 2 * a[1]! + 2 * (1 - t) * t * y + t ** 2 * b[1]!
      out.push({ x: px, y: py, material: t < 0.5 ? prev[3] : material })
    }
  }
  return out
}

type Profile = Array<{ x: number; y: number; material?: string }>

function signedArea(p: Profile): number {
  let a = 0
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!
    const d = p[(i + 1) % p.length]!
    a += c.x * d.y - d.x * c.y
  }
  return a / 2
}

/** A prism: `profile` (x, y) extruded from z0 (near) to z1 (far); `material` for its sides and skin. */
export function prism(points: ProfilePoint[] | Profile, z0: number, z1: number, material: string, sideMaterial = material): Part {
  const profile: Profile = Array.isArray(points[0]) ? rounded(points as ProfilePoint[]) : (points as Profile)
  const cw = signedArea(profile) < 0
  const faces: Face[] = [
    { pts: profile.map((p) => [p.x, p.y, z0] as V3), normal: [0, 0, -1], material: sideMaterial },
    { pts: profile.map((p) => [p.x, p.y, z1] as V3), normal: [0, 0, 1], material: sideMaterial },
  ]
  for (let i = 0; i < profile.length; i++) {
    const a = profile[i]!
    const b = profile[(i + 1) % profile.length]!
    const dx = b.x - a.x
    const dy = b.y - a.y
    if (Math.hypot(dx, dy) < 0.01) continue
    const normal = normalise(cw ? [-dy, dx, 0] : [dy, -dx, 0])
    faces.push({ pts: [[a.x, a.y, z0], [b.x, b.y, z0], [b.x, b.y, z1], [a.x, a.y, z1]], normal, material: a.material ?? material })
  }
  return { faces, decals: [] }
}

/** An axis-aligned box, for trays, racks, rails and drawbars. */
export function box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, material: string): Part {
  return prism([[x0, y0], [x0, y1], [x1, y1], [x1, y0]], z0, z1, material)
}

/**
 * The x of a profile's front (or rear) outline at height y: where front lights and grilles sit.
 * Heights outside the profile use its extreme point, so a decal never stretches across the body.
 */
function outlineX(points: ProfilePoint[], y: number, end: 'front' | 'rear'): number {
  const p = rounded(points)
  let best = end === 'front' ? -Infinity : Infinity
  for (let i = 0; i < p.length; i++) {
    const a = p[i]!
    const b = p[(i + 1) % p.length]!
    if ((a.y - y) * (b.y - y) > 0 || a.y === b.y) continue
    const x = a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x)
    best = end === 'front' ? Math.max(best, x) : Math.min(best, x)
  }
  if (Number.isFinite(best)) return best
  const xs = p.map((q) => q.x)
  return end === 'front' ? Math.max(...xs) : Math.min(...xs)
}

/** A decal on the near side (z), from (x, y) points. */
export function nearSide(z: number, pts: Array<readonly [number, number]>, fill: string, extra: Partial<Decal> = {}): Decal {
  return { pts: pts.map(([x, y]) => [x, y, z - 0.3] as V3), normal: [0, 0, -1], fill, ...extra }
}

/** A decal on the front (or rear) of `profile`, from (z, y) points; it follows the outline's slope. */
export function endDecal(profile: ProfilePoint[], end: 'front' | 'rear', pts: Array<readonly [number, number]>, fill: string, extra: Partial<Decal> = {}): Decal {
  const out = end === 'front' ? 0.4 : -0.4
  return {
    pts: pts.map(([z, y]) => [outlineX(profile, y, end) + out, y, z] as V3),
    normal: [end === 'front' ? 1 : -1, 0, 0],
    fill,
    ...extra,
  }
}

/** A mirror image of (z, y) points across the vehicle's centre line, for pairs of lights. */
export const mirrorZ = (width: number, pts: Array<readonly [number, number]>) => pts.map(([z, y]) => [width - z, y] as const).reverse()

type Projector = { point: (p: V3) => [number, number]; depth: (p: V3) => number; visible: (n: V3) => boolean; linear: [number, number, number, number] }

function projector(camera: Camera, scale: number, ox: number, oy: number): Projector {
  const t = (camera.theta * Math.PI) / 180
  const f = (camera.phi * Math.PI) / 180
  const [st, ct, sf, cf] = [Math.sin(t), Math.cos(t), Math.sin(f), Math.cos(f)]
  const view: V3 = [st * cf, -sf, ct * cf]
  return {
    point: ([x, y, z]) => {
      const u = x * ct - z * st
      const d = x * st + z * ct
      const v = y * cf + d * sf
      return [ox + u * scale, oy - v * scale]
    },
    depth: ([x, y, z]) => (x * st + z * ct) * cf - y * sf,
    visible: (n) => dot(n, view) < -1e-6,
    // Screen change per unit of world x and y (for wheels, which are circles in the x-y plane).
    linear: [ct * scale, -st * sf * scale, 0, -cf * scale],
  }
}

export type Materials = Record<string, string>

function fillFor(material: string, normal: V3, materials: Materials): string {
  const base = materials[material] ?? material
  if (base.startsWith('url(') || base === 'none') return base
  const lit = dot(normal, LIGHT)
  return shade(base, (lit - 0.42) * (material === 'glass' ? 0.25 : 0.42))
}

const polygon = (pts: Array<[number, number]>) => pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')

function wheelSvg(w: Wheel, p: Projector, materials: Materials, near: boolean): string {
  const [a, b, c, d] = p.linear
  const m = (x: number, y: number) => `matrix(${r1(a * 100) / 100} ${r1(b * 1000) / 1000} ${c} ${r1(d * 100) / 100} ${r1(x)} ${r1(y)})`
  const layers: string[] = []
  const tyre = materials.tyre ?? '#16181b'
  // Stack the tyre's cross-sections, farthest first, so it reads as a solid cylinder. A near wheel
  // shows its outer face (with the rim); a far wheel only its inner face, which stays dark.
  const slices = 5
  for (let s = 0; s <= slices; s++) {
    const k = near ? slices - s : s
    const z = near ? w.z + (w.width * k) / slices : w.z - (w.width * k) / slices
    const [x, y] = p.point([w.x, w.r, z])
    layers.push(`<circle transform="${m(x, y)}" r="${w.r}" fill="${shade(tyre, near && k === 0 ? 0.07 : 0)}"/>`)
  }
  if (!near) return layers.join('')
  const [x, y] = p.point([w.x, w.r, w.z - 0.5])
  const rim = w.rim ?? materials.rim ?? '#aeb6bf'
  const spokes = w.spokes ?? 5
  const spokeLines = Array.from({ length: spokes }, (_, i) => {
    const ang = (i / spokes) * Math.PI * 2 + 0.3
    return `M${r1(Math.cos(ang) * w.r * 0.16)},${r1(Math.sin(ang) * w.r * 0.16)} L${r1(Math.cos(ang) * w.r * 0.58)},${r1(Math.sin(ang) * w.r * 0.58)}`
  }).join(' ')
  layers.push(
    `<g transform="${m(x, y)}">` +
      `<circle r="${r1(w.r * 0.64)}" fill="${shade(rim, -0.45)}"/>` +
      `<circle r="${r1(w.r * 0.6)}" fill="${shade(rim, -0.62)}"/>` +
      `<path d="${spokeLines}" stroke="${rim}" stroke-width="${r1(w.r * 0.13)}" stroke-linecap="round"/>` +
      `<circle r="${r1(w.r * 0.6)}" fill="none" stroke="${rim}" stroke-width="${r1(w.r * 0.06)}"/>` +
      `<circle r="${r1(w.r * 0.17)}" fill="${rim}"/></g>`,
  )
  return layers.join('')
}

type Bounds = { min: V3; max: V3 }

function bounds(part: Part): Bounds {
  const pts = part.faces.flatMap((f) => f.pts)
  const min = [0, 1, 2].map((i) => Math.min(...pts.map((q) => q[i]!))) as unknown as V3
  const max = [0, 1, 2].map((i) => Math.max(...pts.map((q) => q[i]!))) as unknown as V3
  return { min, max }
}

/**
 * Painter's order for parts: whichever of two parts lies beyond the other along a separating axis is
 * drawn first (along x the camera decides which end is near; along y the lower part goes first, as
 * the camera looks down; along z the far side goes first). Parts that overlap fall back to depth.
 */
function drawOrder(parts: Part[], camera: Camera, p: Projector): Part[] {
  const tol = 4.5
  const frontNear = camera.theta < 0
  const info = parts.map((part) => {
    const b = bounds(part)
    const all = part.faces.flatMap((f) => f.pts)
    return { part, b, depth: all.reduce((s, q) => s + p.depth(q), 0) / Math.max(1, all.length) }
  })
  // Negative: a is drawn before b.
  const before = (a: (typeof info)[number], c: (typeof info)[number]): number => {
    if (camera.theta !== 0) {
      if (a.b.max[0] <= c.b.min[0] + tol) return frontNear ? -1 : 1
      if (c.b.max[0] <= a.b.min[0] + tol) return frontNear ? 1 : -1
    }
    if (a.b.max[1] <= c.b.min[1] + tol) return -1
    if (c.b.max[1] <= a.b.min[1] + tol) return 1
    if (a.b.max[2] <= c.b.min[2] + tol) return 1
    if (c.b.max[2] <= a.b.min[2] + tol) return -1
    return c.depth - a.depth
  }
  // Selection sort: the comparison is not guaranteed transitive, so avoid relying on Array.sort.
  const rest = [...info]
  const out: Part[] = []
  while (rest.length) {
    let pick = 0
    for (let i = 1; i < rest.length; i++) if (before(rest[i]!, rest[pick]!) < 0) pick = i
    out.push(rest.splice(pick, 1)[0]!.part)
  }
  return out
}

export type RenderBox = { x: number; y: number; width: number; height: number }

/**
 * The vehicle drawn into `box` (fitted and centred, ground at the box's bottom), with a soft contact
 * shadow. Returns SVG markup for a group; the caller supplies the backdrop and <defs>.
 */
export function renderModel(model: Model3D, camera: Camera, materials: Materials, area: RenderBox): string {
  // Fit: project the bounding box at unit scale, then scale and centre it in the area.
  const unit = projector(camera, 1, 0, 0)
  const corners: V3[] = []
  for (const x of [0, model.length]) for (const y of [0, model.height]) for (const z of [0, model.width]) corners.push([x, y, z])
  const pts = corners.map(unit.point)
  const minX = Math.min(...pts.map((q) => q[0]))
  const maxX = Math.max(...pts.map((q) => q[0]))
  const minY = Math.min(...pts.map((q) => q[1]))
  const maxY = Math.max(...pts.map((q) => q[1]))
  const scale = Math.min(area.width / (maxX - minX), area.height / (maxY - minY))
  const ox = area.x + (area.width - (maxX - minX) * scale) / 2 - minX * scale
  const oy = area.y + area.height - maxY * scale
  const p = projector(camera, scale, ox, oy)

  const out: string[] = []
  // Contact shadow: the footprint, slightly enlarged and blurred.
  const m = 14
  const footprint: V3[] = [[-m, 0, -m], [model.length + m, 0, -m], [model.length + m, 0, model.width + m], [-m, 0, model.width + m]]
  out.push(`<polygon points="${polygon(footprint.map(p.point))}" fill="#0b0f14" opacity="0.38" filter="url(#shadow)"/>`)

  const farSide = (w: Wheel) => w.z > model.width / 2
  for (const w of model.wheels.filter(farSide)) out.push(wheelSvg(w, p, materials, false))

  const parts = drawOrder(model.parts, camera, p)
  for (const part of parts) {
    const faces = part.faces
      .filter((f) => p.visible(f.normal))
      .map((f) => ({ f, depth: f.pts.reduce((s, q) => s + p.depth(q), 0) / f.pts.length }))
      .sort((a, b) => b.depth - a.depth)
    for (const { f } of faces) {
      const fill = fillFor(f.material, f.normal, materials)
      // A hairline in the fill colour hides the seams between neighbouring faces.
      out.push(`<polygon points="${polygon(f.pts.map(p.point))}" fill="${fill}" stroke="${fill}" stroke-width="0.8" stroke-linejoin="round"/>`)
    }
    for (const d of part.decals) {
      if (!p.visible(d.normal)) continue
      const pts = polygon(d.pts.map(p.point))
      const fill = d.fill ? fillFor(d.fill, d.normal, materials) : 'none'
      const stroke = d.stroke ? `stroke="${fillFor(d.stroke, d.normal, materials)}" stroke-width="${d.width ?? 2}" stroke-linejoin="round" stroke-linecap="round"` : ''
      const opacity = d.opacity !== undefined ? ` opacity="${d.opacity}"` : ''
      out.push(d.closed === false ? `<polyline points="${pts}" fill="none" ${stroke}${opacity}/>` : `<polygon points="${pts}" fill="${fill}" ${stroke}${opacity}/>`)
    }
  }
  for (const w of model.wheels.filter((w) => !farSide(w))) out.push(wheelSvg(w, p, materials, true))
  return `<g>${out.join('')}</g>`
}

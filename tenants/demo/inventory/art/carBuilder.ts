/**
 * Builds a car-like Model3D from a few profiles: the lower body (below the beltline, with wheel
 * arches), the cabin (the glasshouse, inset from the sides) and where its windows, doors and lights
 * go. bodies.ts describes each body type with one of these specs.
 */
import { inset, sliceX, type P2 } from './polygon'
import {
  endDecal,
  mirrorZ,
  nearSide,
  prism,
  rounded,
  type Decal,
  type Model3D,
  type Part,
  type ProfilePoint,
  type Wheel,
} from './scene3d'

export type CarSpec = {
  length: number
  width: number
  height: number
  lower: ProfilePoint[]
  cabin: ProfilePoint[]
  /** How far the cabin sits in from each side (tumblehome). */
  cabinInset: number
  /** x ranges of the side glass panes inside the cabin outline; the rest of the outline is pillar. */
  panes: Array<readonly [number, number]>
  /** Wheel centres along the body and the tyre radius. */
  wheels: { x: number[]; r: number; width?: number; spokes?: number }
  /** x of door shut lines, drawn from `doorTop` down to `doorBottom`. */
  doors: number[]
  doorTop: number
  doorBottom: number
  head: { y: readonly [number, number]; z: readonly [number, number] }
  tail: { y: readonly [number, number]; z: readonly [number, number] }
  grille: { y: readonly [number, number]; z: readonly [number, number] }
  /** Plastic cladding along the sills and arches (SUVs, utes). */
  cladding?: boolean
  extras?: Part[]
  /** Decals on the cabin's back (van barn doors, a ute's cab window). */
  cabinRear?: Array<{ pts: Array<readonly [number, number]>; fill: string }>
  /** Decals on the lower body's near side beyond doors (sliding-door tracks, tub lines). */
  sideLines?: Array<Array<readonly [number, number]>>
}

/** The underside from the front (`from`) back to the rear (`to`) at sill height, with an arch over each wheel. */
export function underside(from: number, to: number, sill: number, wheels: number[], archR: number): ProfilePoint[] {
  const pts: ProfilePoint[] = [[from, sill]]
  for (const cx of [...wheels].sort((a, b) => b - a)) {
    if (cx + archR > from || cx - archR < to) continue
    for (let s = 0; s <= 8; s++) {
      const a = (Math.PI * s) / 8
      pts.push([cx + archR * Math.cos(a), sill + Math.sin(a) * archR * 0.95, 0, s === 8 ? undefined : 'well'])
    }
  }
  pts.push([to, sill])
  return pts
}

function archOpening(cx: number, sill: number, r: number): Array<[number, number]> {
  return Array.from({ length: 11 }, (_, s) => {
    const a = (Math.PI * s) / 10
    return [cx + r * Math.cos(a), sill + Math.sin(a) * r * 0.95] as [number, number]
  })
}

/** A ring of cladding around the top of a wheel arch, as a near-side decal. */
function archFlare(cx: number, sill: number, r: number, w: number): Decal {
  const outer: Array<[number, number]> = []
  const inner: Array<[number, number]> = []
  for (let s = 0; s <= 10; s++) {
    const a = (Math.PI * s) / 10
    outer.push([cx + (r + w) * Math.cos(a), sill + Math.sin(a) * (r + w) * 0.95])
    inner.push([cx + r * Math.cos(a), sill + Math.sin(a) * r * 0.95])
  }
  return nearSide(0, [...outer, ...inner.reverse()], 'trim')
}

export function buildCar(spec: CarSpec): Model3D {
  const { width: W } = spec
  const lower = prism(spec.lower, 0, W, 'paint')
  // Wheel wells: a dark opening on the near side instead of a full-width tunnel, which would show
  // as a black wedge beside the wheel in three-quarter views.
  lower.faces = lower.faces.filter((f) => f.material !== 'well')
  const sillY = Math.min(...spec.lower.map((p) => p[1]))
  for (const x of spec.wheels.x) lower.decals.push(nearSide(0.2, archOpening(x, sillY, spec.wheels.r + 5), 'well'))
  const ci = spec.cabinInset
  const cabin = prism(spec.cabin, ci, W - ci, 'paint')

  // Side glass: the cabin outline shrunk by the pillar width, cut into panes, on a black surround.
  const outline = rounded(spec.cabin).map((p) => [p.x, p.y] as P2)
  const dlo = inset(outline, 5)
  // The black surround only spans the glazed part (a panel van's cargo sides stay in paint).
  const glazedFrom = Math.min(...spec.panes.map((p) => p[0])) - 6
  const glazedTo = Math.max(...spec.panes.map((p) => p[1])) + 6
  if (spec.panes.length) cabin.decals.push(nearSide(ci, sliceX(dlo, glazedFrom, glazedTo), 'trim'))
  for (const [from, to] of spec.panes) {
    const pane = sliceX(dlo, from, to)
    if (pane.length >= 3) cabin.decals.push(nearSide(ci, inset(pane, 1.5), 'glass'))
  }
  for (const d of spec.cabinRear ?? []) cabin.decals.push(endDecal(spec.cabin, 'rear', d.pts, d.fill))

  // Lower body: doors, handles, lights, grille, plates.
  const side: Decal[] = []
  for (const x of spec.doors) side.push(nearSide(0, [[x, spec.doorTop], [x, spec.doorBottom]], 'shut', { closed: false, width: 1.4 }))
  for (const x of spec.doors.slice(0, -1)) side.push(nearSide(0, [[x - 22, spec.doorTop - 12], [x - 8, spec.doorTop - 12], [x - 8, spec.doorTop - 16], [x - 22, spec.doorTop - 16]], 'handle'))
  for (const line of spec.sideLines ?? []) side.push(nearSide(0, line, 'shut', { closed: false, width: 1.4 }))
  const sill = Math.min(...spec.lower.map((p) => p[1]))
  const archR = spec.wheels.r + 5
  if (spec.cladding) {
    const [rear, front] = [Math.min(...spec.wheels.x), Math.max(...spec.wheels.x)]
    side.push(nearSide(0, [[rear + archR, sill], [front - archR, sill], [front - archR, sill + 9], [rear + archR, sill + 9]], 'trim'))
    for (const x of spec.wheels.x) side.push(archFlare(x, sill, archR, 7))
  }
  // Light clusters wrap round onto the side as slivers.
  const [hy0, hy1] = spec.head.y
  const [ty0, ty1] = spec.tail.y
  const frontAt = (y: number) => Math.max(...rounded(spec.lower).filter((p) => Math.abs(p.y - y) < 12).map((p) => p.x), 0)
  side.push(nearSide(0, [[frontAt(hy1) - 26, hy1], [frontAt(hy1) - 3, hy1], [frontAt(hy0) - 2, hy0], [frontAt(hy0) - 18, hy0 + 2]], 'headlight'))
  side.push(nearSide(0, [[4, ty0], [20, ty0 + 1], [22, ty1], [5, ty1]], 'taillight'))

  const [hz0, hz1] = spec.head.z
  const [tz0, tz1] = spec.tail.z
  const [gz0, gz1] = spec.grille.z
  const [gy0, gy1] = spec.grille.y
  const headlight: Array<readonly [number, number]> = [[hz0, hy0], [hz1, hy0 + 2], [hz1, hy1], [hz0 + 4, hy1]]
  const taillight: Array<readonly [number, number]> = [[tz0, ty0], [tz1, ty0], [tz1, ty1 - 2], [tz0, ty1]]
  const plateW = 36
  const front: Decal[] = [
    endDecal(spec.lower, 'front', [[gz0, gy0], [W - gz0, gy0], [W - gz1, gy1], [gz1, gy1]], 'grille'),
    endDecal(spec.lower, 'front', headlight, 'headlight'),
    endDecal(spec.lower, 'front', mirrorZ(W, headlight), 'headlight'),
    endDecal(spec.lower, 'front', [[W / 2 - plateW / 2, gy0 + 2], [W / 2 + plateW / 2, gy0 + 2], [W / 2 + plateW / 2, gy0 + 12], [W / 2 - plateW / 2, gy0 + 12]], 'plate'),
  ]
  const rear: Decal[] = [
    endDecal(spec.lower, 'rear', taillight, 'taillight'),
    endDecal(spec.lower, 'rear', mirrorZ(W, taillight), 'taillight'),
    endDecal(spec.lower, 'rear', [[W / 2 - plateW / 2, ty0 - 20], [W / 2 + plateW / 2, ty0 - 20], [W / 2 + plateW / 2, ty0 - 9], [W / 2 - plateW / 2, ty0 - 9]], 'plate'),
  ]
  lower.decals.push(...side, ...front, ...rear)

  const tyreWidth = spec.wheels.width ?? 22
  const wheels: Wheel[] = spec.wheels.x.flatMap((x) => [
    { x, r: spec.wheels.r, z: 7, width: tyreWidth, spokes: spec.wheels.spokes },
    { x, r: spec.wheels.r, z: W - 7, width: tyreWidth, spokes: spec.wheels.spokes },
  ])
  return { length: spec.length, width: W, height: spec.height, parts: [lower, cabin, ...(spec.extras ?? [])], wheels }
}

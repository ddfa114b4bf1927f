/** 2D polygon helpers for side windows: shrink a cabin outline to its glass, then cut it into panes. */
export type P2 = readonly [number, number]

function area(p: P2[]): number {
  let a = 0
  for (let i = 0; i < p.length; i++) {
    const [x1, y1] = p[i]!
    const [x2, y2] = p[(i + 1) % p.length]!
    a += x1 * y2 - x2 * y1
  }
  return a / 2
}

/**
 * Moves every edge of a convex polygon inwards by `d` and intersects neighbours: the cabin outline
 * becomes the glass area inside the pillars and roof rail.
 */
export function inset(poly: P2[], d: number): P2[] {
  const sign = area(poly) > 0 ? 1 : -1
  const n = poly.length
  const lines = poly.map((a, i) => {
    const b = poly[(i + 1) % n]!
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const len = Math.hypot(dx, dy) || 1
    // Inward normal for a counter-clockwise polygon is (-dy, dx).
    const nx = (-dy / len) * sign
    const ny = (dx / len) * sign
    return { p: [a[0] + nx * d, a[1] + ny * d] as P2, v: [dx, dy] as P2 }
  })
  const out: P2[] = []
  for (let i = 0; i < n; i++) {
    const l1 = lines[(i - 1 + n) % n]!
    const l2 = lines[i]!
    const den = l1.v[0] * l2.v[1] - l1.v[1] * l2.v[0]
    if (Math.abs(den) < 1e-9) {
      out.push(l2.p)
      continue
    }
    const t = ((l2.p[0] - l1.p[0]) * l2.v[1] - (l2.p[1] - l1.p[1]) * l2.v[0]) / den
    out.push([l1.p[0] + l1.v[0] * t, l1.p[1] + l1.v[1] * t])
  }
  return out
}

/** The part of a polygon with x between `from` and `to` (Sutherland–Hodgman against two vertical lines). */
export function sliceX(poly: P2[], from: number, to: number): P2[] {
  const clip = (pts: P2[], keep: (p: P2) => boolean, x: number): P2[] => {
    const out: P2[] = []
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i]!
      const b = pts[(i + 1) % pts.length]!
      const inA = keep(a)
      const inB = keep(b)
      if (inA) out.push(a)
      if (inA !== inB) {
        const t = (x - a[0]) / (b[0] - a[0])
        out.push([x, a[1] + (b[1] - a[1]) * t])
      }
    }
    return out
  }
  return clip(clip(poly, (p) => p[0] >= from, from), (p) => p[0] <= to, to)
}

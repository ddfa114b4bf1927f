/**
 * An adventure motorcycle, drawn flat (a bike is narrow enough that its three-quarter views are the
 * side view narrowed, and mirrored for the rear). Local units: ground at y = 0, 230 long, facing right.
 */
import { shade } from './colour'
import type { ExteriorAngle, RenderBox } from './scene3d'

function wheel(cx: number, r: number): string {
  const spokes = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * Math.PI * 2
    return `M${cx},${-r} L${(cx + Math.cos(a) * r * 0.74).toFixed(1)},${(-r + Math.sin(a) * r * 0.74).toFixed(1)}`
  }).join(' ')
  return (
    `<circle cx="${cx}" cy="${-r}" r="${r}" fill="#17191c"/>` +
    `<circle cx="${cx}" cy="${-r}" r="${r * 0.78}" fill="none" stroke="#9aa3ad" stroke-width="2.2"/>` +
    `<path d="${spokes}" stroke="#c4cad1" stroke-width="0.7"/>` +
    `<circle cx="${cx}" cy="${-r}" r="${r * 0.16}" fill="#8f98a2"/><circle cx="${cx}" cy="${-r}" r="${r * 0.3}" fill="none" stroke="#5d646c" stroke-width="3"/>`
  )
}

function bike(paint: string): string {
  const dark = shade(paint, -0.3)
  const light = shade(paint, 0.25)
  return [
    // Swingarm, frame and engine first: everything else sits over them.
    `<path d="M48,-34 L104,-50" stroke="#2c3036" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M104,-50 L152,-112 M104,-50 L120,-96 L152,-112 M110,-74 L146,-100 M100,-86 L60,-92" stroke="#3b4148" stroke-width="3.2" fill="none" stroke-linejoin="round"/>`,
    `<path d="M96,-30 L140,-28 L148,-52 L138,-76 L104,-78 L92,-58 Z" fill="#4a5058"/>`,
    `<path d="M104,-72 L134,-72 M102,-64 L138,-64 M100,-56 L142,-56 M98,-48 L142,-48" stroke="#6c737b" stroke-width="2"/>`,
    `<path d="M140,-40 Q110,-18 76,-38 L50,-58" stroke="#7f878f" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<rect x="32" y="-74" width="42" height="15" rx="6" transform="rotate(-14 53 -66)" fill="#9ba3ac"/>`,
    wheel(48, 33),
    wheel(178, 35),
    // Front fork and guards.
    `<path d="M178,-35 L156,-110" stroke="#c6a14b" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M158,-74 Q178,-82 196,-70 L200,-66 L170,-64 Z" fill="${paint}"/>`,
    `<path d="M30,-82 Q40,-98 60,-96 L64,-88 Z" fill="${dark}"/>`,
    // Bodywork in the paint colour: tank, side panels, tail and beak.
    `<path d="M98,-100 Q104,-126 140,-124 L158,-116 L154,-96 Q128,-86 98,-100 Z" fill="${paint}"/>`,
    `<path d="M110,-118 Q126,-124 146,-120" stroke="${light}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `<path d="M62,-92 L100,-96 L96,-80 L70,-78 Z" fill="${dark}"/>`,
    `<path d="M22,-98 L64,-104 L66,-94 L28,-92 Z" fill="${paint}"/>`,
    `<path d="M150,-112 L172,-132 L184,-124 L176,-98 L158,-94 Z" fill="${paint}"/>`,
    `<path d="M166,-132 L178,-154 L186,-150 L180,-126 Z" fill="#5c6a78" opacity="0.85"/>`,
    `<ellipse cx="178" cy="-110" rx="5" ry="9" fill="#eef3f6"/>`,
    // Seat, bars, mirror and the tail light.
    `<path d="M58,-104 Q86,-110 112,-104 L110,-96 Q84,-98 60,-96 Z" fill="#1e2024"/>`,
    `<path d="M150,-138 L164,-142 M164,-142 L160,-152" stroke="#2a2e33" stroke-width="3" stroke-linecap="round"/>`,
    `<rect x="18" y="-100" width="7" height="5" rx="2" fill="#b3141f"/>`,
  ].join('')
}

export function motorcycleSvg(paint: string, angle: ExteriorAngle, area: RenderBox): string {
  const length = 230
  const height = 156
  const squeeze = angle === 'side' ? 1 : 0.8
  const scale = Math.min(area.width / (length * squeeze), area.height / height) * 0.9
  const cx = area.x + area.width / 2
  const groundY = area.y + area.height
  const flip = angle === 'rear34' ? -1 : 1
  const shadow = `<ellipse cx="${cx}" cy="${groundY}" rx="${(length * squeeze * scale) / 2}" ry="14" fill="#0b0f14" opacity="0.32" filter="url(#shadow)"/>`
  return `${shadow}<g transform="translate(${cx} ${groundY}) scale(${(flip * squeeze * scale).toFixed(3)} ${scale.toFixed(3)}) translate(${-length / 2} 0)">${bike(paint)}</g>`
}

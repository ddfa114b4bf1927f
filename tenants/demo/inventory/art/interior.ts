/**
 * Interior photos (flat 2D): a car cabin from the back seat (right-hand drive, as sold here), a work
 * vehicle's plainer cabin, a caravan's living area and a motorcycle cockpit. They do not depend on the
 * paint colour, so each dealer uploads each of them once.
 */
import { shade } from './colour'
import { IMAGE_HEIGHT as H, IMAGE_WIDTH as W } from './render'

export const INTERIORS = ['car-black', 'car-tan', 'work', 'caravan', 'motorcycle'] as const
export type InteriorKind = (typeof INTERIORS)[number]

const doc = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`

/** What is seen through the windscreen: a country road under a blue sky. */
function roadView(): { defs: string; svg: string } {
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2dc"/><stop offset="1" stop-color="#d9e8f2"/></linearGradient>` +
    `<linearGradient id="paddock" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9b36a"/><stop offset="1" stop-color="#8b8a48"/></linearGradient>`
  const svg =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<path d="M0,330 Q200,290 420,318 T820,306 T1200,322 L1200,420 L0,420 Z" fill="#7d9a6a"/>` +
    `<rect y="360" width="${W}" height="${H - 360}" fill="url(#paddock)"/>` +
    `<path d="M560,360 L640,360 L1140,800 L60,800 Z" fill="#5d6065"/>` +
    `<path d="M598,366 L602,366 L612,400 L606,400 Z M614,420 L622,420 L640,470 L628,470 Z" fill="#f1f1ea"/>`
  return { defs, svg }
}

function cabin(trim: string, accent: string, opts: { screen: number; work: boolean }): string {
  const { defs, svg } = roadView()
  const dash = shade(trim, -0.1)
  const seat = opts.work ? '#4a4f56' : shade(accent, 0.1)
  const screenW = opts.screen
  const body = [
    svg,
    // Roof lining, pillars and the dash top frame the windscreen.
    `<path d="M0,0 L1200,0 L1200,120 Q600,60 0,120 Z" fill="${shade(accent, 0.55)}"/>`,
    `<path d="M0,120 L120,110 L40,470 L0,480 Z M1200,120 L1080,110 L1160,470 L1200,480 Z" fill="${shade(trim, 0.08)}"/>`,
    `<path d="M0,470 Q600,380 1200,470 L1200,800 L0,800 Z" fill="${dash}"/>`,
    `<path d="M0,470 Q600,380 1200,470 L1200,500 Q600,414 0,500 Z" fill="${shade(trim, -0.35)}"/>`,
    // Centre stack: screen, vents, controls; then the console.
    `<rect x="${600 - screenW / 2}" y="430" width="${screenW}" height="${Math.round(screenW * 0.55)}" rx="10" fill="#0f1317"/>`,
    `<rect x="${600 - screenW / 2 + 8}" y="438" width="${screenW - 16}" height="${Math.round(screenW * 0.55) - 16}" rx="6" fill="#1f3b56"/>`,
    `<path d="M${600 - screenW / 2 + 24},${438 + screenW * 0.3} L${600 + screenW / 2 - 24},${438 + screenW * 0.18}" stroke="#6fb1e4" stroke-width="5"/>`,
    `<rect x="470" y="${450 + screenW * 0.55}" width="260" height="34" rx="8" fill="${shade(trim, -0.3)}"/>`,
    `<rect x="330" y="520" width="90" height="34" rx="10" fill="${shade(trim, -0.4)}"/><rect x="780" y="520" width="90" height="34" rx="10" fill="${shade(trim, -0.4)}"/>`,
    `<path d="M520,640 L680,640 L720,800 L480,800 Z" fill="${shade(trim, -0.2)}"/>`,
    `<rect x="574" y="660" width="52" height="70" rx="14" fill="#1a1c1f"/>`,
    // The wheel on the right: we drive on the left.
    `<circle cx="880" cy="640" r="150" fill="none" stroke="#15171a" stroke-width="34"/>`,
    `<path d="M730,650 L1030,650 M880,650 L880,790" stroke="#15171a" stroke-width="30"/>`,
    `<circle cx="880" cy="650" r="48" fill="#202327"/>`,
    `<rect x="800" y="470" width="160" height="60" rx="12" fill="#0c0e10"/><circle cx="845" cy="500" r="20" fill="none" stroke="#e0913a" stroke-width="4"/><circle cx="915" cy="500" r="20" fill="none" stroke="#5fb4e8" stroke-width="4"/>`,
    // Front seat backs and headrests in the foreground.
    `<path d="M120,800 L140,600 Q150,560 260,560 Q370,560 380,600 L400,800 Z" fill="${seat}"/>`,
    `<rect x="200" y="480" width="120" height="86" rx="30" fill="${seat}"/>`,
    `<path d="M800,800 L820,600 Q830,560 940,560 Q1050,560 1060,600 L1080,800 Z" fill="${seat}" opacity="0.96"/>`,
    `<rect x="880" y="480" width="120" height="86" rx="30" fill="${seat}"/>`,
    opts.work ? `<circle cx="600" cy="${520 + screenW * 0.55}" r="16" fill="#2a2d31" stroke="#7a8088" stroke-width="3"/>` : '',
  ].join('')
  return doc(defs, body)
}

function caravanInterior(): string {
  const defs = `<linearGradient id="floorboards" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b58a5c"/><stop offset="1" stop-color="#8d6640"/></linearGradient>`
  const body = [
    `<rect width="${W}" height="${H}" fill="#efe9df"/>`,
    `<path d="M0,620 L1200,620 L1200,800 L0,800 Z" fill="url(#floorboards)"/>`,
    // Overhead lockers along the top, a window with blinds, the island bed at the back.
    `<rect x="0" y="0" width="1200" height="150" fill="#d8cbb6"/>`,
    ...[0, 1, 2, 3, 4].map((i) => `<rect x="${20 + i * 236}" y="20" width="216" height="110" rx="8" fill="#cbbb9f" stroke="#b9a88a" stroke-width="3"/>`),
    `<rect x="400" y="200" width="400" height="150" rx="16" fill="#2f3a44"/><path d="M410,${210}${Array.from({ length: 6 }, (_, i) => ` M410,${220 + i * 22} L790,${220 + i * 22}`).join('')}" stroke="#d9d4ca" stroke-width="6"/>`,
    `<rect x="360" y="380" width="480" height="180" rx="20" fill="#e8e2d6"/>`,
    `<rect x="380" y="340" width="200" height="70" rx="24" fill="#f7f4ee"/><rect x="620" y="340" width="200" height="70" rx="24" fill="#f7f4ee"/>`,
    `<path d="M360,470 L840,470 L840,560 L360,560 Z" fill="#5b7f8f"/>`,
    // Kitchen on the left: bench, sink, cooktop. Dinette on the right.
    `<path d="M0,420 L300,440 L300,700 L0,760 Z" fill="#d2c3a8"/>`,
    `<path d="M0,400 L300,424 L300,444 L0,424 Z" fill="#4d4f52"/>`,
    `<ellipse cx="120" cy="418" rx="50" ry="10" fill="#a6adb4"/><circle cx="230" cy="428" r="14" fill="#26282b"/>`,
    `<path d="M900,460 L1200,430 L1200,700 L900,680 Z" fill="#7a4f3a"/>`,
    `<path d="M880,500 L1060,488 L1060,520 L880,532 Z" fill="#f0ebe2"/>`,
    `<rect x="1000" y="200" width="180" height="160" rx="14" fill="#2f3a44"/>`,
  ].join('')
  return doc(defs, body)
}

function cockpit(): string {
  const { defs, svg } = roadView()
  const body = [
    svg,
    `<path d="M360,300 Q600,200 840,300 L800,520 L400,520 Z" fill="#3b4b5a" opacity="0.55"/>`,
    `<path d="M100,520 Q600,430 1100,520" stroke="#1a1c1f" stroke-width="36" fill="none" stroke-linecap="round"/>`,
    `<rect x="70" y="500" width="110" height="56" rx="20" fill="#2a2c30"/><rect x="1020" y="500" width="110" height="56" rx="20" fill="#2a2c30"/>`,
    `<rect x="470" y="470" width="260" height="160" rx="18" fill="#0f1317"/>`,
    `<rect x="482" y="482" width="236" height="136" rx="12" fill="#15283a"/>`,
    `<path d="M520,580 A80,80 0 0 1 680,580" stroke="#e0913a" stroke-width="8" fill="none"/>`,
    `<path d="M280,800 Q600,600 920,800 Z" fill="#25282c"/>`,
    `<path d="M420,800 Q600,700 780,800 Z" fill="#34383d"/>`,
  ].join('')
  return doc(defs, body)
}

export function interiorSvg(kind: InteriorKind): string {
  switch (kind) {
    case 'car-black':
      return cabin('#2b2e33', '#3a3d43', { screen: 300, work: false })
    case 'car-tan':
      return cabin('#2b2e33', '#a57a52', { screen: 300, work: false })
    case 'work':
      return cabin('#4f555c', '#5a6068', { screen: 200, work: true })
    case 'caravan':
      return caravanInterior()
    case 'motorcycle':
      return cockpit()
  }
}

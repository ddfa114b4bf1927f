/**
 * Original SVG scenes for the demo dealers' hero (1920×900) and banner (1600×500) images, one look
 * per dealer: a Gold Coast foreshore at dusk, a Melbourne bayside beach, and red-centre outback.
 * Heroes keep the left third calm, because the Hero block lays its heading over that side.
 * scripts/make-demo-images.ts renders these to tenants/demo/seed/assets/*.webp.
 */
import type { DealerSlug } from '../dealers'
import { caravan, glow, gumTree, hatch, palm, random, ridge, round, stars, suv, svgDocument, ute, verticalGradient } from './shapes'

export type Scene = { file: string; width: number; height: number; svg: string }

const HERO = { width: 1920, height: 900 }
const BANNER = { width: 1600, height: 500 }

/** Harbour City: high-rises across the Broadwater at dusk under a rising moon, palms and a white SUV on the foreshore road. */
function harbourHero(): string {
  const { width, height } = HERO
  const rnd = random(11)
  const towers = Array.from({ length: 26 }, (_, i) => {
    const w = 34 + rnd() * 46
    const x = 760 + i * 44 + rnd() * 10
    const h = 70 + rnd() * (i % 5 === 2 ? 330 : 190)
    return `<rect x="${round(x)}" y="${round(560 - h)}" width="${round(w)}" height="${round(h)}" fill="${i % 3 ? '#1b3a57' : '#234a6b'}"/><rect x="${round(x)}" y="${round(560 - h)}" width="${round(w)}" height="${round(h)}" fill="url(#windows)"/>`
  }).join('')
  // The moon's path on the water: short broken strokes, wider and fainter towards the shore.
  const ripples = Array.from({ length: 28 }, (_, i) => {
    const y = 572 + i * 4.6
    const w = 14 + rnd() * (20 + i * 5)
    return `<rect x="${round(1480 + (rnd() - 0.5) * (30 + i * 7) - w / 2)}" y="${round(y)}" width="${round(w)}" height="2.5" rx="1.2" fill="#fff1cf" opacity="${round(0.75 - i * 0.02)}"/>`
  }).join('')
  const defs =
    verticalGradient('sky', [
      [0, '#0b2742'],
      [0.45, '#1f5f8b'],
      [0.8, '#e9a66b'],
      [1, '#f7c98a'],
    ]) +
    verticalGradient('sea', [
      [0, '#1d5f86'],
      [1, '#0b3350'],
    ]) +
    glow('moon', '#fff1cf') +
    `<pattern id="windows" width="12" height="16" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="5" height="6" fill="#ffd98a" opacity="0.55"/></pattern>`
  const body = `
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="1480" cy="250" r="190" fill="url(#moon)" opacity="0.7"/>
<circle cx="1480" cy="250" r="52" fill="#fff4dc"/>
${ridge(3, width, 470, 530, 570, 160, '#2b5577')}
${towers}
<rect y="560" width="${width}" height="150" fill="url(#sea)"/>
${ripples}
<rect y="700" width="${width}" height="40" fill="#2f6b50"/>
<rect y="736" width="${width}" height="164" fill="#262c33"/>
${Array.from({ length: 20 }, (_, i) => `<rect x="${i * 100}" y="812" width="58" height="5" fill="#f4f1e6"/>`).join('')}
<g transform="translate(180,720)">${palm(300, '#0f2233', 1)}</g>
<g transform="translate(420,722)">${palm(240, '#13283b', -1)}</g>
<g transform="translate(1750,722)">${palm(330, '#0f2233', -1)}</g>
<g transform="translate(980,860) scale(1.15)">${suv({ body: '#eef2f5', glass: '#1a2b3b' })}</g>
<ellipse cx="1245" cy="864" rx="290" ry="10" fill="#000" opacity="0.35"/>`
  return svgDocument(width, height, defs, body)
}

/** Harbour City service banner: a hatch up on a workshop hoist, with tool-board shapes behind. */
function harbourBanner(): string {
  const { width, height } = BANNER
  const defs =
    verticalGradient('wall', [
      [0, '#0a2f4d'],
      [1, '#124a74'],
    ]) + glow('lamp', '#ffe9b0')
  const tools = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = 110 + i * 70
      return i % 2
        ? `<rect x="${x}" y="120" width="16" height="${90 + i * 10}" rx="8" fill="#f2a900" opacity="0.85"/><circle cx="${x + 8}" cy="112" r="20" fill="none" stroke="#f2a900" stroke-width="12" stroke-dasharray="96 30" transform="rotate(-125 ${x + 8} 112)" opacity="0.85"/>`
        : `<rect x="${x}" y="110" width="14" height="${110 + i * 6}" rx="4" fill="#c9d6e2" opacity="0.8"/>`
    })
    .join('')
  const body = `
<rect width="${width}" height="${height}" fill="url(#wall)"/>
<circle cx="1050" cy="40" r="420" fill="url(#lamp)" opacity="0.6"/>
<rect x="80" y="80" width="470" height="230" rx="14" fill="#0d3a5e" stroke="#1e5d8c" stroke-width="4"/>
${tools}
<g transform="translate(1360,150) rotate(25)"><circle r="70" fill="none" stroke="#f2a900" stroke-width="26" stroke-dasharray="28 16"/><circle r="30" fill="#f2a900"/></g>
<rect y="420" width="${width}" height="80" fill="#1b2530"/>
<rect y="416" width="${width}" height="6" fill="#f2a900"/>
<rect x="690" y="240" width="26" height="180" fill="#c9d6e2"/>
<rect x="1150" y="240" width="26" height="180" fill="#c9d6e2"/>
<rect x="640" y="262" width="590" height="16" rx="4" fill="#f2a900"/>
<g transform="translate(740,262)">${hatch({ body: '#d9dee3', glass: '#1a2b3b' })}</g>`
  return svgDocument(width, height, defs, body)
}

/** Bayside Mazda: a pastel morning over the bay, bathing boxes on the sand, a red SUV on the beach road. */
function baysideHero(): string {
  const { width, height } = HERO
  const boxColours = ['#c8323f', '#f3c13a', '#2f7fb5', '#ffffff', '#3c9a6b', '#e7773b', '#2f7fb5', '#c8323f', '#f3c13a']
  const boxes = boxColours
    .map((c, i) => {
      const x = 200 + i * 150
      return `<g transform="translate(${x},610)"><rect width="96" height="92" fill="${c}"/>${
        i % 2 ? `<rect x="0" width="96" height="92" fill="url(#stripes)"/>` : ''
      }<path d="M-8,0 L48,-42 L104,0 Z" fill="#5a4636"/><rect x="34" y="34" width="28" height="58" fill="#5a4636" opacity="0.85"/></g>`
    })
    .join('')
  const posts = Array.from({ length: 24 }, (_, i) => `<rect x="${1180 + i * 30}" y="560" width="6" height="${48 - i}" fill="#6d5a48"/>`).join('')
  const defs =
    verticalGradient('sky', [
      [0, '#9fd0ea'],
      [0.7, '#e6f1f4'],
      [1, '#fde8cf'],
    ]) +
    verticalGradient('sea', [
      [0, '#4aa0c6'],
      [1, '#256f94'],
    ]) +
    glow('sun', '#fff4d6') +
    `<pattern id="stripes" width="24" height="10" patternUnits="userSpaceOnUse"><rect width="12" height="10" fill="#ffffff" opacity="0.55"/></pattern>`
  const body = `
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="1560" cy="250" r="320" fill="url(#sun)"/>
<ellipse cx="500" cy="180" rx="180" ry="26" fill="#ffffff" opacity="0.7"/>
<ellipse cx="620" cy="200" rx="140" ry="20" fill="#ffffff" opacity="0.6"/>
<ellipse cx="1240" cy="130" rx="200" ry="24" fill="#ffffff" opacity="0.55"/>
${ridge(21, width, 505, 540, 560, 240, '#8fb3c4')}
<rect y="540" width="${width}" height="160" fill="url(#sea)"/>
<rect x="1180" y="552" width="720" height="10" fill="#8a7058"/>
${posts}
${Array.from({ length: 10 }, (_, i) => `<rect x="${60 + i * 190}" y="${590 + (i % 3) * 24}" width="${70 + (i % 4) * 20}" height="3" rx="1.5" fill="#ffffff" opacity="0.55"/>`).join('')}
<path d="M0,690 Q480,660 960,680 T1920,675 L1920,780 L0,780 Z" fill="#efdcb4"/>
${boxes}
<rect y="760" width="${width}" height="140" fill="#3b3f45"/>
<rect y="756" width="${width}" height="8" fill="#d8d2c4"/>
${Array.from({ length: 20 }, (_, i) => `<rect x="${i * 100 + 20}" y="830" width="56" height="5" fill="#f4f1e6"/>`).join('')}
<g transform="translate(1180,872) scale(1.1)">${suv({ body: '#9b1b30', glass: '#1d2228', rim: '#c9ced3' })}</g>
<ellipse cx="1433" cy="874" rx="270" ry="9" fill="#000" opacity="0.3"/>`
  return svgDocument(width, height, defs, body)
}

/** Bayside Mazda banner: a coast road winding around a headland with a lighthouse and a red hatch. */
function baysideBanner(): string {
  const { width, height } = BANNER
  const defs =
    verticalGradient('sky', [
      [0, '#f6d6c2'],
      [1, '#fbeee0'],
    ]) +
    verticalGradient('sea', [
      [0, '#3e8fb4'],
      [1, '#1f5d7e'],
    ])
  const body = `
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="360" cy="170" r="70" fill="#fff3e0"/>
<rect y="250" width="${width}" height="250" fill="url(#sea)"/>
<path d="M620,500 L700,250 Q760,200 860,190 L1040,170 Q1200,170 1300,210 L1600,230 L1600,500 Z" fill="#5f7d4f"/>
<path d="M760,500 L820,300 Q860,250 940,240 L1100,230 Q1260,232 1400,260 L1600,270 L1600,500 Z" fill="#4c6a3f"/>
<path d="M860,500 Q1000,400 1180,380 Q1400,360 1600,370 L1600,420 Q1400,410 1200,430 Q1040,450 960,500 Z" fill="#3b3f45"/>
<path d="M900,492 Q1030,418 1190,404 Q1400,388 1600,394" fill="none" stroke="#f4f1e6" stroke-width="4" stroke-dasharray="30 22"/>
<rect x="1118" y="70" width="34" height="130" fill="#ffffff"/>
<rect x="1118" y="110" width="34" height="18" fill="#9b1b30"/>
<rect x="1112" y="56" width="46" height="18" fill="#2c3238"/>
<path d="M1112,56 L1135,32 L1158,56 Z" fill="#9b1b30"/>
<g transform="translate(1240,412) scale(0.42)">${hatch({ body: '#9b1b30', glass: '#1d2228' })}</g>
${Array.from({ length: 8 }, (_, i) => `<rect x="${40 + i * 80}" y="${290 + (i % 3) * 40}" width="${50 + (i % 2) * 30}" height="3" fill="#ffffff" opacity="0.5"/>`).join('')}`
  return svgDocument(width, height, defs, body)
}

/** Outback Used: sunset over red ranges, a windmill, and a ute towing a caravan along a gravel road. */
function outbackHero(): string {
  const { width, height } = HERO
  const rnd = random(37)
  const spinifex = Array.from({ length: 70 }, () => {
    const x = rnd() * width
    const y = 650 + rnd() * 90
    const r = 10 + rnd() * 22
    return `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(r)}" ry="${round(r * 0.45)}" fill="${rnd() > 0.5 ? '#a3923f' : '#8c7a33'}"/>`
  }).join('')
  const defs =
    verticalGradient('sky', [
      [0, '#17386b'],
      [0.45, '#6a5a8c'],
      [0.72, '#f29b4a'],
      [1, '#fbd38a'],
    ]) +
    verticalGradient('earth', [
      [0, '#c4592b'],
      [1, '#8f3616'],
    ]) +
    glow('sun', '#ffb347')
  const body = `
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="1260" cy="560" r="340" fill="url(#sun)"/>
<circle cx="1260" cy="575" r="96" fill="#ffcf70"/>
${ridge(5, width, 500, 560, 640, 300, '#9c4a2c')}
<path d="M1380,640 L1420,520 Q1430,500 1460,500 L1720,498 Q1750,500 1758,520 L1800,640 Z" fill="#7a2e12"/>
<rect y="620" width="${width}" height="280" fill="url(#earth)"/>
${spinifex}
<g transform="translate(300,700)" stroke="#3a1e12" stroke-width="6" fill="none"><path d="M-40,0 L0,-300 L40,0 M-30,-80 L30,-80 M-20,-170 L20,-170"/>
<g transform="translate(0,-310)">${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<path d="M0,0 L${round(Math.cos((a * Math.PI) / 180) * 60)},${round(Math.sin((a * Math.PI) / 180) * 60)}"/>`).join('')}</g>
<path d="M0,-310 L-90,-300 L-90,-320 Z" fill="#3a1e12"/></g>
<rect x="380" y="600" width="90" height="100" fill="#7c8186"/><path d="M376,600 Q425,570 474,600 Z" fill="#7c8186"/>
<path d="M0,770 L${width},760 L${width},850 L0,860 Z" fill="#b8825a"/>
<path d="M0,800 L${width},792" stroke="#d8a77c" stroke-width="3" stroke-dasharray="14 26"/>
<g transform="translate(1500,640)">${gumTree(240, '#3d2a1c', 8)}</g>
<g transform="translate(640,830) scale(1.05)">${caravan({ body: '#f4efe6', glass: '#2b3a46', trim: '#8a3b12' })}</g>
<g transform="translate(1130,830) scale(1.05)">${ute({ body: '#ece7dc', glass: '#22303b' })}</g>
<ellipse cx="1050" cy="834" rx="500" ry="10" fill="#000" opacity="0.3"/>`
  return svgDocument(width, height, defs, body)
}

/** Outback Used banner: a caravan camped under the Milky Way with a lit window and a campfire. */
function outbackBanner(): string {
  const { width, height } = BANNER
  const defs =
    verticalGradient('night', [
      [0, '#070b1f'],
      [0.7, '#23204a'],
      [1, '#3c2a45'],
    ]) +
    glow('fire', '#ff9a3c') +
    `<filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>`
  const body = `
<rect width="${width}" height="${height}" fill="url(#night)"/>
<ellipse cx="800" cy="160" rx="760" ry="60" fill="#b9b3e8" opacity="0.22" transform="rotate(-12 800 160)" filter="url(#blur)"/>
${stars(77, 420, width, 420)}
${ridge(9, width, 360, 400, 420, 200, '#1a1530')}
<rect y="410" width="${width}" height="90" fill="#2a1b1a"/>
<g transform="translate(260,420)">${gumTree(300, '#0f0b14', 3)}</g>
<g transform="translate(820,462) scale(0.9)">${caravan({ body: '#3b3f52', glass: '#ffcf7a', trim: '#1d1f2b' })}</g>
<circle cx="1300" cy="450" r="130" fill="url(#fire)"/>
<path d="M1282,462 Q1290,420 1300,400 Q1312,425 1318,462 Z" fill="#ffb347"/>
<path d="M1292,462 Q1298,438 1302,426 Q1308,440 1310,462 Z" fill="#fff0b3"/>
<path d="M1262,468 L1338,456 M1264,456 L1336,470" stroke="#4a2c1c" stroke-width="8" stroke-linecap="round"/>`
  return svgDocument(width, height, defs, body)
}

/** Every rendered image, by dealer. File names are the ones media.ts uploads. */
export const SCENES: Record<DealerSlug, { hero: Scene; banner: Scene }> = {
  'harbour-city': {
    hero: { file: 'harbour-city-hero.webp', ...HERO, svg: harbourHero() },
    banner: { file: 'harbour-city-banner.webp', ...BANNER, svg: harbourBanner() },
  },
  'bayside-mazda': {
    hero: { file: 'bayside-mazda-hero.webp', ...HERO, svg: baysideHero() },
    banner: { file: 'bayside-mazda-banner.webp', ...BANNER, svg: baysideBanner() },
  },
  'outback-used': {
    hero: { file: 'outback-used-hero.webp', ...HERO, svg: outbackHero() },
    banner: { file: 'outback-used-banner.webp', ...BANNER, svg: outbackBanner() },
  },
}

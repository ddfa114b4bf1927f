/**
 * The vehicle shapes stock photos are drawn from, one per image body. Units are roughly centimetres;
 * each profile runs from the rear bottom, up over the top to the front, and back along the underside.
 */
import { buildCar, underside } from './carBuilder'
import { box, endDecal, nearSide, prism, type Model3D, type Part, type ProfilePoint } from './scene3d'

/** A dual-cab front half (cab and bonnet) shared by the ute and the cab-chassis. */
const UTE_FRONT = { cabBack: 204, belt: 118 }

function hatch(): Model3D {
  const sill = 27
  const wheels = [80, 330]
  return buildCar({
    length: 404, width: 178, height: 148,
    lower: [[10, sill, 8], [0, 44, 10], [4, 92, 10], [262, 97], [350, 88, 30], [394, 76, 16], [404, 58, 10], [400, 29, 8], ...underside(388, 24, sill, wheels, 36)],
    cabin: [[8, 94, 0, 'glass'], [42, 140, 18], [196, 147, 24, 'glass'], [270, 96]],
    cabinInset: 13,
    panes: [[-Infinity, 62], [68, 160], [166, Infinity]],
    wheels: { x: wheels, r: 31 },
    doors: [118, 164, 262], doorTop: 95, doorBottom: 32,
    head: { y: [66, 78], z: [10, 50] },
    tail: { y: [74, 88], z: [6, 40] },
    grille: { y: [40, 60], z: [50, 58] },
  })
}

function sedan(): Model3D {
  const sill = 28
  const wheels = [92, 376]
  return buildCar({
    length: 472, width: 184, height: 144,
    lower: [[10, sill, 8], [0, 50, 12], [6, 90, 14], [64, 97], [320, 97], [416, 86, 40], [462, 72, 16], [472, 54, 10], [467, 30, 8], ...underside(455, 30, sill, wheels, 37)],
    cabin: [[56, 95, 0, 'glass'], [140, 140, 24], [248, 143, 28, 'glass'], [326, 95]],
    cabinInset: 14,
    panes: [[-Infinity, 118], [124, 222], [228, Infinity]],
    wheels: { x: wheels, r: 32 },
    doors: [140, 226, 318], doorTop: 95, doorBottom: 33,
    head: { y: [64, 76], z: [12, 54] },
    tail: { y: [76, 88], z: [6, 46] },
    grille: { y: [38, 60], z: [54, 62] },
  })
}

function suv(): Model3D {
  const sill = 36
  const wheels = [94, 374]
  return buildCar({
    length: 462, width: 188, height: 172,
    lower: [[12, 40, 10], [0, 58, 10], [2, 108, 12], [288, 112], [382, 104, 40], [448, 92, 16], [462, 74, 12], [458, 40, 10], ...underside(446, 22, sill, wheels, 41)],
    cabin: [[6, 110, 0, 'glass'], [18, 164, 14], [278, 170, 26, 'glass'], [352, 111]],
    cabinInset: 13,
    panes: [[-Infinity, 62], [68, 178], [184, Infinity]],
    wheels: { x: wheels, r: 36, spokes: 6 },
    doors: [134, 182, 286], doorTop: 111, doorBottom: 46,
    head: { y: [80, 92], z: [10, 52] },
    tail: { y: [88, 104], z: [6, 42] },
    grille: { y: [52, 82], z: [54, 60] },
    cladding: true,
    extras: [box(52, 236, 166, 171, 24, 30, 'trim'), box(52, 236, 166, 171, 158, 164, 'trim')],
  })
}

function wagon(): Model3D {
  const sill = 28
  const wheels = [92, 382]
  return buildCar({
    length: 482, width: 182, height: 150,
    lower: [[10, sill, 8], [0, 50, 10], [2, 94, 10], [298, 97], [420, 87, 36], [470, 74, 14], [482, 56, 10], [477, 30, 8], ...underside(465, 26, sill, wheels, 37)],
    cabin: [[5, 95, 0, 'glass'], [20, 141, 14], [228, 147, 24, 'glass'], [306, 96]],
    cabinInset: 13,
    panes: [[-Infinity, 64], [70, 192], [198, Infinity]],
    wheels: { x: wheels, r: 32 },
    doors: [130, 196, 296], doorTop: 95, doorBottom: 33,
    head: { y: [64, 76], z: [12, 52] },
    tail: { y: [76, 90], z: [6, 42] },
    grille: { y: [38, 60], z: [52, 60] },
    extras: [box(44, 214, 143.5, 147, 22, 27, 'chrome'), box(44, 214, 143.5, 147, 155, 160, 'chrome')],
  })
}

function coupe(): Model3D {
  const sill = 26
  const wheels = [92, 362]
  return buildCar({
    length: 452, width: 184, height: 130,
    lower: [[10, sill, 8], [0, 46, 10], [4, 84, 14], [90, 89], [302, 90], [402, 80, 44], [444, 66, 14], [452, 50, 10], [448, 28, 8], ...underside(440, 28, sill, wheels, 37)],
    cabin: [[34, 87, 0, 'glass'], [150, 128, 40], [232, 131, 30, 'glass'], [308, 89]],
    cabinInset: 16,
    panes: [[-Infinity, 150], [156, Infinity]],
    wheels: { x: wheels, r: 33, spokes: 10 },
    doors: [156, 300], doorTop: 88, doorBottom: 31,
    head: { y: [58, 68], z: [12, 54] },
    tail: { y: [70, 82], z: [6, 56] },
    grille: { y: [34, 56], z: [50, 58] },
    extras: [box(3, 24, 84, 87.5, 20, 164, 'trim')],
  })
}

function convertible(): Model3D {
  const sill = 25
  const wheels = [78, 306]
  const W = 173
  const seat = (z0: number, z1: number): Part => prism([[150, 80], [148, 112, 8], [164, 118, 6], [172, 82]], z0, z1, 'seat')
  return buildCar({
    length: 392, width: W, height: 124,
    lower: [[8, sill, 8], [0, 44, 10], [4, 78, 14], [100, 84], [252, 86], [342, 78, 40], [385, 64, 14], [392, 48, 10], [388, 27, 8], ...underside(382, 22, sill, wheels, 35)],
    // Top down: the only glass above the beltline is the windscreen, drawn as a thin frame.
    cabin: [[220, 85, 0, 'glass'], [196, 120, 3], [203, 121, 3, 'glass'], [232, 86]],
    cabinInset: 14,
    panes: [],
    wheels: { x: wheels, r: 30, spokes: 5 },
    doors: [148, 250], doorTop: 84, doorBottom: 30,
    head: { y: [56, 66], z: [10, 48] },
    tail: { y: [62, 74], z: [6, 42] },
    grille: { y: [30, 50], z: [54, 62] },
    extras: [
      seat(26, 76),
      seat(W - 76, W - 26),
      box(112, 236, 84, 86.5, 20, W - 20, 'cockpit'),
      box(130, 137, 86, 110, 40, 60, 'trim'),
      box(130, 137, 86, 110, W - 60, W - 40, 'trim'),
    ],
  })
}

function ute(cabChassis = false): Model3D {
  const { cabBack, belt } = UTE_FRONT
  const sill = 42
  const wheels = [108, 424]
  const front: ProfilePoint[] = [[cabBack, belt], [356, belt], [454, 110, 40], [518, 98, 16], [532, 80, 12], [528, 46, 10]]
  const lower: ProfilePoint[] = cabChassis
    ? [[cabBack - 4, 46, 6], ...front, ...underside(516, cabBack - 4, sill, [424], 43)]
    : [[6, 48, 8], [0, 60, 4], [0, 112, 2, 'tonneau'], [cabBack - 6, 112], ...front, ...underside(516, 16, sill, wheels, 43)]
  const W = 188
  const tray: Part[] = cabChassis
    ? [
        box(20, cabBack - 4, 44, 58, 40, 58, 'trim'),
        box(20, cabBack - 4, 44, 58, W - 58, W - 40, 'trim'),
        box(0, cabBack - 2, 62, 70, -6, W + 6, 'alloy'),
        box(0, cabBack - 2, 70, 94, -6, -2, 'alloy'),
        box(0, cabBack - 2, 70, 94, W + 2, W + 6, 'alloy'),
        box(0, 4, 70, 94, -6, W + 6, 'alloy'),
        box(cabBack - 10, cabBack - 4, 70, 168, -6, W + 6, 'alloyDark'),
      ]
    : [box(-14, 0, 44, 54, W / 2 - 6, W / 2 + 6, 'trim')]
  return buildCar({
    length: 532, width: W, height: 182,
    lower,
    cabin: [[cabBack, 117, 4], [cabBack, 176, 10], [346, 180, 24, 'glass'], [412, 118]],
    cabinInset: 11,
    panes: [[-Infinity, 296], [302, Infinity]],
    wheels: { x: wheels, r: 38, spokes: 6, width: 26 },
    doors: [cabBack + 2, 300, 404], doorTop: belt, doorBottom: 52,
    head: { y: [88, 100], z: [8, 50] },
    tail: cabChassis ? { y: [58, 68], z: [2, 20] } : { y: [80, 104], z: [2, 18] },
    grille: { y: [56, 92], z: [50, 56] },
    cladding: true,
    extras: tray,
    cabinRear: [{ pts: [[40, 134], [W - 40, 134], [W - 44, 166], [44, 166]], fill: 'glass' }],
    sideLines: cabChassis ? [] : [[[6, 108], [cabBack - 8, 108]]],
  })
}

function van(): Model3D {
  const sill = 34
  const wheels = [98, 418]
  const W = 194
  return buildCar({
    length: 522, width: W, height: 200,
    lower: [[8, sill, 8], [0, 52, 8], [0, 112, 6], [362, 114], [432, 104, 30], [508, 92, 14], [522, 72, 12], [518, 36, 8], ...underside(506, 22, sill, wheels, 38)],
    cabin: [[0, 112, 0], [2, 196, 14], [352, 199, 26, 'glass'], [454, 114]],
    cabinInset: 6,
    panes: [[346, Infinity]],
    wheels: { x: wheels, r: 33, spokes: 6 },
    doors: [160, 346, 446], doorTop: 190, doorBottom: 40,
    head: { y: [82, 96], z: [10, 48] },
    tail: { y: [70, 120], z: [2, 14] },
    grille: { y: [52, 80], z: [50, 56] },
    cabinRear: [
      { pts: [[16, 140], [W / 2 - 4, 140], [W / 2 - 4, 184], [16, 184]], fill: 'glass' },
      { pts: [[W / 2 + 4, 140], [W - 16, 140], [W - 16, 184], [W / 2 + 4, 184]], fill: 'glass' },
    ],
    sideLines: [[[150, 150], [330, 150]]],
  })
}

function peopleMover(): Model3D {
  const sill = 32
  const wheels = [100, 408]
  return buildCar({
    length: 516, width: 198, height: 178,
    lower: [[10, sill, 8], [0, 52, 10], [2, 100, 10], [324, 104], [420, 95, 40], [502, 82, 16], [516, 62, 10], [511, 32, 8], ...underside(496, 26, sill, wheels, 39)],
    cabin: [[4, 101, 0, 'glass'], [14, 170, 14], [298, 176, 30, 'glass'], [374, 102]],
    cabinInset: 12,
    panes: [[-Infinity, 74], [80, 214], [220, Infinity]],
    wheels: { x: wheels, r: 34, spokes: 6 },
    doors: [120, 218, 322], doorTop: 102, doorBottom: 38,
    head: { y: [70, 84], z: [10, 54] },
    tail: { y: [80, 98], z: [4, 44] },
    grille: { y: [40, 68], z: [56, 62] },
    sideLines: [[[40, 118], [120, 118]]],
    extras: [box(40, 270, 172, 176, 24, 30, 'trim'), box(40, 270, 172, 176, 168, 174, 'trim')],
  })
}

function truck(): Model3D {
  const W = 204
  const cab = 452
  const cabProfile: ProfilePoint[] = [[cab, 44, 6], [cab, 240, 12], [622, 246, 20, 'glass'], [636, 172, 8], [638, 92, 6], [636, 46, 8], ...underside(624, cab + 1, 44, [566], 48)]
  const lowerCab = prism(cabProfile, 0, W, 'paint')
  lowerCab.decals.push(
    nearSide(0, [[560, 150], [626, 150], [620, 234], [560, 234]], 'glass'),
    nearSide(0, [[556, 60], [556, 236]], 'shut', { closed: false, width: 1.4 }),
    nearSide(0, [[628, 96], [636, 96], [636, 110], [628, 110]], 'headlight'),
    endDecal(cabProfile, 'front', [[14, 94], [50, 94], [50, 112], [14, 112]], 'headlight'),
    endDecal(cabProfile, 'front', [[W - 50, 94], [W - 14, 94], [W - 14, 112], [W - 50, 112]], 'headlight'),
    endDecal(cabProfile, 'front', [[60, 120], [W - 60, 120], [W - 60, 160], [60, 160]], 'grille'),
    endDecal(cabProfile, 'front', [[0, 46], [W, 46], [W, 80], [0, 80]], 'trim'),
    endDecal(cabProfile, 'front', [[W / 2 - 18, 56], [W / 2 + 18, 56], [W / 2 + 18, 68], [W / 2 - 18, 68]], 'plate'),
  )
  const tray: Part[] = [
    box(30, cab - 4, 46, 64, 44, 64, 'trim'),
    box(30, cab - 4, 46, 64, W - 64, W - 44, 'trim'),
    box(0, cab - 6, 72, 82, -8, W + 8, 'alloy'),
    box(0, cab - 6, 82, 118, -8, -3, 'alloy'),
    box(0, cab - 6, 82, 118, W + 3, W + 8, 'alloy'),
    box(0, 5, 82, 118, -8, W + 8, 'alloy'),
    box(cab - 14, cab - 6, 82, 250, -8, W + 8, 'alloyDark'),
  ]
  return {
    length: 640, width: W, height: 250,
    parts: [lowerCab, ...tray],
    wheels: [
      { x: 566, r: 42, z: 12, width: 24, spokes: 8 },
      { x: 566, r: 42, z: W - 12, width: 24 },
      { x: 140, r: 42, z: 6, width: 44, spokes: 8 },
      { x: 140, r: 42, z: W - 6, width: 44 },
    ],
  }
}

function caravan(): Model3D {
  const W = 236
  const sill = 52
  const wheels = [270, 348]
  const profile: ProfilePoint[] = [[0, sill, 6], [0, 294, 16], [470, 298, 40], [566, 278, 36], [592, 200, 20], [594, 66, 10], [586, sill, 6], ...underside(560, 10, sill, wheels, 39)]
  const body = prism(profile, 0, W, 'van')
  const light = (z0: number, z1: number): Array<readonly [number, number]> => [[z0, 70], [z1, 70], [z1, 84], [z0, 84]]
  body.decals.push(
    endDecal(profile, 'front', [[44, 214], [W - 44, 214], [W - 52, 252], [52, 252]], 'glass'),
    endDecal(profile, 'front', [[0, 60], [W, 60], [W, 120], [0, 120]], 'checker'),
    endDecal(profile, 'rear', [[60, 200], [W - 60, 200], [W - 60, 246], [60, 246]], 'glass'),
    endDecal(profile, 'rear', light(6, 40), 'taillight'),
    endDecal(profile, 'rear', light(W - 40, W - 6), 'taillight'),
    endDecal(profile, 'rear', [[0, 96], [W, 96], [W, 124], [0, 124]], 'paint'),
  )
  const win = (x0: number, x1: number, y0: number, y1: number) => nearSide(0, [[x0, y0], [x1, y0], [x1, y1], [x0, y1]], 'glass')
  body.decals.push(
    nearSide(0, [[0, sill], [594, sill], [594, 90], [0, 90]], 'checker'),
    nearSide(0, [[0, 96], [594, 96], [594, 114], [360, 124], [0, 124]], 'paint'),
    nearSide(0, [[0, 270], [470, 274], [540, 264], [560, 258], [0, 260]], 'paint'),
    win(40, 150, 170, 236),
    win(380, 520, 176, 236),
    nearSide(0, [[190, 100], [250, 100], [250, 250], [190, 250]], 'door'),
    win(202, 238, 190, 236),
  )
  const drawbar: Part[] = [
    box(594, 700, 40, 54, W / 2 - 50, W / 2 + 50, 'trim'),
    box(600, 640, 54, 120, W / 2 - 40, W / 2 + 40, 'van'),
    box(672, 684, 0, 54, W / 2 - 4, W / 2 + 4, 'trim'),
  ]
  const awning = box(40, 470, 256, 268, -10, 0, 'awning')
  return {
    length: 700, width: W, height: 300,
    parts: [body, ...drawbar, awning],
    wheels: wheels.flatMap((x) => [
      { x, r: 34, z: 20, width: 22, spokes: 6 },
      { x, r: 34, z: W - 20, width: 22 },
    ]),
  }
}

export const BODY_MODELS = {
  hatch,
  sedan,
  suv,
  wagon,
  coupe,
  convertible,
  ute: () => ute(false),
  cabChassis: () => ute(true),
  van,
  peopleMover,
  truck,
  caravan,
} satisfies Record<string, () => Model3D>

export type ModelledBody = keyof typeof BODY_MODELS

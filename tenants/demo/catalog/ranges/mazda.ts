/** Mazda's Australian range (Bayside Mazda's franchise), with the NEW and COMING SOON models flagged. */
import type { PaintName } from '../../inventory/art/colour'
import { model, P, V } from '../modelTypes'

// Soul Red Crystal is Mazda's signature: far more red Mazdas than the national average.
const MAZDA: PaintName[] = ['Red', 'White', 'Grey', 'Black', 'Silver', 'Blue']

export const MAZDA_RANGE = [
  model({
    make: 'Mazda', name: '2', slug: 'mazda2', body: 'hatch', image: 'hatch', config: '5 Door Hatchback', seats: 5, doors: 5,
    years: [2014, null], series: 'DJ', dims: [4080, 1695, 1495], towing: 900, ancap: null, retention: 0.86, colours: MAZDA,
    description: 'A light, nimble city hatch that is easy to park and cheap to run.',
    powertrains: { g15: P('ULP', 1.5, 4, 82, 144, 'A6', 'FWD', 5.3, 44) },
    variants: [V('G15 Pure', 26990, 'g15', 0), V('G15 Evolve', 28990, 'g15', 1), V('G15 GT', 31490, 'g15', 2)],
  }),
  model({
    make: 'Mazda', name: '3', slug: 'mazda3', body: 'hatch', image: 'hatch', config: '5 Door Hatchback', seats: 5, doors: 5,
    years: [2014, null], series: 'BP', dims: [4460, 1795, 1435], towing: 1200, ancap: 5, retention: 0.87, colours: MAZDA,
    description: 'A premium small car with a beautifully finished cabin, as a hatch or sedan.',
    powertrains: { g20: P('ULP', 2.0, 4, 114, 200, 'A6', 'FWD', 6.2, 51), g25: P('ULP', 2.5, 4, 139, 252, 'A6', 'FWD', 6.6, 51) },
    variants: [
      V('G20 Pure', 33990, 'g20', 0),
      V('G20 Evolve', 36490, 'g20', 1),
      V('G25 GT', 40990, 'g25', 2),
      V('G25 Astina', 44990, 'g25', 3),
      V('G20 Evolve Sedan', 36990, 'g20', 1, { body: 'sedan', config: '4 Door Sedan', image: 'sedan', doors: 4 }),
    ],
  }),
  model({
    make: 'Mazda', name: 'CX-3', slug: 'cx-3', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 5,
    years: [2015, null], series: 'DK', dims: [4275, 1765, 1535], towing: 1200, ancap: null, retention: 0.86, colours: MAZDA,
    description: 'A compact SUV with a high seat and a small footprint for the city.',
    powertrains: { g20: P('ULP', 2.0, 4, 110, 195, 'A6', 'FWD', 6.3, 48), g20a: P('ULP', 2.0, 4, 110, 195, 'A6', 'AWD', 6.7, 48) },
    variants: [V('G20 Pure', 30990, 'g20', 0), V('G20 Evolve', 32990, 'g20', 1), V('G20 Touring', 35490, 'g20', 2), V('G20 Akari', 38990, 'g20a', 3)],
  }),
  model({
    make: 'Mazda', name: 'CX-30', slug: 'cx-30', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 5,
    years: [2020, null], series: 'DM', dims: [4395, 1795, 1540], towing: 1200, ancap: 5, retention: 0.87, colours: MAZDA,
    description: 'The Mazda3 as a small SUV: same cabin quality, a little more height.',
    powertrains: { g20: P('ULP', 2.0, 4, 114, 200, 'A6', 'FWD', 6.4, 51), g25: P('ULP', 2.5, 4, 139, 252, 'A6', 'AWD', 6.9, 51) },
    variants: [V('G20 Pure', 35490, 'g20', 0), V('G20 Evolve', 37990, 'g20', 1), V('G25 GT', 41990, 'g25', 2), V('G25 Astina', 48490, 'g25', 3)],
  }),
  model({
    make: 'Mazda', name: 'CX-5', slug: 'cx-5', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 5,
    years: [2014, null], series: 'KF', dims: [4575, 1845, 1680], towing: 1800, ancap: 5, retention: 0.88, colours: MAZDA,
    description: "The mid-size SUV that has been Mazda's best seller here for a decade.",
    powertrains: {
      g20: P('ULP', 2.0, 4, 115, 199, 'A6', 'FWD', 7.0, 56),
      g25: P('ULP', 2.5, 4, 140, 252, 'A6', 'AWD', 7.4, 58),
      g25t: P('ULP', 2.5, 4, 170, 420, 'A6', 'AWD', 8.2, 58, true),
    },
    variants: [V('G20 Maxx', 37990, 'g20', 0), V('G25 Maxx Sport', 44990, 'g25', 1), V('G25 GT SP', 52490, 'g25', 2), V('G35 Akera', 58990, 'g25t', 3)],
  }),
  model({
    make: 'Mazda', name: 'CX-60', slug: 'cx-60', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 5,
    years: [2022, null], series: 'KH', dims: [4740, 1890, 1680], towing: 2500, ancap: 5, retention: 0.82, colours: MAZDA,
    description: 'A rear-drive-based premium SUV with an inline six or a plug-in hybrid.',
    powertrains: {
      g40e: P('ULP', 3.3, 6, 209, 450, 'A8', 'AWD', 7.4, 58, true),
      d50e: P('D', 3.3, 6, 187, 550, 'A8', 'AWD', 4.9, 58),
      p50e: P('PHEV', 2.5, 4, 241, 500, 'A8', 'AWD', 2.1, 50),
    },
    variants: [V('G40e Evolve', 61990, 'g40e', 1), V('D50e GT', 72990, 'd50e', 2), V('P50e Azami', 82990, 'p50e', 3)],
  }),
  model({
    make: 'Mazda', name: 'CX-80', slug: 'cx-80', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 7, doors: 5,
    years: [2025, null], dims: [4995, 1890, 1710], towing: 2500, ancap: 5, retention: 0.82, colours: MAZDA, status: 'new',
    description: 'The new seven-seat flagship: the CX-60\'s engines in a longer body with a proper third row.',
    powertrains: {
      g40e: P('ULP', 3.3, 6, 209, 450, 'A8', 'AWD', 7.9, 58, true),
      d50e: P('D', 3.3, 6, 187, 550, 'A8', 'AWD', 5.4, 58),
      p50e: P('PHEV', 2.5, 4, 241, 500, 'A8', 'AWD', 1.9, 50),
    },
    variants: [V('G40e Touring', 74990, 'g40e', 1), V('D50e GT', 84990, 'd50e', 2), V('P50e Azami', 94990, 'p50e', 3)],
  }),
  model({
    make: 'Mazda', name: 'CX-90', slug: 'cx-90', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 8, doors: 5,
    years: [2023, null], dims: [5120, 1994, 1745], towing: 2500, ancap: 5, retention: 0.82, colours: MAZDA,
    description: 'A wide, eight-seat SUV with inline-six power for big families.',
    powertrains: { g50e: P('ULP', 3.3, 6, 254, 500, 'A8', 'AWD', 8.2, 74, true), d50e: P('D', 3.3, 6, 187, 550, 'A8', 'AWD', 5.6, 74) },
    variants: [V('G50e Touring', 79990, 'g50e', 1), V('D50e GT', 89990, 'd50e', 2), V('G50e Azami', 99990, 'g50e', 3)],
  }),
  model({
    make: 'Mazda', name: 'CX-9', slug: 'cx-9', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 7, doors: 5,
    years: [2016, 2023], series: 'TC', dims: [5075, 1969, 1747], towing: 2000, ancap: 5, retention: 0.85, colours: MAZDA,
    description: 'The seven-seater the CX-90 replaced, and a favourite trade-in.',
    powertrains: { g25t: P('ULP', 2.5, 4, 170, 420, 'A6', 'AWD', 9.0, 74, true) },
    variants: [V('Touring', 55990, 'g25t', 1), V('GT', 62990, 'g25t', 2), V('Azami', 68990, 'g25t', 3)],
  }),
  model({
    make: 'Mazda', name: '6', slug: 'mazda6', body: 'sedan', image: 'sedan', config: '4 Door Sedan', seats: 5, doors: 4,
    years: [2013, 2024], series: 'GL', dims: [4870, 1840, 1450], towing: 1600, ancap: 5, retention: 0.84, colours: MAZDA,
    description: 'An elegant mid-size sedan and wagon, retired here in 2024.',
    powertrains: { g25: P('ULP', 2.5, 4, 140, 252, 'A6', 'FWD', 7.0, 62) },
    variants: [V('Sport', 38990, 'g25', 0), V('GT SP', 46990, 'g25', 2), V('Atenza Wagon', 51990, 'g25', 3, { body: 'wagon', config: '5 Door Wagon', image: 'wagon', doors: 5 })],
  }),
  model({
    make: 'Mazda', name: 'BT-50', slug: 'bt-50', body: 'ute', image: 'ute', config: 'Dual Cab Pick-up', seats: 5, doors: 4,
    years: [2012, null], series: 'TF', dims: [5280, 1870, 1790], gvm: 3100, towing: 3500, ancap: 5, retention: 0.9,
    colours: ['White', 'Grey', 'Silver', 'Black', 'Red', 'Blue'],
    description: 'A one-tonne ute with a smooth 3.0-litre diesel and 3.5 tonnes of towing.',
    powertrains: { d19: P('D', 1.9, 4, 110, 350, 'A6', 'RWD', 7.4, 76), d30: P('D', 3.0, 4, 140, 450, 'A6', '4WD', 8.0, 76) },
    variants: [
      V('XS', 40990, 'd19', 0, { body: 'cabChassis', config: 'Single Cab Chassis', image: 'cabChassis', seats: 3, doors: 2 }),
      V('XT', 57990, 'd30', 1),
      V('GT', 64990, 'd30', 2),
      V('SP', 69990, 'd30', 3),
      V('Thunder', 75990, 'd30', 3),
    ],
  }),
  model({
    make: 'Mazda', name: 'MX-5', slug: 'mx-5', body: 'convertible', image: 'convertible', config: '2 Door Roadster', seats: 2, doors: 2,
    years: [2015, null], series: 'ND', dims: [3915, 1735, 1235], towing: 0, ancap: null, retention: 0.92,
    colours: ['Red', 'White', 'Blue', 'Grey', 'Black'], bodies: ['softtop', 'hardtop'],
    description: "The world's favourite roadster: two seats, a folding roof and pure driving fun.",
    powertrains: { m6: P('PULP', 2.0, 4, 135, 205, 'M6', 'RWD', 6.9, 45), a6: P('PULP', 2.0, 4, 135, 205, 'A6', 'RWD', 7.0, 45) },
    variants: [V('Roadster', 47990, 'm6', 1), V('Roadster GT', 52990, 'a6', 2), V('RF GT', 56990, 'a6', 3, { body: 'hardtop', config: '2 Door Retractable Hardtop' })],
  }),
  model({
    make: 'Mazda', name: 'MX-30', slug: 'mx-30', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 4,
    years: [2021, 2024], dims: [4395, 1795, 1555], towing: 0, ancap: 5, retention: 0.75, colours: MAZDA, bodies: ['ev'],
    description: "Mazda's first electric car, with rear-hinged doors and cork trim.",
    powertrains: { e35: P('EV', null, null, 107, 271, 'E', 'FWD', null, null) },
    variants: [V('E35 Astina', 67990, 'e35', 3)],
  }),
  model({
    make: 'Mazda', name: '6e', slug: '6e', body: 'sedan', image: 'sedan', config: '5 Door Liftback', seats: 5, doors: 5,
    years: [2025, null], dims: [4921, 1890, 1485], towing: 1500, ancap: 5, retention: 0.8, colours: MAZDA, status: 'new', bodies: ['ev'],
    description: 'An all-new electric liftback with up to 552 km of range and a calm, roomy cabin.',
    powertrains: { e: P('EV', null, null, 190, 320, 'E', 'RWD', null, null) },
    variants: [V('GT', 51990, 'e', 2), V('Atenza', 56990, 'e', 3)],
  }),
  model({
    make: 'Mazda', name: 'CX-6e', slug: 'cx-6e', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 5,
    years: [2026, null], dims: [4850, 1935, 1620], towing: 1500, ancap: null, retention: 0.8, colours: MAZDA, status: 'coming_soon', bodies: ['ev'],
    description: 'An electric mid-size SUV arriving soon: register your interest to be first in line.',
    powertrains: { e: P('EV', null, null, 190, 320, 'E', 'RWD', null, null) },
    variants: [V('GT', 59990, 'e', 2), V('Azami', 64990, 'e', 3)],
  }),
]

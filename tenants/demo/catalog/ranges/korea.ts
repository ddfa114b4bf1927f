/** Hyundai and Kia (both sold new by Harbour City), plus KGM's SsangYong utes. */
import { COLOURS, model, P, V } from '../modelTypes'

export const HYUNDAI = [
  model({
    make: 'Hyundai', name: 'i30', body: 'hatch', image: 'hatch', config: '5 Door Hatchback', seats: 5, doors: 5,
    years: [2012, null], series: 'PD', dims: [4340, 1795, 1455], towing: 1300, ancap: 5, retention: 0.85, colours: COLOURS.family,
    description: 'A well-equipped small car with a long warranty, as a hatch or a hybrid sedan.',
    powertrains: { p20: P('ULP', 2.0, 4, 120, 203, 'A6', 'FWD', 7.1, 50), h16: P('HEV', 1.6, 4, 104, 265, 'DCT6', 'FWD', 3.9, 42) },
    variants: [
      V('Active', 31990, 'p20', 0),
      V('Elite', 36990, 'p20', 2),
      V('N Line', 38990, 'p20', 2),
      V('Sedan Hybrid', 37990, 'h16', 1, { body: 'sedan', config: '4 Door Sedan', image: 'sedan', doors: 4 }),
    ],
  }),
  model({
    make: 'Hyundai', name: 'Venue', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 5,
    years: [2019, null], dims: [4040, 1770, 1592], towing: 800, ancap: null, retention: 0.84, colours: COLOURS.family,
    description: 'A small, easy SUV that suits first-car buyers and downsizers.',
    powertrains: { p16: P('ULP', 1.6, 4, 90, 151, 'A6', 'FWD', 7.0, 45) },
    variants: [V('Venue', 27990, 'p16', 0), V('Elite', 32990, 'p16', 2)],
  }),
  model({
    make: 'Hyundai', name: 'Kona', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 5,
    years: [2017, null], series: 'SX2', dims: [4355, 1825, 1590], towing: 1300, ancap: 5, retention: 0.84, colours: COLOURS.suv,
    description: 'A small SUV with petrol, hybrid and electric choices.',
    powertrains: {
      p20: P('ULP', 2.0, 4, 110, 180, 'CVT', 'FWD', 6.6, 47),
      h16: P('HEV', 1.6, 4, 104, 265, 'DCT6', 'FWD', 3.9, 38),
      ev: P('EV', null, null, 160, 255, 'E', 'FWD', null, null),
    },
    variants: [V('Kona', 35990, 'p20', 0), V('Hybrid Premium', 48490, 'h16', 2), V('Electric Extended Range', 58990, 'ev', 2, { image: 'suv' })],
  }),
  model({
    make: 'Hyundai', name: 'Tucson', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 5,
    years: [2015, null], series: 'NX4', dims: [4640, 1865, 1665], towing: 1900, ancap: 5, retention: 0.86, colours: COLOURS.suv,
    description: "Hyundai's best-selling SUV, now with a 1.6-litre turbo hybrid.",
    powertrains: {
      p20: P('ULP', 2.0, 4, 115, 192, 'A6', 'FWD', 8.1, 54),
      h16: P('HEV', 1.6, 4, 172, 367, 'A6', 'AWD', 5.7, 52, true),
      d20: P('D', 2.0, 4, 137, 416, 'A8', 'AWD', 6.3, 54),
    },
    variants: [V('Tucson', 40490, 'p20', 0), V('Elite', 47990, 'd20', 2), V('Elite Hybrid', 55990, 'h16', 2), V('Highlander Hybrid', 60490, 'h16', 3)],
  }),
  model({
    make: 'Hyundai', name: 'Santa Fe', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 7, doors: 5,
    years: [2012, null], series: 'MX5', dims: [4830, 1900, 1780], towing: 2000, ancap: 5, retention: 0.85, colours: COLOURS.suv,
    description: 'A boxy, seven-seat family SUV with a hybrid and a huge boot.',
    powertrains: { p25t: P('ULP', 2.5, 4, 206, 422, 'DCT8', 'AWD', 9.0, 67, true), h16: P('HEV', 1.6, 4, 172, 367, 'A6', 'AWD', 5.6, 67, true) },
    variants: [V('Santa Fe', 58990, 'p25t', 1), V('Elite Hybrid', 67990, 'h16', 2), V('Calligraphy Hybrid', 80990, 'h16', 3)],
  }),
  model({
    make: 'Hyundai', name: 'Palisade', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 8, doors: 5,
    years: [2021, null], dims: [4995, 1975, 1750], towing: 2200, ancap: null, retention: 0.85, colours: COLOURS.suv,
    description: 'An eight-seat flagship with a refined diesel and limousine-like second row.',
    powertrains: { d22: P('D', 2.2, 4, 147, 440, 'A8', 'AWD', 7.3, 71) },
    variants: [V('Elite', 72990, 'd22', 2), V('Highlander', 81990, 'd22', 3)],
  }),
  model({
    make: 'Hyundai', name: 'IONIQ 5', slug: 'ioniq-5', body: 'suv', image: 'hatch', config: '5 Door Hatchback', seats: 5, doors: 5,
    years: [2021, null], dims: [4655, 1890, 1605], towing: 1600, ancap: 5, retention: 0.78, colours: ['Grey', 'White', 'Black', 'Silver', 'Green'], bodies: ['ev'],
    description: 'A retro-styled electric crossover with 800-volt fast charging and vehicle-to-load.',
    powertrains: { rwd: P('EV', null, null, 168, 350, 'E', 'RWD', null, null), awd: P('EV', null, null, 239, 605, 'E', 'AWD', null, null) },
    variants: [V('Dynamiq', 66990, 'rwd', 1), V('Techniq', 74990, 'awd', 2), V('Epiq', 82990, 'awd', 3)],
  }),
  model({
    make: 'Hyundai', name: 'Staria', body: 'peopleMover', image: 'peopleMover', config: '4 Door Wagon', seats: 8, doors: 4,
    years: [2021, null], dims: [5253, 1997, 1990], towing: 2500, ancap: null, retention: 0.86, colours: ['White', 'Black', 'Grey', 'Silver'],
    description: 'A futuristic eight-seat people mover, also built as a load van.',
    powertrains: { d22: P('D', 2.2, 4, 130, 430, 'A8', 'AWD', 8.2, 75) },
    variants: [V('Load Van', 49990, 'd22', 0, { body: 'van', config: 'Van', image: 'van', seats: 3 }), V('Elite', 72990, 'd22', 2), V('Highlander', 80990, 'd22', 3)],
  }),
]

export const KIA = [
  model({
    make: 'Kia', name: 'Picanto', body: 'hatch', image: 'hatch', config: '5 Door Hatchback', seats: 5, doors: 5,
    years: [2012, null], dims: [3595, 1595, 1485], towing: 0, ancap: null, retention: 0.85, colours: ['White', 'Red', 'Blue', 'Silver', 'Yellow', 'Black'],
    description: 'A tiny, cheap-to-run city car with a seven-year warranty.',
    powertrains: { p12: P('ULP', 1.2, 4, 62, 122, 'A4', 'FWD', 5.8, 35) },
    variants: [V('S', 19990, 'p12', 0), V('GT-Line', 22490, 'p12', 2)],
  }),
  model({
    make: 'Kia', name: 'Cerato', body: 'hatch', image: 'hatch', config: '5 Door Hatchback', seats: 5, doors: 5,
    years: [2013, 2024], series: 'BD', dims: [4510, 1800, 1440], towing: 1100, ancap: 5, retention: 0.84, colours: COLOURS.family,
    description: 'A roomy small car with a big boot, replaced by the K4 in 2025.',
    powertrains: { p20: P('ULP', 2.0, 4, 112, 192, 'A6', 'FWD', 7.4, 50), t16: P('ULP', 1.6, 4, 150, 265, 'DCT7', 'FWD', 6.8, 50, true) },
    variants: [V('S', 29990, 'p20', 0), V('Sport', 32990, 'p20', 1), V('GT', 41990, 't16', 3), V('Sport Sedan', 32990, 'p20', 1, { body: 'sedan', config: '4 Door Sedan', image: 'sedan', doors: 4 })],
  }),
  model({
    make: 'Kia', name: 'K4', body: 'sedan', image: 'sedan', config: '4 Door Sedan', seats: 5, doors: 4,
    years: [2025, null], dims: [4710, 1850, 1420], towing: 1100, ancap: null, retention: 0.85, colours: COLOURS.family,
    description: 'The Cerato\'s successor, with a bigger cabin and a twin-screen dashboard.',
    powertrains: { p20: P('ULP', 2.0, 4, 110, 179, 'CVT', 'FWD', 6.8, 47), t16: P('ULP', 1.6, 4, 141, 265, 'A8', 'FWD', 6.6, 47, true) },
    variants: [V('S', 31990, 'p20', 0), V('Sport', 34990, 'p20', 1), V('GT-Line', 42990, 't16', 3), V('Sport Hatch', 35990, 'p20', 1, { body: 'hatch', config: '5 Door Hatchback', image: 'hatch', doors: 5 })],
  }),
  model({
    make: 'Kia', name: 'Seltos', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 5,
    years: [2019, null], dims: [4385, 1800, 1615], towing: 1300, ancap: 5, retention: 0.85, colours: COLOURS.suv,
    description: 'A practical small SUV with a grown-up cabin and optional AWD turbo.',
    powertrains: { p20: P('ULP', 2.0, 4, 110, 180, 'CVT', 'FWD', 6.8, 50), t16: P('ULP', 1.6, 4, 146, 265, 'DCT8', 'AWD', 7.1, 50, true) },
    variants: [V('S', 33990, 'p20', 0), V('Sport+', 38990, 'p20', 1), V('GT-Line', 46990, 't16', 3)],
  }),
  model({
    make: 'Kia', name: 'Sportage', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 5,
    years: [2012, null], series: 'NQ5', dims: [4660, 1865, 1665], towing: 1900, ancap: 5, retention: 0.86, colours: COLOURS.suv,
    description: "Kia's most popular car: a stylish mid-size SUV with petrol, diesel or hybrid.",
    powertrains: {
      p20: P('ULP', 2.0, 4, 115, 192, 'A6', 'FWD', 8.1, 54),
      d20: P('D', 2.0, 4, 137, 416, 'A8', 'AWD', 6.3, 54),
      h16: P('HEV', 1.6, 4, 169, 350, 'A6', 'FWD', 5.0, 52, true),
    },
    variants: [V('S', 39990, 'p20', 0), V('SX', 43490, 'p20', 1), V('SX+ Diesel', 52990, 'd20', 2), V('GT-Line Hybrid', 57990, 'h16', 3)],
  }),
  model({
    make: 'Kia', name: 'Sorento', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 7, doors: 5,
    years: [2015, null], series: 'MQ4', dims: [4815, 1900, 1700], towing: 2000, ancap: 5, retention: 0.85, colours: COLOURS.suv,
    description: 'A seven-seat SUV with a choice of petrol, diesel, hybrid or plug-in hybrid.',
    powertrains: {
      p25: P('ULP', 2.5, 4, 132, 246, 'A8', 'FWD', 9.0, 67),
      d22: P('D', 2.2, 4, 148, 440, 'DCT8', 'AWD', 6.1, 67),
      phev: P('PHEV', 1.6, 4, 195, 350, 'A6', 'AWD', 1.6, 47, true),
    },
    variants: [V('S', 53990, 'p25', 0), V('Sport+ Diesel', 62990, 'd22', 2), V('GT-Line Diesel', 71990, 'd22', 3), V('GT-Line PHEV', 82990, 'phev', 3)],
  }),
  model({
    make: 'Kia', name: 'Carnival', body: 'peopleMover', image: 'peopleMover', config: '5 Door Wagon', seats: 8, doors: 5,
    years: [2015, null], series: 'KA4', dims: [5155, 1995, 1775], towing: 2000, ancap: 5, retention: 0.88, colours: ['White', 'Grey', 'Black', 'Silver', 'Blue'],
    description: "Australia's favourite people mover: eight seats, sliding doors and a diesel or hybrid.",
    powertrains: { d22: P('D', 2.2, 4, 148, 440, 'A8', 'FWD', 6.5, 72), h16: P('HEV', 1.6, 4, 180, 367, 'A6', 'FWD', 6.0, 72, true) },
    variants: [V('S', 55990, 'd22', 0), V('Sport+', 64990, 'd22', 2), V('GT-Line Hybrid', 79990, 'h16', 3)],
  }),
  model({
    make: 'Kia', name: 'EV6', body: 'suv', image: 'hatch', config: '5 Door Hatchback', seats: 5, doors: 5,
    years: [2022, null], dims: [4695, 1890, 1550], towing: 1600, ancap: 5, retention: 0.78, colours: ['Grey', 'White', 'Black', 'Blue', 'Yellow'], bodies: ['ev'],
    description: 'A sleek electric crossover with 800-volt charging and sports-car pace in GT form.',
    powertrains: { rwd: P('EV', null, null, 168, 350, 'E', 'RWD', null, null), awd: P('EV', null, null, 239, 605, 'E', 'AWD', null, null) },
    variants: [V('Air', 72990, 'rwd', 1), V('GT-Line AWD', 86990, 'awd', 3)],
  }),
  model({
    make: 'Kia', name: 'EV5', body: 'suv', image: 'suv', config: '5 Door Wagon', seats: 5, doors: 5,
    years: [2025, null], dims: [4615, 1875, 1715], towing: 1600, ancap: 5, retention: 0.78, colours: ['White', 'Grey', 'Green', 'Black'], bodies: ['ev'],
    description: 'A family-sized electric SUV with a flat floor and a big boot.',
    powertrains: { fwd: P('EV', null, null, 160, 310, 'E', 'FWD', null, null), awd: P('EV', null, null, 225, 480, 'E', 'AWD', null, null) },
    variants: [V('Air', 59990, 'fwd', 1), V('GT-Line', 77990, 'awd', 3)],
  }),
  model({
    make: 'Kia', name: 'Tasman', body: 'ute', image: 'ute', config: 'Dual Cab Pick-up', seats: 5, doors: 4,
    years: [2025, null], dims: [5410, 1930, 1870], gvm: 3250, towing: 3500, ancap: null, retention: 0.9, colours: COLOURS.ute,
    description: "Kia's first one-tonne ute, developed with Australian roads and towing in mind.",
    powertrains: { d22: P('D', 2.2, 4, 154, 441, 'A8', '4WD', 8.0, 80) },
    variants: [
      V('S Cab Chassis', 48990, 'd22', 0, { body: 'cabChassis', config: 'Dual Cab Chassis', image: 'cabChassis' }),
      V('SX', 57990, 'd22', 1),
      V('SX+', 65990, 'd22', 2),
      V('X-Line', 72990, 'd22', 3),
      V('X-Pro', 76990, 'd22', 3),
    ],
  }),
]

export const KGM = [
  model({
    make: 'SsangYong', name: 'Musso', manufacturer: 'ssangyong', body: 'ute', image: 'ute', config: 'Dual Cab Pick-up', seats: 5, doors: 4,
    years: [2018, null], dims: [5405, 1950, 1855], gvm: 3210, towing: 3500, ancap: null, retention: 0.84, colours: COLOURS.ute,
    description: 'A good-value dual-cab ute with a long-wheelbase XLV version.',
    powertrains: { d22: P('D', 2.2, 4, 148, 441, 'A6', '4WD', 8.8, 75) },
    variants: [V('ELX', 42990, 'd22', 1), V('Ultimate', 49990, 'd22', 3)],
  }),
]

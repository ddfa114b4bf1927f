/**
 * Caravans, motorcycles and light trucks: the used specialist (Outback) carries all three. Caravans
 * have no engine, so their grades name a layout instead and their powertrain map is empty.
 */
import { COLOURS, model, P, V, type CaravanSpec, type CatalogModel } from '../modelTypes'

type VanInput = {
  make: string
  name: string
  slug?: string
  years: readonly [number, number | null]
  /** Layouts: badge, new price, length in feet, berths. */
  layouts: Array<readonly [string, number, number, number]>
  offRoad: boolean
  description: string
}

function caravan({ make, name, slug, years, layouts, offRoad, description }: VanInput) {
  const [, , lengthFt, sleeps] = layouts[0]!
  const spec = (ft: number, berths: number): CaravanSpec => ({
    lengthFt: ft,
    width: offRoad ? 2490 : 2450,
    // Roughly 110 kg a foot, more for off-road chassis and their water and battery capacity.
    tare: Math.round(ft * (offRoad ? 128 : 112) / 10) * 10,
    atm: Math.round(ft * (offRoad ? 158 : 140) / 10) * 10,
    axle: ft >= 17 ? 'Tandem' : 'Single',
    sleeps: berths,
    offRoad,
  })
  return model({
    make, name, slug, itemType: 'caravan', body: null, image: 'caravan', config: offRoad ? 'Off-Road Caravan' : 'Touring Caravan',
    seats: 0, doors: 1, years, dims: [Math.round(lengthFt * 304.8 + 1700), 2450, 3000], towing: 0, ancap: null,
    retention: offRoad ? 0.93 : 0.91, colours: COLOURS.caravan, description, powertrains: {},
    variants: layouts.map(([badge, price, ft, berths]) => V(badge, price, '', ft >= 21 ? 3 : ft >= 19 ? 2 : 1, { caravan: spec(ft, berths) })),
    caravan: spec(lengthFt, sleeps),
  })
}

/** A caravan layout's specifications (length, berths and weights differ by layout). */
export function caravanSpecFor(model: CatalogModel, badge: string): CaravanSpec | undefined {
  return model.variants.find((v) => v.badge === badge)?.caravan ?? model.caravan
}

export const CARAVANS = [
  caravan({ make: 'Jayco', name: 'Journey', years: [2008, null], offRoad: false, layouts: [['19ft Touring', 72990, 19, 2], ['21ft Family Bunk', 79990, 21, 4]], description: "Jayco's best-selling touring van: full ensuite, queen bed and easy towing weights." }),
  caravan({ make: 'Jayco', name: 'Silverline', years: [2014, null], offRoad: false, layouts: [['21ft Outback', 99990, 21, 2], ['23ft Outback', 109990, 23, 2]], description: 'A luxury tourer with a hot-dipped galvanised chassis and lithium power.' }),
  caravan({ make: 'Jayco', name: 'Starcraft', years: [2008, null], offRoad: false, layouts: [['17ft Pop-top', 52990, 17, 2], ['19ft Touring', 58990, 19, 2]], description: 'A light, affordable van for couples starting out.' }),
  caravan({ make: 'Jayco', name: 'Crosstrak', years: [2018, null], offRoad: true, layouts: [['15ft Off-Road', 59990, 15, 2]], description: 'A compact off-road van that fits down fire trails.' }),
  caravan({ make: 'Crusader', name: 'Excalibur', years: [2012, null], offRoad: false, layouts: [['21ft Touring', 94990, 21, 2], ['22ft Family Bunk', 99990, 22, 5]], description: 'A premium tourer with a big lounge and residential-style kitchen.' }),
  caravan({ make: 'Crusader', name: 'Manhattan', years: [2014, null], offRoad: false, layouts: [['23ft Touring', 109990, 23, 2]], description: 'A long, luxurious van for couples who tour for months at a time.' }),
  caravan({ make: 'Lotus Caravans', name: 'Trooper', years: [2012, null], offRoad: true, layouts: [['19.6ft Off-Road', 129990, 19.6, 2], ['21.6ft Off-Road', 139990, 21.6, 2]], description: 'A serious off-road van built for the Gibb River Road and the Cape.' }),
  caravan({ make: 'Lotus Caravans', name: 'Freelander', years: [2014, null], offRoad: true, layouts: [['21ft Off-Road', 119990, 21, 2]], description: 'A family off-roader with bunks and big water capacity.' }),
  caravan({ make: 'Avan', name: 'Aspire', years: [2010, null], offRoad: false, layouts: [['17ft Pop-top', 57990, 17, 2]], description: 'A low-profile pop-top that tows easily behind a mid-size SUV.' }),
  caravan({ make: 'Coromal', name: 'Element', years: [2012, null], offRoad: false, layouts: [['19ft Touring', 67990, 19, 2], ['21ft Family Bunk', 73990, 21, 5]], description: 'A dependable touring van with a long dealer history.' }),
  caravan({ make: 'Windsor', name: 'Genesis', years: [2012, null], offRoad: false, layouts: [['18ft Touring', 62990, 18, 2]], description: 'A light, value-priced tourer from one of the oldest names in vans.' }),
  caravan({ make: 'New Age', name: 'Manta Ray', years: [2012, null], offRoad: true, layouts: [['19ft Off-Road', 82990, 19, 2], ['21ft Family Bunk', 89990, 21, 5]], description: 'A semi-off-road van with independent suspension and solar.' }),
  caravan({ make: 'New Age', name: 'Big Red', years: [2012, null], offRoad: true, layouts: [['21ft Off-Road', 104990, 21, 2]], description: 'A heavy-duty off-road van built for long trips away from power.' }),
  caravan({ make: 'Supreme', name: 'Spirit', years: [2008, 2022], offRoad: false, layouts: [['20ft Touring', 69990, 20, 2]], description: 'A solid tourer with a timber-free frame, now found used.' }),
  caravan({ make: 'Roadstar', name: 'Voyager', years: [2012, null], offRoad: true, layouts: [['21ft Off-Road', 94990, 21, 2]], description: 'A Victorian-built off-road van with a reputation for reliability.' }),
  caravan({ make: 'Snowy River', name: 'SRC-19', slug: 'src-19', years: [2014, null], offRoad: true, layouts: [['19ft Off-Road', 74990, 19, 2]], description: 'A good-value off-road van with a galvanised chassis.' }),
  caravan({ make: 'Zone RV', name: 'Z-4', slug: 'z-4', years: [2018, null], offRoad: true, layouts: [['19ft Off-Road', 114990, 19, 2]], description: 'A composite-bodied off-road van that shrugs off corrugations and water.' }),
]

export const MOTORCYCLES = [
  model({
    make: 'Yamaha', name: 'Tenere 700', slug: 'tenere-700', itemType: 'motorcycle', body: null, image: 'motorcycle', config: 'Adventure', seats: 2, doors: 0,
    years: [2020, null], dims: [2370, 915, 1455], towing: 0, ancap: null, retention: 0.9, colours: ['Blue', 'Black', 'White', 'Grey'],
    description: 'A light, simple adventure bike that goes anywhere.',
    powertrains: { cp2: P('PULP', 0.689, 2, 54, 68, 'M6', 'RWD', 4.3, 16) },
    variants: [V('Tenere 700', 21499, 'cp2', 1), V('World Raid', 25999, 'cp2', 3)],
  }),
  model({
    make: 'Kawasaki', name: 'KLR650', slug: 'klr650', itemType: 'motorcycle', body: null, image: 'motorcycle', config: 'Adventure', seats: 2, doors: 0,
    years: [2012, null], dims: [2305, 960, 1390], towing: 0, ancap: null, retention: 0.88, colours: ['Green', 'Black', 'Grey'],
    description: 'A bulletproof single-cylinder dual-sport, a farm and outback favourite.',
    powertrains: { s1: P('ULP', 0.652, 1, 30, 52, 'M5', 'RWD', 4.9, 23) },
    variants: [V('KLR650', 11999, 's1', 1), V('Adventure', 13499, 's1', 2)],
  }),
  model({
    make: 'Honda', name: 'CRF300L', slug: 'crf300l', manufacturer: 'honda-motorcycles', itemType: 'motorcycle', body: null, image: 'motorcycle', config: 'Trail', seats: 2, doors: 0,
    years: [2021, null], dims: [2230, 820, 1200], towing: 0, ancap: null, retention: 0.88, colours: ['Red', 'White', 'Black'],
    description: 'A road-registrable trail bike, light enough for beginners.',
    powertrains: { s1: P('ULP', 0.286, 1, 20, 26, 'M6', 'RWD', 3.3, 8) },
    variants: [V('CRF300L', 9999, 's1', 0), V('Rally', 11499, 's1', 2)],
  }),
  model({
    make: 'Honda', name: 'Africa Twin', slug: 'africa-twin', manufacturer: 'honda-motorcycles', itemType: 'motorcycle', body: null, image: 'motorcycle', config: 'Adventure', seats: 2, doors: 0,
    years: [2016, null], dims: [2330, 960, 1395], towing: 0, ancap: null, retention: 0.86, colours: ['Red', 'Black', 'White'],
    description: 'A big-bore adventure tourer, with an automatic DCT gearbox option.',
    powertrains: { m6: P('PULP', 1.084, 2, 75, 112, 'M6', 'RWD', 5.0, 18), dct: P('PULP', 1.084, 2, 75, 112, 'DCT6', 'RWD', 5.0, 18) },
    variants: [V('CRF1100L', 22999, 'm6', 1), V('Adventure Sports DCT', 28999, 'dct', 3)],
  }),
  model({
    make: 'Suzuki', name: 'DR650SE', slug: 'dr650se', manufacturer: 'suzuki-motorcycles', itemType: 'motorcycle', body: null, image: 'motorcycle', config: 'Trail', seats: 2, doors: 0,
    years: [2012, null], dims: [2255, 865, 1195], towing: 0, ancap: null, retention: 0.9, colours: ['White', 'Black', 'Blue'],
    description: 'An air-cooled dual-sport that has barely changed because it does not need to.',
    powertrains: { s1: P('ULP', 0.644, 1, 34, 53, 'M5', 'RWD', 4.8, 13) },
    variants: [V('DR650SE', 10990, 's1', 1)],
  }),
  model({
    make: 'KTM', name: '890 Adventure', slug: '890-adventure', itemType: 'motorcycle', body: null, image: 'motorcycle', config: 'Adventure', seats: 2, doors: 0,
    years: [2021, null], dims: [2280, 900, 1460], towing: 0, ancap: null, retention: 0.84, colours: ['Orange', 'Black', 'White'],
    description: 'A rally-bred twin with electronics to tame it in the dirt.',
    powertrains: { p2: P('PULP', 0.889, 2, 77, 100, 'M6', 'RWD', 4.5, 20) },
    variants: [V('890 Adventure', 22990, 'p2', 2), V('890 Adventure R', 26990, 'p2', 3)],
  }),
  model({
    make: 'BMW', name: 'R 1300 GS', slug: 'r-1300-gs', manufacturer: 'bmw-motorrad', itemType: 'motorcycle', body: null, image: 'motorcycle', config: 'Adventure', seats: 2, doors: 0,
    years: [2019, null], dims: [2212, 1000, 1448], towing: 0, ancap: null, retention: 0.82, colours: ['White', 'Blue', 'Black', 'Grey'],
    description: 'The benchmark big adventure bike, now in its 1300 boxer form.',
    powertrains: { b2: P('PULP', 1.3, 2, 107, 149, 'M6', 'RWD', 4.8, 19) },
    variants: [V('R 1300 GS', 32990, 'b2', 2), V('R 1300 GS Trophy', 38990, 'b2', 3)],
  }),
  model({
    make: 'Harley-Davidson', name: 'Road Glide', slug: 'road-glide', itemType: 'motorcycle', body: null, image: 'motorcycle', config: 'Touring', seats: 2, doors: 0,
    years: [2014, null], dims: [2430, 960, 1380], towing: 0, ancap: null, retention: 0.82, colours: ['Black', 'Red', 'Grey', 'Blue'],
    description: 'A big V-twin tourer with the famous shark-nose fairing.',
    powertrains: { v2: P('PULP', 1.923, 2, 78, 176, 'M6', 'RWD', 5.6, 22) },
    variants: [V('Road Glide', 52995, 'v2', 3)],
  }),
]

export const TRUCKS = [
  model({
    make: 'Isuzu', name: 'N Series', slug: 'n-series', manufacturer: 'isuzu-trucks', itemType: 'truck', body: 'lightTruck', image: 'truck', config: 'Cab Chassis Tray', seats: 3, doors: 2,
    years: [2012, null], dims: [6100, 2000, 2300], gvm: 7500, towing: 3500, ancap: null, retention: 0.88, colours: ['White'],
    description: "Australia's best-selling light truck for 30-plus years, here with an alloy tray.",
    powertrains: { d52: P('D', 5.2, 4, 140, 513, 'A6', 'RWD', 14.0, 140) },
    variants: [V('NPR 75-190 Tradepack', 94990, 'd52', 1), V('NLR 45-150 AMT', 79990, 'd52', 0)],
  }),
  model({
    make: 'Hino', name: '300 Series', slug: '300-series', itemType: 'truck', body: 'lightTruck', image: 'truck', config: 'Cab Chassis Tray', seats: 3, doors: 2,
    years: [2012, null], dims: [6150, 1995, 2250], gvm: 7500, towing: 3500, ancap: null, retention: 0.86, colours: ['White', 'Silver'],
    description: 'A tough light truck with an auto and a car-licence option.',
    powertrains: { d40: P('D', 4.0, 4, 121, 464, 'A6', 'RWD', 13.0, 100) },
    variants: [V('616 Auto', 84990, 'd40', 0), V('917 Wide Cab', 97990, 'd40', 2)],
  }),
  model({
    make: 'Fuso', name: 'Canter', itemType: 'truck', body: 'lightTruck', image: 'truck', config: 'Cab Chassis Tray', seats: 3, doors: 2,
    years: [2012, null], dims: [6050, 1995, 2200], gvm: 6000, towing: 3500, ancap: null, retention: 0.84, colours: ['White'],
    description: 'A light truck with a Duonic dual-clutch auto and tight turning circle.',
    powertrains: { d30: P('D', 3.0, 4, 110, 370, 'DCT6', 'RWD', 12.0, 100) },
    variants: [V('515 Wide', 79990, 'd30', 0), V('615 Wide', 84990, 'd30', 1)],
  }),
]

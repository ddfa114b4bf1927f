/** Option lists shared by the vehicle and model collections, the generator and the search facets. */

/** Body-type whitelist. */
export const BODY_TYPES = [
  '4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome',
  'lightTruck', 'peopleMover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon',
] as const

/** Display labels for the body types a shopper filters by. */
export const BODY_LABELS: Record<string, string> = {
  '4x4': '4x4', bus: 'Bus', cabChassis: 'Cab Chassis', convertible: 'Convertible', coupe: 'Coupe', ev: 'EV',
  hardtop: 'Hardtop', hatch: 'Hatch', hatchback: 'Hatchback', motorhome: 'Motorhome', lightTruck: 'Light Truck',
  peopleMover: 'People Mover', prestige: 'Prestige', sedan: 'Sedan', softtop: 'Soft Top', suv: 'SUV', ute: 'Ute',
  van: 'Van', wagon: 'Wagon', stationWagon: 'Station Wagon',
}

export const CAR_TYPES = [
  { label: 'New', value: 'new' },
  { label: 'Used', value: 'used' },
  { label: 'Demo', value: 'demo' },
] as const

export const STATUSES = [
  { label: 'In stock', value: 'in_stock' },
  { label: 'Coming soon', value: 'coming_soon' },
  { label: 'In transit', value: 'in_transit' },
  { label: 'On hold', value: 'on_hold' },
  { label: 'Sold', value: 'sold' },
] as const

export const SIMPLE_FUELS = ['Petrol', 'Diesel', 'Electric', 'Hybrid', 'PHEV', 'LPG'] as const
export const SIMPLE_TRANSMISSIONS = ['Automatic', 'Manual'] as const
export const SIMPLE_DRIVES = ['FWD', 'RWD', 'AWD', '4WD'] as const
export const ITEM_TYPES = [
  { label: 'Car', value: 'car' },
  { label: 'Caravan', value: 'caravan' },
  { label: 'Motorcycle', value: 'motorcycle' },
  { label: 'Truck', value: 'truck' },
] as const
export const PRICE_TYPES = ['Drive Away', 'Excl. Government Charges', 'Plus ORC'] as const

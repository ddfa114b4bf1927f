/**
 * Standard equipment lists: a base that every grade gets, plus more with each tier, plus items that
 * belong to the body (utes get a tub liner) or the powertrain (EVs get vehicle-to-load).
 */
import type { CatalogModel, Powertrain, Tier, Variant } from '../catalog/modelTypes'

const BY_TIER: Record<Tier, string[]> = {
  0: ['Reversing Camera', 'Apple CarPlay', 'Android Auto', 'Bluetooth Connectivity', 'Autonomous Emergency Braking', 'Lane Keep Assist', 'Cruise Control', 'Power Windows', 'Air Conditioning', 'Tyre Pressure Monitoring'],
  1: ['Alloy Wheels', 'Rear Parking Sensors', 'Adaptive Cruise Control', 'Blind Spot Monitor', 'Rear Cross Traffic Alert', 'Keyless Entry', 'Push Button Start', 'Auto Headlights', 'Rain-Sensing Wipers', 'Digital Radio (DAB+)'],
  2: ['Dual-Zone Climate Control', 'Satellite Navigation', 'LED Headlights', 'Front Parking Sensors', 'Wireless Phone Charger', 'Leather-Accented Seats', 'Power Driver Seat', 'Privacy Glass'],
  3: ['Heated Front Seats', 'Ventilated Front Seats', '360-Degree Camera', 'Head-Up Display', 'Premium Sound System', 'Sunroof', 'Power Tailgate', 'Heated Steering Wheel', 'Memory Driver Seat'],
}

const BY_BODY: Partial<Record<string, string[]>> = {
  ute: ['Tow Bar', 'Tub Liner', 'Side Steps', 'Trailer Sway Control', 'Hill Descent Control'],
  cabChassis: ['Alloy Tray', 'Tow Bar', 'Headboard with Ladder Rack', 'Vinyl Floor'],
  van: ['Cargo Barrier', 'Sliding Side Door', 'Rubber Floor', 'Load Tie-Down Points'],
  peopleMover: ['Power Sliding Doors', 'Third-Row Seating', 'Rear Air Vents'],
  suv: ['Roof Rails', 'Hill Start Assist'],
  convertible: ['Folding Roof', 'Limited-Slip Differential'],
  coupe: ['Limited-Slip Differential', 'Sports Seats'],
  lightTruck: ['Alloy Tray', 'Exhaust Brake', 'Driver Airbag'],
}

const EV = ['Vehicle-to-Load (V2L)', 'DC Fast Charging', 'Heat Pump', 'Regenerative Braking', 'One-Pedal Driving']
const HYBRID = ['Regenerative Braking', 'EV Mode', 'Idle Stop-Start']
const PHEV = ['Type 2 AC Charging', 'EV Mode', 'Regenerative Braking']
const FOUR_BY_FOUR = ['Low-Range Transfer Case', 'Rear Differential Lock', 'Downhill Assist Control']

const MOTORCYCLE: Record<Tier, string[]> = {
  0: ['ABS', 'LED Headlight', 'Digital Instrument Cluster'],
  1: ['Traction Control', 'Riding Modes', 'Bash Plate'],
  2: ['Cruise Control', 'Quickshifter', 'TFT Display', 'Hand Guards'],
  3: ['Heated Grips', 'Electronic Suspension', 'Cornering ABS', 'Keyless Ignition'],
}

const CARAVAN_BASE = ['Queen Bed', '3-Way Fridge', 'Gas Cooktop', 'Microwave', 'Roll-Out Awning', 'Electric Brakes', 'Water Tanks 2 x 95 L', 'External Shower', '12V Lighting']
const CARAVAN_EXTRA = ['Ensuite (Shower and Toilet)', 'Reverse-Cycle Air Conditioner', 'Washing Machine', 'Solar Panels 2 x 200 W', 'Lithium Battery 200 Ah', 'Diesel Heater', 'External BBQ', 'Gas/Electric Hot Water', 'Smart TV', 'Grey Water Tank']
const OFF_ROAD = ['Off-Road Independent Suspension', 'Hot-Dipped Galvanised Chassis', 'Checkerplate Stone Guard', 'Off-Road Hitch', 'Jerry Can Holders', 'Recovery Points']

function upToTier(tier: Tier, lists: Record<Tier, string[]>): string[] {
  return ([0, 1, 2, 3] as const).filter((t) => t <= tier).flatMap((t) => lists[t])
}

export function standardEquipment(model: CatalogModel, variant: Variant, powertrain: Powertrain | undefined): string[] {
  if (model.itemType === 'caravan') {
    const extra = CARAVAN_EXTRA.slice(0, 3 + variant.tier * 2)
    return [...CARAVAN_BASE, ...extra, ...(model.caravan?.offRoad ? OFF_ROAD : [])]
  }
  if (model.itemType === 'motorcycle') return upToTier(variant.tier, MOTORCYCLE)
  const body = variant.body ?? model.body ?? ''
  const list = [...upToTier(variant.tier, BY_TIER), ...(BY_BODY[body] ?? [])]
  if (powertrain?.fuel === 'Electric') list.push(...EV)
  if (powertrain?.fuel === 'Hybrid') list.push(...HYBRID)
  if (powertrain?.fuel === 'Plug-in Hybrid') list.push(...PHEV)
  if (powertrain?.drive === '4WD') list.push(...FOUR_BY_FOUR)
  return [...new Set(list)]
}

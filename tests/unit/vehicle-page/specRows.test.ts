import { describe, expect, it } from 'vitest'

import type { Vehicle } from '@/payload-types'
import {
  caravanRows,
  engineText,
  featuredRows,
  keyInformationRows,
  rowsToggleLabel,
  specificationRows,
  specText,
  summaryRows,
  visibleRows,
  type SpecRow,
} from '@/domain/vehicle-page'

const NOW = Date.UTC(2025, 6, 15, 2, 0, 0) // 15 July 2025, 12:00 in Brisbane

const car = {
  id: 1,
  location: 1,
  status: 'in_stock',
  year: 2021,
  make: 'Ford',
  model: 'Ranger',
  car_type: 'used',
  item_type: 'car',
  updatedAt: '',
  createdAt: '',
  km: 12345,
  compliance_date: '2021-03-14T14:00:00.000Z', // 15 March 2021 in Brisbane
  build_date: '2021-01-31T14:00:00.000Z', // 1 February 2021 in Brisbane
  engine_size: 1996,
  engine_size_litres: 2,
  fuel: 'Diesel',
  simple_fuel: 'Diesel',
  trans: '10 Speed Automatic',
  simple_transmission: 'Automatic',
  seats: 5,
  regplate: 'ABC123',
  rego_expiry: '2026-08-04T14:00:00.000Z', // 5 August 2026 in Brisbane
  stocknum: 'U1234',
  vin: 'MNAUMFF50MW123456',
  colour: 'Arctic White',
  simple_body: 'ute',
  bodyconfiguration: 'Double Cab Pick Up',
  drive: '4x4',
  simple_drive: '4WD',
  gearnum: 10,
  variant: {
    cylinders: 4,
    induction: 'Turbo Diesel',
    torque: 500,
    ancaprating: 5,
    geartype: null,
    fuelconsumptioncombined: 7.6,
    fuelcapacity: 80,
    grossvehiclemass: 3280,
    towingcapacitybraked: 3500,
    vehiclelength: 5370,
    vehicleheight: 1884,
    vehiclewidth: 1918,
  },
} satisfies Vehicle

const pairs = (rows: SpecRow[]) => rows.map((r) => [r.label, r.value])

describe('specText', () => {
  it('missing, empty, blank and the string null are no value', () => {
    for (const v of [null, undefined, '', '   ', 'null', 'NULL', ' Null ', Number.NaN, {}, true]) expect(specText(v)).toBeNull()
  })
  it('keeps real values, zero included', () => {
    expect(specText(' White ')).toBe('White')
    expect(specText(0)).toBe('0')
    expect(specText('nullarbor')).toBe('nullarbor')
  })
})

describe('keyInformationRows', () => {
  it('km, transmission and body with units', () => {
    expect(pairs(keyInformationRows(car, { bodyLabels: { ute: 'Ute' } }))).toEqual([
      ['Kilometres', '12,345 kms'],
      ['Transmission', '10 Speed Automatic'],
      ['Body', 'Ute'],
    ])
  })
  it('without labels the body shows as stored; missing values drop', () => {
    expect(pairs(keyInformationRows({ simple_body: 'cabChassis', km: null, trans: 'null' }))).toEqual([['Body', 'cabChassis']])
  })
})

describe('featuredRows', () => {
  it('the spec order and units', () => {
    expect(pairs(featuredRows(car, { now: NOW }))).toEqual([
      ['Kilometres', '12,345 kms'],
      ['Compliance Date', '03/2021'],
      ['Build Date', '02/2021'],
      ['Engine', '4 cyl 2L'],
      ['Fuel Type', 'Diesel'],
      ['Transmission', '10 Speed Automatic'],
      ['Induction', 'Turbo Diesel'],
      ['Seats', '5'],
      ['Registration', 'ABC123'],
      ['Rego Expiry', '05/08/2026'],
      ['Stock no', 'U1234'],
      ['VIN', 'MNAUMFF50MW123456'],
      ['Exterior Colour', 'Arctic White'],
    ])
  })
  it('a bare year reads as a year', () => {
    const rows = featuredRows({ compliance_date: '2019', build_date: 2018 as unknown as string })
    expect(pairs(rows)).toEqual([
      ['Compliance Year', '2019'],
      ['Build Year', '2018'],
    ])
  })
  it('drops missing, empty and null values', () => {
    const rows = featuredRows({ ...car, vin: 'null', stocknum: '  ', regplate: null, colour: undefined, seats: null }, { now: NOW })
    const labels = rows.map((r) => r.label)
    for (const gone of ['VIN', 'Stock no', 'Registration', 'Exterior Colour', 'Seats']) expect(labels).not.toContain(gone)
    expect(labels).toContain('Kilometres')
  })
  it('a past rego shows Unregistered only when the site says so; without now the row is dropped', () => {
    const past = { ...car, rego_expiry: '2024-01-01T00:00:00.000Z' }
    expect(featuredRows(past, { now: NOW, showUnregisteredText: true }).find((r) => r.key === 'rego_expiry')?.value).toBe('Unregistered')
    expect(featuredRows(past, { now: NOW }).find((r) => r.key === 'rego_expiry')).toBeUndefined()
    expect(featuredRows(car).find((r) => r.key === 'rego_expiry')).toBeUndefined()
  })
  it('0 km is a value (a new car)', () => {
    expect(featuredRows({ km: 0 })).toEqual([{ key: 'km', label: 'Kilometres', value: '0 kms' }])
  })
})

describe('engineText', () => {
  it('cylinders with litres, else cc', () => {
    expect(engineText({ engine_size_litres: 2.5, variant: { cylinders: 4 } })).toBe('4 cyl 2.5L')
    expect(engineText({ engine_size: 2993, variant: { cylinders: 6 } })).toBe('6 cyl 2993cc')
    expect(engineText({ engine_size_litres: 1.5 })).toBe('1.5L')
    expect(engineText({ variant: { cylinders: 4 } })).toBe('4 cyl')
    expect(engineText({})).toBeNull()
  })
})

describe('specificationRows', () => {
  it('the spec order with units', () => {
    expect(pairs(specificationRows(car))).toEqual([
      ['Engine power', '1,996 cc'],
      ['Fuel consumption', '7.6 L/100km'],
      ['Fuel tank capacity', '80 L'],
      ['Weight', '3,280 kg'],
      ['Length', '5,370 mm'],
      ['Height', '1,884 mm'],
      ['Width', '1,918 mm'],
      ['Towing Capacity', '3,500 kg'],
    ])
  })
  it('drops what is missing; a car with no variant has only its engine power', () => {
    expect(pairs(specificationRows({ engine_size: 1598 }))).toEqual([['Engine power', '1,598 cc']])
    expect(specificationRows({})).toEqual([])
  })
})

describe('summaryRows', () => {
  it('the spec order with units and labels', () => {
    expect(pairs(summaryRows(car, { bodyLabels: { ute: 'Ute' } }))).toEqual([
      ['Body type', 'Ute'],
      ['Body configuration', 'Double Cab Pick Up'],
      ['Drive type', '4x4'],
      ['Exterior color', 'Arctic White'],
      ['Torque', '500 Nm'],
      ['Cylinders', '4'],
      ['Gearbox', '10 speed Automatic'],
      ['ANCAP safety rating', '5 stars'],
      ['Engine Size', '2L'],
      ['Engine Variant', 'Turbo Diesel'],
    ])
  })
  it('gear type wins over gear count; induction and fuel combine', () => {
    const rows = summaryRows({ gearnum: 6, simple_transmission: 'Manual', variant: { geartype: '6 Speed Manual', induction: 'Turbo' }, simple_fuel: 'Petrol' })
    expect(rows.find((r) => r.key === 'gearbox')?.value).toBe('6 Speed Manual')
    expect(rows.find((r) => r.key === 'engine_variant')?.value).toBe('Turbo Petrol')
    expect(summaryRows({ gearnum: 6, simple_transmission: 'Manual' }).find((r) => r.key === 'gearbox')?.value).toBe('6 speed Manual')
  })
  it('one star is singular', () => {
    expect(summaryRows({ variant: { ancaprating: 1 } })).toEqual([{ key: 'ancap', label: 'ANCAP safety rating', value: '1 star' }])
  })
})

describe('caravanRows', () => {
  it('caravan specifications with units', () => {
    expect(pairs(caravanRows({ caravan_specs: { body_length: 6400, body_width: 2350, tare_weight: 2600, aggregate_trailer_mass: 3300, axle_type: 'Tandem', sleeps: 4 } }))).toEqual([
      ['Body Length', '6,400 mm'],
      ['Body Width', '2,350 mm'],
      ['Tare Weight', '2,600 kg'],
      ['Aggregate Trailer Mass', '3,300 kg'],
      ['Axle Type', 'Tandem'],
      ['Sleeps', '4'],
    ])
    expect(caravanRows({})).toEqual([])
  })
})

describe('visibleRows and the toggle', () => {
  const list = [1, 2, 3, 4, 5, 6]
  it('4 first, all when expanded', () => {
    expect(visibleRows(list, false)).toEqual([1, 2, 3, 4])
    expect(visibleRows(list, true)).toEqual(list)
    expect(visibleRows(list, false, 2)).toEqual([1, 2])
  })
  it('Show all / Hide only when there are more than 4', () => {
    expect(rowsToggleLabel(6, false)).toBe('Show all')
    expect(rowsToggleLabel(6, true)).toBe('Hide')
    expect(rowsToggleLabel(4, false)).toBeNull()
  })
})

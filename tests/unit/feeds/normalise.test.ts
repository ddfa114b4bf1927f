/** Feed rows → vehicles: presets over real sample files, vocabulary, numbers and the dealer-facing reasons. */
import { describe, expect, it } from 'vitest'

import { PRICE_TYPES, SIMPLE_DRIVES, SIMPLE_FUELS, SIMPLE_TRANSMISSIONS, BODY_TYPES } from '@/domain/vehicles/options'
import { VIN_PATTERN as COLLECTION_VIN_PATTERN } from '@/domain/vehicles/validation'
import { AU_DMS_CSV, AU_DMS_XML, normaliseRecord, parseFeedNumber, type NormalisedRow, type NormaliseResult } from '@/domain/feeds'
import { parseFeed } from '@/lib/feeds/parse'
import { collect, fixture, streamOf } from './helpers'

const NOW = new Date('2026-11-25T00:00:00Z')
const ok = (r: NormaliseResult): NormalisedRow => {
  if (!r.ok) throw new Error(`expected ok, got: ${r.reason}`)
  return r
}
const reasonOf = (r: NormaliseResult) => (r.ok ? null : r.reason)

const row = (over: Record<string, string> = {}): Record<string, string> => ({
  'Stock number': 'U1',
  'Car type': 'Used',
  Make: 'Toyota',
  Model: 'Corolla',
  Year: '2019',
  Vin: 'JTDKBABC123456789',
  Price: '25990',
  DAP: 'N',
  ...over,
})

describe('AU DMS presets', () => {
  it('map the sample CSV to vehicle values the Vehicles collection accepts', async () => {
    const { records } = await collect(parseFeed(streamOf(fixture('au-dms.csv')), { format: 'csv' }))
    const rows = records.map((r) => ok(normaliseRecord(r.record, AU_DMS_CSV.mapping, { now: NOW })))

    expect(rows[0]!.vehicle).toEqual({
      stocknum: 'N1001',
      vin: 'JTMW43FV30D123456',
      regplate: null,
      car_type: 'new',
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GXL Hybrid',
      series: 'AXAH52R',
      year: 2026,
      simple_body: 'suv',
      bodyconfiguration: '4D Wagon SUV',
      colour: 'Glacier White',
      trans: 'CVT',
      simple_transmission: 'Automatic',
      fuel: 'Petrol/Electric Hybrid',
      simple_fuel: 'Hybrid',
      drive: 'AWD',
      simple_drive: 'AWD',
      km: 12,
      price: 52990,
      price_type: 'Drive Away',
      dealercomments: 'Brand new RAV4.|Drive away today.',
      standard_equipment: ['Reversing camera', 'Apple CarPlay', 'Adaptive cruise'],
      nvic: null,
    })
    expect(rows[0]!.photos).toEqual(['https://cdn.example.com/n1001/1.jpg', 'https://cdn.example.com/n1001/2.jpg'])
    expect(rows[0]!.branchCode).toBe('SYD')
    expect(rows[0]!.regoState).toBeNull()

    expect(rows[1]!.vehicle).toMatchObject({
      stocknum: 'U2002',
      car_type: 'used',
      regplate: 'ABC123',
      simple_body: 'ute',
      bodyconfiguration: 'Double Cab Pick Up',
      simple_transmission: 'Automatic',
      simple_fuel: 'Diesel',
      simple_drive: '4WD',
      km: 87500,
      price: 34990,
      price_type: 'Excl. Government Charges',
      standard_equipment: ['Tow bar', 'Bull bar', 'Tub liner'],
      nvic: 'FOR19XLT',
    })
    expect(rows[1]!.regoState).toBe('NSW')
    expect(rows[1]!.photos).toEqual(['https://cdn.example.com/u2002/1.jpg', 'https://cdn.example.com/u2002/2.jpg'])

    expect(rows[2]!.vehicle).toMatchObject({ car_type: 'demo', simple_body: 'wagon', km: 4500, simple_fuel: 'Petrol', simple_drive: 'FWD', price_type: 'Drive Away', dealercomments: null, standard_equipment: [] })
    expect(rows[2]!.regoState).toBe('VIC')

    for (const { vehicle } of rows) {
      expect(vehicle.vin).toMatch(COLLECTION_VIN_PATTERN)
      expect(BODY_TYPES).toContain(vehicle.simple_body)
      expect(SIMPLE_FUELS).toContain(vehicle.simple_fuel)
      expect(SIMPLE_TRANSMISSIONS).toContain(vehicle.simple_transmission)
      expect(SIMPLE_DRIVES).toContain(vehicle.simple_drive)
      expect(PRICE_TYPES).toContain(vehicle.price_type)
    }
  })

  it('map the sample XML to the same vehicles', async () => {
    const { records } = await collect(parseFeed(streamOf(fixture('au-dms.xml')), { format: 'xml', recordPath: AU_DMS_XML.recordPath }))
    const rows = records.map((r) => ok(normaliseRecord(r.record, AU_DMS_XML.mapping, { now: NOW })))
    expect(rows.map((r) => r.vehicle.stocknum)).toEqual(['N1001', 'U2002'])
    expect(rows[0]!.vehicle).toMatchObject({ car_type: 'new', simple_body: 'suv', simple_fuel: 'Hybrid', price: 52990, price_type: 'Drive Away', regplate: null })
    expect(rows[0]!.vehicle.dealercomments).toBe('Brand new RAV4 & ready.|Drive away today.')
    expect(rows[0]!.vehicle.standard_equipment).toEqual(['Reversing camera', 'Apple CarPlay'])
    expect(rows[0]!.photos).toEqual(['https://cdn.example.com/n1001/1.jpg', 'https://cdn.example.com/n1001/2.jpg'])
    expect(rows[1]!.vehicle).toMatchObject({ regplate: 'ABC123', simple_drive: '4WD', price_type: 'Excl. Government Charges', nvic: 'FOR19XLT' })
    expect(rows[1]!.regoState).toBe('NSW')
    expect(rows[1]!.branchCode).toBe('PAR')
  })

  it('match headers ignoring case, spaces and underscores', () => {
    const r = ok(normaliseRecord({ STOCK_NUMBER: 'A1', make: 'Kia', ' MODEL ': 'Rio', year: '2020' }, AU_DMS_CSV.mapping, { now: NOW }))
    expect(r.vehicle).toMatchObject({ stocknum: 'A1', make: 'Kia', model: 'Rio', year: 2020 })
  })
})

describe('normalising values', () => {
  it.each([
    ['Auto', 'Automatic'],
    ['Automatic', 'Automatic'],
    ['CVT', 'Automatic'],
    ['7 SP DCT', 'Automatic'],
    ['Dual Clutch', 'Automatic'],
    ['Reduction Gear', 'Automatic'],
    ['6 SP MANUAL', 'Manual'],
    ['Man', 'Manual'],
  ])('transmission %s → %s', (raw, expected) => {
    expect(ok(normaliseRecord(row({ Transmission: raw }), AU_DMS_CSV.mapping, { now: NOW })).vehicle.simple_transmission).toBe(expected)
  })

  it.each([
    ['ULP', 'Petrol'],
    ['Unleaded', 'Petrol'],
    ['Premium Unleaded Petrol', 'Petrol'],
    ['PULP', 'Petrol'],
    ['Diesel', 'Diesel'],
    ['Electric', 'Electric'],
    ['Petrol/Electric Hybrid', 'Hybrid'],
    ['Plug-in Hybrid', 'PHEV'],
    ['Petrol/LPG Dual Fuel', 'LPG'],
  ])('fuel %s → %s', (raw, expected) => {
    expect(ok(normaliseRecord(row({ Fuel: raw }), AU_DMS_CSV.mapping, { now: NOW })).vehicle.simple_fuel).toBe(expected)
  })

  it.each([
    ['Front Wheel Drive', 'FWD'],
    ['RWD', 'RWD'],
    ['4x2', 'RWD'],
    ['All Wheel Drive', 'AWD'],
    ['4x4', '4WD'],
    ['Four Wheel Drive', '4WD'],
  ])('drive %s → %s', (raw, expected) => {
    expect(ok(normaliseRecord(row({ Drive: raw }), AU_DMS_CSV.mapping, { now: NOW })).vehicle.simple_drive).toBe(expected)
  })

  it.each([
    ['4D Sedan', 'sedan'],
    ['5D Hatchback', 'hatch'],
    ['Station Wagon', 'wagon'],
    ['Cab Chassis', 'cabChassis'],
    ['Dual Cab Utility', 'ute'],
    ['People Mover', 'peopleMover'],
    ['Panel Van', 'van'],
    ['2D Convertible', 'convertible'],
    ['2D Coupe', 'coupe'],
  ])('body %s → %s', (raw, expected) => {
    expect(ok(normaliseRecord(row({ Body: raw }), AU_DMS_CSV.mapping, { now: NOW })).vehicle.simple_body).toBe(expected)
  })

  it.each([
    ['New', 'new'],
    ['U', 'used'],
    ['Pre-owned', 'used'],
    ['Demonstrator', 'demo'],
    ['Ex-Demo', 'demo'],
  ])('car type %s → %s', (raw, expected) => {
    expect(ok(normaliseRecord(row({ 'Car type': raw }), AU_DMS_CSV.mapping, { now: NOW })).vehicle.car_type).toBe(expected)
  })

  it.each([
    ['Y', 'Drive Away'],
    ['yes', 'Drive Away'],
    ['DAP', 'Drive Away'],
    ['N', 'Excl. Government Charges'],
    ['', 'Excl. Government Charges'],
    ['EGC', 'Excl. Government Charges'],
    ['ORC', 'Plus ORC'],
  ])('drive-away flag %j → %s', (raw, expected) => {
    expect(ok(normaliseRecord(row({ DAP: raw }), AU_DMS_CSV.mapping, { now: NOW })).vehicle.price_type).toBe(expected)
  })

  it('reads numbers with $, commas, spaces and units', () => {
    expect(parseFeedNumber('$25,990')).toBe(25990)
    expect(parseFeedNumber(' 25 990.50 ')).toBe(25990.5)
    expect(parseFeedNumber('45,000 km')).toBe(45000)
    expect(parseFeedNumber('AUD 1000')).toBe(1000)
    expect(parseFeedNumber('')).toBe('empty')
    expect(parseFeedNumber('about 5')).toBe('invalid')
    const r = ok(normaliseRecord(row({ Price: '$ 25,990.00', Odometer: '45 000 kms' }), AU_DMS_CSV.mapping, { now: NOW }))
    expect(r.vehicle.price).toBe(25990)
    expect(r.vehicle.km).toBe(45000)
  })

  it('upper-cases VINs and removes spaces and dashes', () => {
    expect(ok(normaliseRecord(row({ Vin: 'jtdkb abc-123456789' }), AU_DMS_CSV.mapping, { now: NOW })).vehicle.vin).toBe('JTDKBABC123456789')
  })

  it('keeps unknown words as written, leaves the group empty and warns', () => {
    const r = ok(normaliseRecord(row({ Body: 'Tipper', Fuel: 'Hydrogen' }), AU_DMS_CSV.mapping, { now: NOW }))
    expect(r.vehicle.bodyconfiguration).toBe('Tipper')
    expect(r.vehicle.simple_body).toBeNull()
    expect(r.vehicle.simple_fuel).toBeNull()
    expect(r.warnings).toEqual([
      'Body "Tipper" is not a body type we recognise; the body type group is left empty.',
      'Fuel "Hydrogen" is not a fuel we recognise; the fuel group is left empty.',
    ])
  })

  it('imports a POA price as no price, with a warning', () => {
    const r = ok(normaliseRecord(row({ Price: 'POA' }), AU_DMS_CSV.mapping, { now: NOW }))
    expect(r.vehicle.price).toBeNull()
    expect(r.warnings).toEqual(['Price is "POA"; the car is listed without a price.'])
  })

  it('shortens over-long descriptive text with a warning', () => {
    const r = ok(normaliseRecord(row({ Colour: 'A'.repeat(45) }), AU_DMS_CSV.mapping, { now: NOW }))
    expect(r.vehicle.colour).toBe('A'.repeat(40))
    expect(r.warnings[0]).toMatch(/^Colour "A+" is longer than 40 characters; it was shortened\.$/)
  })

  it('includes only mapped fields: an unmapped field is never touched', () => {
    const r = ok(normaliseRecord({ S: 'A1', M: 'Kia', Mo: 'Rio', Y: '2020' }, { stocknum: 'S', make: 'M', model: 'Mo', year: 'Y' }, { now: NOW }))
    expect(r.vehicle).toEqual({ stocknum: 'A1', make: 'Kia', model: 'Rio', year: 2020 })
    expect(r.photos).toEqual([])
    expect(r.branchCode).toBeNull()
  })

  it('reads photos from several columns, in order, without repeats', () => {
    const mapping = { stocknum: 'S', make: 'M', model: 'Mo', year: 'Y', photos: ['Photo1', 'Photo2', 'Photo3'] }
    const r = ok(normaliseRecord({ S: 'A1', M: 'Kia', Mo: 'Rio', Y: '2020', Photo1: 'a.jpg', Photo2: '', Photo3: 'b.jpg, a.jpg' }, mapping, { now: NOW }))
    expect(r.photos).toEqual(['a.jpg', 'b.jpg'])
  })
})

describe('reasons a row is not imported', () => {
  const reason = (over: Record<string, string>, options = {}) => reasonOf(normaliseRecord(row(over), AU_DMS_CSV.mapping, { now: NOW, ...options }))

  it('names the VIN and the rule', () => {
    expect(reason({ Vin: 'ABC' })).toBe('VIN "ABC" is not 17 letters and digits (no I, O or Q).')
    expect(reason({ Vin: 'JTDKBABC12345678O' })).toBe('VIN "JTDKBABC12345678O" is not 17 letters and digits (no I, O or Q).')
  })

  it('accepts an older car\'s chassis number only when the feed allows it, outside vehicle.vin', () => {
    expect(reason({ Vin: 'HQ12345' })).toBe('VIN "HQ12345" is not 17 letters and digits (no I, O or Q).')
    const r = ok(normaliseRecord(row({ Vin: 'HQ12345' }), AU_DMS_CSV.mapping, { now: NOW, allowChassisNumbers: true }))
    expect(r.vehicle.vin).toBeNull()
    expect(r.chassisNumber).toBe('HQ12345')
    expect(reason({ Vin: 'AB1' }, { allowChassisNumbers: true })).toBe('VIN "AB1" is neither a 17-character VIN nor a chassis number of 6 to 17 letters and digits.')
  })

  it('gives the year range', () => {
    expect(reason({ Year: '1850' })).toBe('Year 1850 is out of range (1900–2028).')
    expect(reason({ Year: '2029' })).toBe('Year 2029 is out of range (1900–2028).')
    expect(reason({ Year: 'MY19' })).toBe('Year "MY19" is not a year.')
  })

  it('gives the price range and says when a price is not a number', () => {
    expect(reason({ Price: '12,000,000' })).toBe('Price 12,000,000 is out of range (0–10,000,000).')
    expect(reason({ Price: '-5' })).toBe('Price -5 is out of range (0–10,000,000).')
    expect(reason({ Price: 'cheap' })).toBe('Price "cheap" is not a number.')
    expect(reason({ Odometer: '3,000,000' })).toBe('Odometer 3,000,000 is out of range (0–2,000,000 km).')
  })

  it('names an empty required column', () => {
    expect(reason({ Make: '' })).toBe('Required column "Make" is empty.')
    expect(reason({ 'Stock number': '  ' })).toBe('Required column "Stock number" is empty.')
  })

  it('names unrecognised car types and drive-away flags', () => {
    expect(reason({ 'Car type': 'Salvage' })).toBe('Car type "Salvage" is not New, Used or Demo.')
    expect(reason({ DAP: 'maybe' })).toBe('DAP "maybe" is not Y or N (is the price drive-away?).')
  })

  it('fails identifiers that would be wrong if shortened', () => {
    expect(reason({ 'Stock number': 'S'.repeat(31) })).toBe(`Stock number "${'S'.repeat(31)}" is longer than 30 characters.`)
    expect(reason({ Rego: 'ABC1234567X' })).toBe('Rego "ABC1234567X" is longer than 10 characters.')
  })

  it('says when the mapping lacks a required field', () => {
    expect(reasonOf(normaliseRecord({ S: 'A1' }, { stocknum: 'S' }, { now: NOW }))).toBe('The feed mapping has no column for make; set one in the feed settings.')
  })
})

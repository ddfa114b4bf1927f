/** Feed-run rules: VINs, mappings, duplicates, diffs and locks, the run guard, missing cars. */
import { describe, expect, it } from 'vitest'

import {
  addLocks,
  AU_DMS_CSV,
  changedFeedFields,
  checkVin,
  countMissing,
  createDuplicateTracker,
  decideMissing,
  diffVehicle,
  feedMappingSchema,
  guardRun,
  holdsSeveralUrls,
  isEmptyPatch,
  locksAfterEdit,
  missingColumns,
  presentMapping,
  removeLocks,
  rowIdentity,
  sameValue,
  splitFeatures,
  splitPhotos,
  validateFeedMapping,
  type FeedCarState,
  type FeedVehicle,
} from '@/domain/feeds'

describe('VIN rule', () => {
  it('accepts 17 capitals and digits without I, O or Q', () => {
    expect(checkVin('JTDKBABC123456789')).toBe(true)
    expect(checkVin('JTDKBABC12345678I')).toBe('VIN "JTDKBABC12345678I" is not 17 letters and digits (no I, O or Q).')
    expect(checkVin('JTDKBABC1234567')).toBe('VIN "JTDKBABC1234567" is not 17 letters and digits (no I, O or Q).')
  })

  it('accepts 6–17 character chassis numbers for older cars when allowed', () => {
    expect(checkVin('HQ12345', { allowChassisNumbers: true })).toBe(true)
    expect(checkVin('OQI123', { allowChassisNumbers: true })).toBe(true)
    expect(checkVin('HQ12', { allowChassisNumbers: true })).toMatch(/neither a 17-character VIN nor a chassis number/)
    expect(checkVin('HQ-12345', { allowChassisNumbers: true })).not.toBe(true)
  })
})

describe('feed mapping', () => {
  it('validates a CMS mapping and names an unknown field', () => {
    expect(validateFeedMapping(AU_DMS_CSV.mapping)).toBe(true)
    expect(validateFeedMapping({ make: 'Make', photos: ['Photo1', 'Photo2'] })).toBe(true)
    expect(validateFeedMapping({ make: 'Make', colur: 'Colour' })).toMatch(/^"colur" is not a field a feed can set\. Use one of: stocknum, car_type, make/)
    expect(validateFeedMapping({ make: '' })).toBe('The column for "make" must be a column name or a list of column names.')
    expect(validateFeedMapping({ make: [] })).toBe('The column for "make" must be a column name or a list of column names.')
    expect(validateFeedMapping('Make')).toBe('A feed mapping is an object of field names and column names, e.g. {"make": "Make"}.')
    const parsed = feedMappingSchema.safeParse({ colur: 'Colour' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual(['colur'])
  })

  it('finds mapped columns missing from a header, ignoring case and spaces', () => {
    expect(missingColumns({ make: 'Make', model: 'Model', photos: ['Photo 1', 'Photo 2'] }, ['MAKE', 'photo2'])).toEqual([{ field: 'model', column: 'Model' }])
  })

  it('drops fields whose columns the file lacks, so they are left alone rather than cleared', () => {
    const { mapping, absent } = presentMapping({ make: 'Make', price: 'Price', nvic: 'NVIC' }, ['Make', 'Price'])
    expect(mapping).toEqual({ make: 'Make', price: 'Price' })
    expect(absent).toEqual([{ field: 'nvic', column: 'NVIC' }])
  })
})

describe('list cells', () => {
  it('splits photo cells on | and commas, keeping commas inside CDN URLs', () => {
    expect(splitPhotos('https://a/1.jpg|https://a/2.jpg')).toEqual(['https://a/1.jpg', 'https://a/2.jpg'])
    expect(splitPhotos('https://cdn/w_800,h_600/1.jpg, https://cdn/w_800,h_600/2.jpg')).toEqual(['https://cdn/w_800,h_600/1.jpg', 'https://cdn/w_800,h_600/2.jpg'])
    expect(splitPhotos('123_1.jpg,123_2.jpg 123_3.jpg')).toEqual(['123_1.jpg', '123_2.jpg', '123_3.jpg'])
  })

  it('splits the usual layouts by default: ; between URLs (the common DMS one), white space, file names on ;', () => {
    const urls = ['http://dms.test/photos/0-1.jpg', 'http://dms.test/photos/0-2.jpg', 'http://dms.test/photos/0-3.jpg']
    expect(splitPhotos(urls.join(';'))).toEqual(urls)
    expect(splitPhotos(urls.join('; '))).toEqual(urls)
    expect(splitPhotos(urls.join(' '))).toEqual(urls)
    expect(splitPhotos(`${urls[0]};${urls[1]}|${urls[2]}`)).toEqual(urls)
    expect(splitPhotos('//cdn.test/a.jpg;//cdn.test/b.jpg')).toEqual(['//cdn.test/a.jpg', '//cdn.test/b.jpg'])
    expect(splitPhotos('123_1.jpg;123_2.jpg')).toEqual(['123_1.jpg', '123_2.jpg'])
    // A ; inside one URL (no new URL after it) stays.
    expect(splitPhotos('https://a.test/p;v=2/1.jpg')).toEqual(['https://a.test/p;v=2/1.jpg'])
  })

  it('splits on the feed’s own separator alone when it names one', () => {
    const cell = 'https://a.test/1.jpg,https://a.test/2.jpg|https://a.test/3.jpg'
    expect(splitPhotos(cell, 'pipe')).toEqual(['https://a.test/1.jpg,https://a.test/2.jpg', 'https://a.test/3.jpg'])
    expect(splitPhotos('https://cdn.test/w_800,h_600/1.jpg,https://cdn.test/2.jpg', 'comma')).toEqual(['https://cdn.test/w_800', 'h_600/1.jpg', 'https://cdn.test/2.jpg'])
    expect(splitPhotos('a.jpg;b.jpg c.jpg', 'semicolon')).toEqual(['a.jpg', 'b.jpg c.jpg'])
    expect(splitPhotos('a.jpg;b.jpg c.jpg', 'space')).toEqual(['a.jpg;b.jpg', 'c.jpg'])
  })

  it('spots a photo address that still holds another', () => {
    expect(holdsSeveralUrls('https://a.test/1.jpg,https://a.test/2.jpg')).toBe(true)
    expect(holdsSeveralUrls('http://a.test/1.jpg;HTTP://a.test/2.jpg')).toBe(true)
    expect(holdsSeveralUrls('https://a.test/1.jpg')).toBe(false)
    // An encoded address in a query string is one address.
    expect(holdsSeveralUrls('https://img.test/fit?src=https%3A%2F%2Fa.test%2F1.jpg')).toBe(false)
  })

  it('splits features on the strongest separator present', () => {
    expect(splitFeatures('17" alloys, 5 spoke|Air con')).toEqual(['17" alloys, 5 spoke', 'Air con'])
    expect(splitFeatures('Air con; Cruise')).toEqual(['Air con', 'Cruise'])
    expect(splitFeatures('Air con\nCruise')).toEqual(['Air con', 'Cruise'])
    expect(splitFeatures('Air con, Cruise, Air con')).toEqual(['Air con', 'Cruise'])
  })
})

describe('duplicates in one file', () => {
  it('skips later rows with a repeated stock number or VIN, naming the first line', () => {
    const tracker = createDuplicateTracker()
    expect(tracker.check(2, { stocknum: 'A1', vin: 'JTDKBABC123456789' })).toBeNull()
    expect(tracker.check(3, { stocknum: 'A2', vin: 'MNAUMFF50KW812345' })).toBeNull()
    expect(tracker.check(7, { stocknum: 'a1 ', vin: null })).toBe('Stock number "a1" on line 7 was already on line 2; line 7 is skipped.')
    expect(tracker.check(9, { stocknum: 'A9', vin: 'jtdkb-abc123456789' })).toBe('VIN "JTDKBABC123456789" on line 9 was already on line 2; line 9 is skipped.')
    expect(tracker.check(10, { stocknum: 'A9', vin: null })).toBeNull()
  })
})

describe('diff', () => {
  const stored = {
    stocknum: 'U1',
    make: 'Toyota',
    model: 'Corolla',
    year: 2019,
    price: '25990.00',
    km: 45000,
    colour: ' White ',
    badge: null,
    standard_equipment: ['Air con', 'Cruise'],
    location: { id: 4 },
    views: 120,
  }
  const incoming: FeedVehicle = {
    stocknum: 'U1',
    make: 'Toyota',
    model: 'Corolla',
    year: 2019,
    price: 25990,
    km: 45000,
    colour: 'White',
    badge: '',
    standard_equipment: ['Air con', 'Cruise'],
  }

  it('returns an empty patch for an unchanged car (numbers compared numerically, text trimmed, blanks equal)', () => {
    const patch = diffVehicle(stored, incoming)
    expect(patch).toEqual({})
    expect(isEmptyPatch(patch)).toBe(true)
  })

  it('returns only the changed fields', () => {
    expect(diffVehicle(stored, { ...incoming, price: 24990, standard_equipment: ['Cruise', 'Air con'] })).toEqual({
      price: 24990,
      standard_equipment: ['Cruise', 'Air con'],
    })
  })

  it('skips locked fields, unless the feed may override that lock', () => {
    const next = { ...incoming, price: 24990, colour: 'Silver' }
    expect(diffVehicle(stored, next, ['price'])).toEqual({ colour: 'Silver' })
    expect(diffVehicle(stored, next, ['price', 'colour'], { ignoreLocksFor: ['price'] })).toEqual({ price: 24990 })
  })

  it('compares values the way the database hands them back', () => {
    expect(sameValue('25990.00', 25990)).toBe(true)
    expect(sameValue(null, '')).toBe(true)
    expect(sameValue(undefined, null)).toBe(true)
    expect(sameValue({ id: 4 }, 4)).toBe(true)
    expect(sameValue(['a', 'b'], ['a', 'b', 'c'])).toBe(false)
    expect(sameValue(0, null)).toBe(false)
  })
})

describe('locks', () => {
  it('locks the feed-managed fields a person changed', () => {
    const previous = { price: 25990, colour: 'White', km: 45000, views: 3, custom_rank: 0 }
    const next = { price: 23990, colour: 'White ', km: 45000, views: 9, custom_rank: 5 }
    expect(changedFeedFields(previous, next)).toEqual(['price'])
    expect(locksAfterEdit(['colour'], previous, next)).toEqual(['colour', 'price'])
  })

  it('locks the location when a person moves the car, comparing relations by id', () => {
    expect(changedFeedFields({ location: { id: 4, name: 'Sydney' } }, { location: 4 })).toEqual([])
    expect(changedFeedFields({ location: { id: 4 } }, { location: 7 })).toEqual(['location'])
  })

  it('does not count fields left out of a partial save', () => {
    expect(changedFeedFields({ price: 1, colour: 'Red' }, { colour: 'Blue' })).toEqual(['colour'])
  })

  it('adds and removes locks in a stable order, ignoring unknown names', () => {
    expect(addLocks(null, ['price', 'make', 'views'])).toEqual(['make', 'price'])
    expect(addLocks(['price'], ['price'])).toEqual(['price'])
    expect(removeLocks(['make', 'price'], ['price'])).toEqual(['make'])
  })
})

describe('run guard', () => {
  const base = { columns: Object.values(AU_DMS_CSV.mapping) as string[], mapping: AU_DMS_CSV.mapping, rowCount: 100, lastGoodRowCount: 100, currentCarCount: 100, missingCount: 5 }

  it('lets a normal run through with its counts', () => {
    expect(guardRun(base)).toEqual({ ok: true, counts: { rows: 100, lastGoodRows: 100, currentCars: 100, missing: 5 }, warnings: [] })
  })

  it('holds an empty file', () => {
    expect(guardRun({ ...base, rowCount: 0, missingCount: 100 })).toEqual({
      ok: false,
      code: 'empty',
      reason: 'The file has no vehicle rows. The import is held; no cars were changed.',
      counts: { rows: 0, lastGoodRows: 100, currentCars: 100, missing: 100 },
    })
  })

  it('holds a file missing a required column, naming it', () => {
    const decision = guardRun({ ...base, columns: base.columns.filter((c) => c !== 'Make') })
    expect(decision).toEqual({
      ok: false,
      code: 'missing_column',
      reason: 'Required column "Make" is missing from the file. The import is held; no cars were changed.',
      counts: { rows: 100, lastGoodRows: 100, currentCars: 100, missing: 5 },
    })
    const both = guardRun({ ...base, columns: base.columns.filter((c) => c !== 'Make' && c !== 'Year') })
    expect(both.ok ? null : both.reason).toBe('Required columns "Make", "Year" are missing from the file. The import is held; no cars were changed.')
    expect(guardRun({ ...base, mapping: { ...AU_DMS_CSV.mapping, year: undefined } })).toMatchObject({ ok: false, code: 'unmapped_field' })
  })

  it('warns, without holding, about a missing optional column', () => {
    const decision = guardRun({ ...base, columns: base.columns.filter((c) => c !== 'NVIC') })
    expect(decision).toMatchObject({ ok: true, warnings: ['Column "NVIC" is not in the file; nvic is left as it is on every car.'] })
  })

  it('holds a truncated file (below half of the last good run)', () => {
    expect(guardRun({ ...base, rowCount: 40, missingCount: 0 })).toEqual({
      ok: false,
      code: 'truncated',
      reason: 'The file has 40 rows, fewer than 50% of the last good run (100 rows); it may be cut short. The import is held; no cars were changed.',
      counts: { rows: 40, lastGoodRows: 100, currentCars: 100, missing: 0 },
    })
    expect(guardRun({ ...base, rowCount: 50, missingCount: 0 }).ok).toBe(true)
    expect(guardRun({ ...base, rowCount: 70, missingCount: 0 }, { minShareOfLastRun: 0.8 }).ok).toBe(false)
  })

  it('holds a run that would remove too many cars', () => {
    expect(guardRun({ ...base, rowCount: 75, missingCount: 25 })).toEqual({
      ok: false,
      code: 'too_many_removals',
      reason: "The file leaves out 25 of the feed's 100 cars (25%), more than the 20% allowed. The import is held; no cars were changed.",
      counts: { rows: 75, lastGoodRows: 100, currentCars: 100, missing: 25 },
    })
    expect(guardRun({ ...base, missingCount: 20 }).ok).toBe(true)
  })

  it('lets a small dealer sell a couple of cars without a hold', () => {
    expect(guardRun({ ...base, rowCount: 6, lastGoodRowCount: 8, currentCarCount: 8, missingCount: 2 }).ok).toBe(true)
    expect(guardRun({ ...base, rowCount: 5, lastGoodRowCount: 8, currentCarCount: 8, missingCount: 3 }).ok).toBe(false)
  })

  it('has no last run to compare with on a first import', () => {
    expect(guardRun({ ...base, rowCount: 3, lastGoodRowCount: null, currentCarCount: 0, missingCount: 0 }).ok).toBe(true)
  })
})

describe('missing cars', () => {
  const RUN = new Date('2026-11-25T03:00:00Z')
  const cars: FeedCarState[] = [
    { key: 'A1', status: 'in_stock', missedRuns: 0 },
    { key: 'A2', status: 'in_stock', missedRuns: 1 },
    { key: 'A3', status: 'in_stock', missedRuns: 0 },
    { key: 'A4', status: 'sold', missedRuns: 2, removedByFeed: 'sold' },
    { key: 'A5', status: 'sold', missedRuns: 0 },
    { key: 'A6', status: 'in_stock', missedRuns: 3, removedByFeed: 'withdrawn' },
    { key: 'A7', status: 'in_stock', missedRuns: 2 },
  ]

  it('counts misses within the grace, removes after it, revives cars that come back', () => {
    const listed = new Set(['A1', 'A4', 'A5', 'A6', 'A7'])
    expect(decideMissing(cars, listed, RUN)).toEqual([
      { key: 'A2', kind: 'removed', state: { missedRuns: 2, removedByFeed: 'sold' }, patch: { status: 'sold', sold_date: '2026-11-25T03:00:00.000Z' } },
      { key: 'A3', kind: 'missed', state: { missedRuns: 1, removedByFeed: null }, patch: {} },
      { key: 'A4', kind: 'revived', state: { missedRuns: 0, removedByFeed: null }, patch: { status: 'in_stock', sold_date: null } },
      { key: 'A6', kind: 'revived', state: { missedRuns: 0, removedByFeed: null }, patch: { show_on_dealer_website: true } },
      { key: 'A7', kind: 'seen', state: { missedRuns: 0, removedByFeed: null }, patch: {} },
    ])
  })

  it('leaves a car a person sold alone, listed or not', () => {
    expect(decideMissing([{ key: 'A5', status: 'sold' }], new Set(['A5']), RUN)).toEqual([])
    expect(decideMissing([{ key: 'A5', status: 'sold' }], new Set(), RUN)).toEqual([])
  })

  it('withdraws instead of selling when the feed says so, and honours a longer grace', () => {
    const car: FeedCarState = { key: 'B1', status: 'in_stock', missedRuns: 0 }
    expect(decideMissing([car], new Set(), RUN, { action: 'withdrawn', graceRuns: 0 })).toEqual([
      { key: 'B1', kind: 'removed', state: { missedRuns: 1, removedByFeed: 'withdrawn' }, patch: { show_on_dealer_website: false } },
    ])
    expect(decideMissing([{ ...car, missedRuns: 2 }], new Set(), RUN, { graceRuns: 3 })[0]!.kind).toBe('missed')
    expect(decideMissing([{ ...car, missedRuns: 3 }], new Set(), RUN, { graceRuns: 3 })[0]!.kind).toBe('removed')
  })

  it('takes no car as missing while the file has a row that names no car, and still revives the listed', () => {
    const listed = new Set(['A1', 'A4', 'A5', 'A6', 'A7'])
    expect(decideMissing(cars, listed, RUN, {}, false)).toEqual([
      { key: 'A4', kind: 'revived', state: { missedRuns: 0, removedByFeed: null }, patch: { status: 'in_stock', sold_date: null } },
      { key: 'A6', kind: 'revived', state: { missedRuns: 0, removedByFeed: null }, patch: { show_on_dealer_website: true } },
      { key: 'A7', kind: 'seen', state: { missedRuns: 0, removedByFeed: null }, patch: {} },
    ])
  })

  it('reads which car a row names from its raw VIN or stock number, whatever else is wrong with it', () => {
    const mapping = { stocknum: 'Stock number', vin: ['VIN', 'Chassis'] }
    expect(rowIdentity({ stock_number: ' A1 ', Make: '' }, mapping)).toEqual({ vin: '', stocknum: 'A1' })
    expect(rowIdentity({ VIN: '', Chassis: 'not a vin' }, mapping)).toEqual({ vin: 'not a vin', stocknum: '' })
    // Blank identifiers, or nothing recovered from an unreadable row: the row may be any car.
    expect(rowIdentity({ 'Stock number': '  ', Make: 'Toyota' }, mapping)).toBeNull()
    expect(rowIdentity(undefined, mapping)).toBeNull()
  })

  it('counts the cars a file leaves out for the guard', () => {
    expect(countMissing(cars, new Set(['A1']))).toBe(3) // A2, A3, A7: not A4 or A6 (already removed by the feed) nor A5 (sold)
  })
})

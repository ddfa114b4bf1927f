/** Outbound ad feeds: Google Merchant Center vehicle ads (TSV) and the Meta automotive catalog (CSV). */
import { describe, expect, it } from 'vitest'

import {
  buildGoogleVehicleFeed,
  buildMetaVehicleFeed,
  csvField,
  googleVehicleProblems,
  googleVehicleRow,
  metaVehicleProblems,
  metaVehicleRow,
  toGoogleTsv,
  toMetaCsv,
  type AdListing,
  type AdLocation,
  type AdSite,
  type AdVehicle,
} from '@/domain/feeds'

const site: AdSite = {
  siteUrl: 'https://harbourcity.example.com.au',
  dealer: { id: 'harbour-city', name: 'Harbour City Motors', phone: '02 9000 0000' },
}
const location: AdLocation = {
  storeCode: 'HCM-SYD',
  name: 'Harbour City Sydney',
  street: '1 George St',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  lat: -33.8688,
  lng: 151.2093,
  phone: '02 9111 1111',
}
const photos = (stock: string, n: number) => Array.from({ length: n }, (_, i) => `https://cdn.example.com/${stock}/${i + 1}.jpg`)

const newCar: AdVehicle = {
  id: 101,
  slug: '2026-toyota-rav4-gxl-hybrid-n1001',
  stocknum: 'N1001',
  vin: 'JTMW43FV30D123456',
  status: 'in_stock',
  car_type: 'new',
  year: 2026,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GXL Hybrid',
  series: 'AXAH52R',
  km: 12,
  price: 52990,
  price_type: 'Drive Away',
  msrp: 49990,
  colour: 'Glacier White',
  simple_body: 'suv',
  simple_transmission: 'Automatic',
  simple_fuel: 'Hybrid',
  simple_drive: 'AWD',
  dealercomments: 'Brand new RAV4.|Drive away today.',
  imageUrls: photos('n1001', 3),
}
const usedCar: AdVehicle = {
  id: 202,
  slug: '2019-ford-ranger-xlt-u2002',
  stocknum: 'U2002',
  vin: 'MNAUMFF50KW812345',
  status: 'in_stock',
  car_type: 'used',
  year: 2019,
  make: 'Ford',
  model: 'Ranger',
  badge: 'XLT',
  series: null,
  km: 87500,
  price: 34990,
  price_type: 'Excl. Government Charges',
  colour: 'Shadow Black',
  simple_body: 'ute',
  simple_transmission: 'Automatic',
  simple_fuel: 'Diesel',
  simple_drive: '4WD',
  dealercomments: 'One owner, "full" history.',
  imageUrls: [...photos('u2002', 1), 'https://cdn.example.com/placeholder.jpg'],
}
const listing = (car: AdVehicle, loc: AdLocation = location): AdListing => ({ car, location: loc })

describe('Google vehicle ads', () => {
  it('builds the exact row for a new car', () => {
    expect(googleVehicleProblems(listing(newCar))).toEqual([])
    expect(googleVehicleRow(listing(newCar), site)).toEqual({
      id: 'JTMW43FV30D123456',
      title: '2026 Toyota RAV4 GXL Hybrid AXAH52R',
      description: 'Brand new RAV4. Drive away today.',
      link: 'https://harbourcity.example.com.au/cars/2026-toyota-rav4-gxl-hybrid-n1001',
      image_link: 'https://cdn.example.com/n1001/1.jpg',
      additional_image_link: 'https://cdn.example.com/n1001/2.jpg,https://cdn.example.com/n1001/3.jpg',
      condition: 'new',
      price: '52990.00 AUD',
      vehicle_price_type: 'drive_away_price',
      vehicle_msrp: '49990.00 AUD',
      brand: 'Toyota',
      model: 'RAV4',
      trim: 'GXL Hybrid',
      year: '2026',
      mileage: '12 km',
      VIN: 'JTMW43FV30D123456',
      color: 'Glacier White',
      body_style: 'suv',
      store_code: 'HCM-SYD',
      vehicle_fulfillment: 'in_store:HCM-SYD',
    })
  })

  it('writes the TSV for a new and a used car exactly (placeholder photo dropped)', () => {
    const { rows, rejected } = buildGoogleVehicleFeed([listing(newCar), listing(usedCar)], site)
    expect(rejected).toEqual([])
    expect(toGoogleTsv(rows)).toBe(
      [
        'id\ttitle\tdescription\tlink\timage_link\tadditional_image_link\tcondition\tprice\tvehicle_price_type\tvehicle_msrp\tbrand\tmodel\ttrim\tyear\tmileage\tVIN\tcolor\tbody_style\tstore_code\tvehicle_fulfillment',
        'JTMW43FV30D123456\t2026 Toyota RAV4 GXL Hybrid AXAH52R\tBrand new RAV4. Drive away today.\thttps://harbourcity.example.com.au/cars/2026-toyota-rav4-gxl-hybrid-n1001\thttps://cdn.example.com/n1001/1.jpg\thttps://cdn.example.com/n1001/2.jpg,https://cdn.example.com/n1001/3.jpg\tnew\t52990.00 AUD\tdrive_away_price\t49990.00 AUD\tToyota\tRAV4\tGXL Hybrid\t2026\t12 km\tJTMW43FV30D123456\tGlacier White\tsuv\tHCM-SYD\tin_store:HCM-SYD',
        'MNAUMFF50KW812345\t2019 Ford Ranger XLT\tOne owner, "full" history.\thttps://harbourcity.example.com.au/cars/2019-ford-ranger-xlt-u2002\thttps://cdn.example.com/u2002/1.jpg\t\tused\t34990.00 AUD\texcluding_government_charges_price\t\tFord\tRanger\tXLT\t2019\t87500 km\tMNAUMFF50KW812345\tShadow Black\tute\tHCM-SYD\tin_store:HCM-SYD',
        '',
      ].join('\n'),
    )
  })

  it('sends demo cars as used, drive-away used cars as drive_away_price, and estimated new prices when set', () => {
    const demo = googleVehicleRow(listing({ ...usedCar, car_type: 'demo', price_type: 'Drive Away' }), site)
    expect([demo.condition, demo.vehicle_price_type, demo.vehicle_msrp]).toEqual(['used', 'drive_away_price', ''])
    expect(googleVehicleRow(listing(newCar), site, { newCarPricesAreEstimates: true }).vehicle_price_type).toBe('estimated_drive_away_price')
    expect(googleVehicleRow(listing({ ...newCar, msrp: null }), site).vehicle_msrp).toBe('52990.00 AUD')
  })

  it('caps extra images at 10 and encodes commas inside image URLs', () => {
    const row = googleVehicleRow(listing({ ...newCar, imageUrls: [...photos('x', 14), 'https://cdn/w_800,h_600/y.jpg'] }), site)
    expect(row.additional_image_link.split(',')).toHaveLength(10)
    const commas = googleVehicleRow(listing({ ...newCar, imageUrls: ['https://cdn/a.jpg', 'https://cdn/w_800,h_600/y.jpg'] }), site)
    expect(commas.additional_image_link).toBe('https://cdn/w_800%2Ch_600/y.jpg')
  })

  it('keeps titles within 150 characters, cut at a word', () => {
    const row = googleVehicleRow(listing({ ...newCar, badge: 'Limited Edition '.repeat(12).trim() }), site)
    expect(row.title.length).toBeLessThanOrEqual(150)
    expect(row.title.endsWith('Edition') || row.title.endsWith('Limited')).toBe(true)
  })

  it('rejects cars without a VIN, a real photo, a price or a store code, with reasons', () => {
    const { rows, rejected } = buildGoogleVehicleFeed(
      [
        listing({ ...usedCar, id: 1, stocknum: 'X1', vin: null }),
        listing({ ...usedCar, id: 2, stocknum: 'X2', imageUrls: [] }),
        listing({ ...usedCar, id: 3, stocknum: 'X3', imageUrls: ['https://cdn.example.com/x/no-image.png'] }),
        listing({ ...usedCar, id: 4, stocknum: 'X4', placeholderPhoto: true }),
        listing({ ...usedCar, id: 5, stocknum: 'X5', price: null }),
        listing({ ...usedCar, id: 6, stocknum: 'X6' }, { ...location, storeCode: '' }),
        listing({ ...newCar, id: 7, stocknum: 'X7', vin: 'JTMW43FV30D999999', price_type: 'Excl. Government Charges' }),
        listing({ ...usedCar, id: 8, stocknum: 'X8', vin: 'JTDKBABC123', imageUrls: [], price: 0 }),
        listing(newCar),
        listing({ ...newCar, id: 9, stocknum: 'X9' }),
      ],
      site,
    )
    expect(rows.map((r) => r.id)).toEqual(['JTMW43FV30D123456'])
    expect(rejected).toEqual([
      { id: 1, stocknum: 'X1', reasons: ['The car has no 17-character VIN.'] },
      { id: 2, stocknum: 'X2', reasons: ['The car has no photo.'] },
      { id: 3, stocknum: 'X3', reasons: ["The car's only photos are placeholders."] },
      { id: 4, stocknum: 'X4', reasons: ["The car's only photos are placeholders."] },
      { id: 5, stocknum: 'X5', reasons: ['The car has no price.'] },
      { id: 6, stocknum: 'X6', reasons: ["The car's location has no Google store code."] },
      { id: 7, stocknum: 'X7', reasons: ['A new car needs a drive-away price for Google in Australia (this one is Excl. Government Charges).'] },
      { id: 8, stocknum: 'X8', reasons: ['The car has no 17-character VIN.', 'The car has no photo.', 'The car has no price.'] },
      { id: 9, stocknum: 'X9', reasons: ['VIN JTMW43FV30D123456 is already listed for stock number N1001.'] },
    ])
  })

  it('turns tabs and line breaks inside values into spaces', () => {
    const row = googleVehicleRow(listing({ ...usedCar, colour: 'Shadow\tBlack', badge: 'XLT\nHi-Rider' }), site)
    const line = toGoogleTsv([row]).split('\n')[1]!
    expect(line.split('\t')).toHaveLength(20)
    expect(line).toContain('\tShadow Black\t')
    expect(line).toContain('\tXLT Hi-Rider\t')
  })

  it('refuses caravans and sold cars', () => {
    expect(googleVehicleProblems(listing({ ...usedCar, item_type: 'caravan', status: 'sold' }))).toEqual([
      'Google vehicle ads take cars and utes only (this is a caravan).',
      'The car is sold.',
    ])
  })
})

describe('Meta automotive catalog', () => {
  it('builds the exact row for a used car (ute → PICKUP, placeholder photo dropped)', () => {
    expect(metaVehicleProblems(listing(usedCar))).toEqual([])
    expect(metaVehicleRow(listing(usedCar), site)).toEqual({
      vehicle_id: '202',
      vin: 'MNAUMFF50KW812345',
      title: '2019 Ford Ranger XLT',
      description: 'One owner, "full" history.',
      url: 'https://harbourcity.example.com.au/cars/2019-ford-ranger-xlt-u2002',
      make: 'Ford',
      model: 'Ranger',
      year: '2019',
      'mileage.value': '87500',
      'mileage.unit': 'KM',
      body_style: 'PICKUP',
      state_of_vehicle: 'USED',
      transmission: 'AUTOMATIC',
      fuel_type: 'DIESEL',
      drivetrain: 'FOUR_WD',
      availability: 'AVAILABLE',
      price: '34990 AUD',
      exterior_color: 'Shadow Black',
      dealer_id: 'harbour-city',
      dealer_name: 'Harbour City Motors',
      dealer_phone: '02 9111 1111',
      'address.addr1': '1 George St',
      'address.city': 'Sydney',
      'address.region': 'NSW',
      'address.postal_code': '2000',
      'address.country': 'AU',
      latitude: '-33.8688',
      longitude: '151.2093',
      images: ['https://cdn.example.com/u2002/1.jpg'],
    })
  })

  it('writes the CSV for a new and a used car exactly (RFC 4180 quoting, image columns to the largest count)', () => {
    const { rows, rejected } = buildMetaVehicleFeed([listing(newCar), listing(usedCar)], site)
    expect(rejected).toEqual([])
    const header =
      'vehicle_id,vin,title,description,url,make,model,year,mileage.value,mileage.unit,body_style,state_of_vehicle,transmission,fuel_type,drivetrain,availability,price,exterior_color,dealer_id,dealer_name,dealer_phone,address.addr1,address.city,address.region,address.postal_code,address.country,latitude,longitude,image[0].url,image[1].url,image[2].url'
    expect(toMetaCsv(rows)).toBe(
      [
        header,
        '101,JTMW43FV30D123456,2026 Toyota RAV4 GXL Hybrid AXAH52R,Brand new RAV4. Drive away today.,https://harbourcity.example.com.au/cars/2026-toyota-rav4-gxl-hybrid-n1001,Toyota,RAV4,2026,12,KM,SUV,NEW,AUTOMATIC,HYBRID,AWD,AVAILABLE,52990 AUD,Glacier White,harbour-city,Harbour City Motors,02 9111 1111,1 George St,Sydney,NSW,2000,AU,-33.8688,151.2093,https://cdn.example.com/n1001/1.jpg,https://cdn.example.com/n1001/2.jpg,https://cdn.example.com/n1001/3.jpg',
        '202,MNAUMFF50KW812345,2019 Ford Ranger XLT,"One owner, ""full"" history.",https://harbourcity.example.com.au/cars/2019-ford-ranger-xlt-u2002,Ford,Ranger,2019,87500,KM,PICKUP,USED,AUTOMATIC,DIESEL,FOUR_WD,AVAILABLE,34990 AUD,Shadow Black,harbour-city,Harbour City Motors,02 9111 1111,1 George St,Sydney,NSW,2000,AU,-33.8688,151.2093,https://cdn.example.com/u2002/1.jpg,,',
        '',
      ].join('\r\n'),
    )
  })

  it('sends demo cars as USED, maps other fuels, and writes a description when there are no comments', () => {
    const row = metaVehicleRow(listing({ ...usedCar, car_type: 'demo', simple_fuel: 'LPG', dealercomments: null, simple_body: 'bus' }), site)
    expect(row.state_of_vehicle).toBe('USED')
    expect(row.fuel_type).toBe('OTHER')
    expect(row.body_style).toBe('MINIBUS')
    expect(row.description).toBe('2019 Ford Ranger XLT, 87,500 km, Shadow Black, Automatic, LPG.')
    expect(metaVehicleRow(listing({ ...newCar, simple_fuel: 'PHEV', simple_body: null }), site)).toMatchObject({ fuel_type: 'PLUGIN_HYBRID', body_style: 'OTHER' })
  })

  it('rejects cars without a VIN, photo, colour, price or address, with reasons', () => {
    const { rows, rejected } = buildMetaVehicleFeed(
      [
        listing({ ...usedCar, id: 1, stocknum: 'X1', vin: '' }),
        listing({ ...usedCar, id: 2, stocknum: 'X2', imageUrls: ['https://cdn.example.com/placeholder.jpg'] }),
        listing({ ...usedCar, id: 3, stocknum: 'X3', colour: null, price: null }),
        listing({ ...usedCar, id: 4, stocknum: 'X4', km: null }, { ...location, postcode: null }),
      ],
      site,
    )
    expect(rows).toEqual([])
    expect(rejected).toEqual([
      { id: 1, stocknum: 'X1', reasons: ['The car has no 17-character VIN.'] },
      { id: 2, stocknum: 'X2', reasons: ["The car's only photos are placeholders."] },
      { id: 3, stocknum: 'X3', reasons: ['The car has no price.', 'The car has no exterior colour.'] },
      { id: 4, stocknum: 'X4', reasons: ['A used or demo car needs an odometer reading.', "The car's location has no full address (city, state and postcode)."] },
    ])
  })

  it('quotes CSV fields only when needed', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
  })
})

import { describe, expect, it } from 'vitest'

import { jsonLdScript, offerPrice, schemaAvailability, vehicleJsonLd } from '@/domain/vehicle-page'

const car = {
  name: '2021 Ford Ranger XLT',
  year: 2021,
  make: 'Ford',
  model: 'Ranger',
  badge: 'XLT',
  vin: 'MNAUMFF50MW123456',
  km: 45210,
  colour: 'White',
  car_type: 'used',
  status: 'in_stock',
  price: 52990,
  offer_price: null,
  primary_image_url: 'https://img.example/1.jpg',
}
const location = { name: 'Toowoomba', phone: '(07) 4600 0000', address: { street: '1 Ruthven St', city: 'Toowoomba', state: 'QLD', postcode: '4350' } }
const opts = { url: 'https://dealer.example/cars/2021-ford-ranger-xlt', dealerName: 'Downs Motors', location }

describe('vehicleJsonLd', () => {
  const ld = vehicleJsonLd(car, opts)
  it('a schema.org Car with name, brand, model, VIN and mileage in KMT', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Ford Ranger XLT',
      brand: { '@type': 'Brand', name: 'Ford' },
      model: 'Ranger',
      vehicleIdentificationNumber: 'MNAUMFF50MW123456',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45210, unitCode: 'KMT' },
    })
  })
  it('the offer: price in AUD, availability, seller an AutoDealer at the location address', () => {
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: opts.url,
      price: 52990,
      priceCurrency: 'AUD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      seller: {
        '@type': 'AutoDealer',
        name: 'Downs Motors',
        telephone: '(07) 4600 0000',
        address: { '@type': 'PostalAddress', streetAddress: '1 Ruthven St', addressLocality: 'Toowoomba', addressRegion: 'QLD', postalCode: '4350', addressCountry: 'AU' },
      },
    })
  })
  it('round-trips through JSON unchanged and names the car', () => {
    const text = JSON.stringify(ld)
    expect(JSON.parse(text)).toEqual(ld)
    expect(text).toContain('2021 Ford Ranger XLT')
  })
  it('leaves unknown values out rather than writing null', () => {
    const bare = vehicleJsonLd({ make: 'Kia', model: 'EV6', year: 2024, status: 'coming_soon', price: 0 }, { url: 'https://d.example/cars/x', dealerName: 'D' })
    const text = JSON.stringify(bare)
    expect(text).not.toContain('null')
    expect(bare).not.toHaveProperty('vehicleIdentificationNumber')
    expect(bare).not.toHaveProperty('mileageFromOdometer')
    expect(bare.name).toBe('2024 Kia EV6')
    expect(bare.offers).toEqual({ '@type': 'Offer', url: 'https://d.example/cars/x', priceCurrency: 'AUD', availability: 'https://schema.org/PreOrder', seller: { '@type': 'AutoDealer', name: 'D' } })
  })
})

describe('schemaAvailability', () => {
  it('by status', () => {
    expect(schemaAvailability({ status: 'in_stock' })).toBe('https://schema.org/InStock')
    expect(schemaAvailability({ status: 'sold' })).toBe('https://schema.org/SoldOut')
    expect(schemaAvailability({ status: 'in_stock', sold: true })).toBe('https://schema.org/SoldOut')
    expect(schemaAvailability({ status: 'coming_soon' })).toBe('https://schema.org/PreOrder')
    expect(schemaAvailability({ status: 'in_transit' })).toBe('https://schema.org/PreOrder')
    expect(schemaAvailability({ status: 'on_hold' })).toBe('https://schema.org/OutOfStock')
  })
})

describe('offerPrice', () => {
  it('the reduced price, else a price above 10, else none', () => {
    expect(offerPrice({ price: 30000, offer_price: 28990 })).toBe(28990)
    expect(offerPrice({ price: 30000, offer_price: null })).toBe(30000)
    expect(offerPrice({ price: 10 })).toBeNull()
    expect(offerPrice({ price: null })).toBeNull()
  })
})

describe('jsonLdScript', () => {
  it('cannot close the script tag and parses back to the same data', () => {
    const ld = vehicleJsonLd({ ...car, name: 'Evil </script><script>alert(1)</script> & co' }, opts)
    const text = jsonLdScript(ld)
    expect(text).not.toContain('</script>')
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(ld)
  })
})

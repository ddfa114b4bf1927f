/** The vehicle PDF: a real, parseable PDF (pdf-lib reads it back), and the download handler's answers. */
import { inflateSync } from 'node:zlib'

import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { buildVehiclePdf, pdfSafeText, wrapText } from '@/components/vehicle/services/pdf'
import { handleVehiclePdf, PDF_NOT_FOUND_MESSAGE, pdfSlug } from '@/components/vehicle/services/pdfEndpoint'
import { vehicleFacts } from '@/components/vehicle/services/vehicleFacts'
import type { Dealership, Location } from '@/payload-types'
import { siteTenant, vehicle } from './fixtures'

const NOW = Date.UTC(2025, 6, 15)
const tenant = siteTenant()

/** The text drawn on a page: pdf-lib writes standard-font strings as hex in (Flate-compressed) content streams. */
async function pageText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes)
  let out = ''
  for (const page of doc.getPages()) {
    const contents = page.node.Contents()
    const streams = contents && 'asArray' in contents ? (contents as unknown as { asArray(): unknown[] }).asArray() : [contents]
    for (const ref of streams) {
      const stream = doc.context.lookup(ref as never) as unknown as { getContents(): Uint8Array; dict: { toString(): string } }
      let raw = Buffer.from(stream.getContents())
      if (/FlateDecode/.test(stream.dict.toString())) raw = inflateSync(raw)
      out += raw
        .toString('latin1')
        .replace(/<([0-9A-Fa-f]+)>\s*Tj/g, (_m, hex: string) => Buffer.from(hex, 'hex').toString('latin1') + '\n')
    }
  }
  return out
}

describe('vehicleFacts', () => {
  it('title, price by priority with the was-price, specs with units, phone by car type, dealer', () => {
    const facts = vehicleFacts(vehicle(), tenant, NOW)
    expect(facts.title).toBe('2021 Toyota RAV4 GX')
    expect(facts.price).toBe('$32,990')
    expect(facts.wasPrice).toBe('$35,990')
    expect(facts.priceType).toBe('Drive Away')
    expect(facts.specs.find((r) => r.label === 'Kilometres')?.value).toMatch(/45,210 kms/)
    expect(facts.specs.map((r) => r.label)).toContain('VIN')
    expect(facts.comments).toEqual(['One owner.', 'Full service history.'])
    expect(facts.dealer).toMatchObject({ name: 'Harbour City Motor Group', location: 'Harbour City Toyota', address: '1 Marine Parade, Southport QLD 4215', phone: '(07) 5550 3000' })
    expect(facts.photo?.url).toBe('/api/media/file/rav4-640x427.webp')
  })
  it("names the location's dealership where it is loaded and shown (a group's rooftop), else the dealer", () => {
    const at = (dealership: Location['dealership']) => vehicleFacts(vehicle({ location: { ...(vehicle().location as Location), dealership } }), tenant, NOW).dealer.name
    const rooftop: Dealership = { id: 4, name: 'Harbour City Toyota & Hyundai ', slug: 'harbour-city-toyota-and-hyundai', visible: true, updatedAt: 'x', createdAt: 'x' }
    expect(at(rooftop)).toBe('Harbour City Toyota & Hyundai')
    expect(at({ ...rooftop, visible: false })).toBe('Harbour City Motor Group')
    expect(at(4)).toBe('Harbour City Motor Group')
  })
  it('no price shows the dealer’s no-price text', () => {
    const facts = vehicleFacts(vehicle({ price: 0, before_price: null }), tenant, NOW)
    expect(facts.price).toBe('Enquire for price.')
    expect(facts.wasPrice).toBeNull()
  })
})

describe('buildVehiclePdf', () => {
  it('makes a PDF pdf-lib can parse, with the title as metadata and on the page', async () => {
    const facts = vehicleFacts(vehicle(), tenant, NOW)
    const bytes = await buildVehiclePdf({ facts, pageUrl: 'https://harbourcitymotors.com.au/cars/x', now: new Date(NOW) })
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getTitle()).toBe('2021 Toyota RAV4 GX')
    expect(doc.getAuthor()).toBe('Harbour City Motor Group')
    const text = await pageText(bytes)
    expect(text).toContain('2021 Toyota RAV4 GX')
    expect(text).toContain('$32,990')
    expect(text).toContain('(07) 5550 3000')
  })
  it('embeds the first photo when it is a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#336699' } }).jpeg().toBuffer()
    const facts = vehicleFacts(vehicle(), tenant, NOW)
    const without = await buildVehiclePdf({ facts, pageUrl: null })
    const withPhoto = await buildVehiclePdf({ facts, pageUrl: null, photo: { bytes: new Uint8Array(jpeg), type: 'jpeg' } })
    expect(withPhoto.byteLength).toBeGreaterThan(without.byteLength + jpeg.length / 2)
    expect(Buffer.from(withPhoto).toString('latin1')).toMatch(/\/Subtype \/Image/)
    // A broken image leaves the photo out, never the PDF.
    const broken = await buildVehiclePdf({ facts, pageUrl: null, photo: { bytes: new Uint8Array([1, 2, 3]), type: 'jpeg' } })
    expect((await PDFDocument.load(broken)).getPageCount()).toBe(1)
  })
  it('survives text Helvetica cannot encode and long comments (more pages)', async () => {
    const long = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} ${'lorem ipsum dolor sit amet '.repeat(12)}`).join('|')
    const facts = vehicleFacts(vehicle({ badge: 'GX “Hybrid” 🚗 日本', dealercomments: long }), tenant, NOW)
    const bytes = await buildVehiclePdf({ facts, pageUrl: null })
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2)
    expect(doc.getTitle()).toBe('2021 Toyota RAV4 GX "Hybrid" ? ??')
  })
  it('wraps and sanitises text', async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    expect(pdfSafeText('a\u2013b\u2026 ✓', font)).toBe('a-b... ?')
    const lines = wrapText('one two three four five six seven', font, 10, 60)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.every((l) => font.widthOfTextAtSize(l, 10) <= 60)).toBe(true)
    expect(wrapText('x'.repeat(200), font, 10, 50).length).toBeGreaterThan(3)
  })
})

describe('GET /cars/{slug}.pdf (handleVehiclePdf)', () => {
  const car = vehicle()
  const deps = {
    tenantByHost: async (host: string) => (host === 'harbour-city.localhost' ? tenant : null),
    vehicle: async (_t: unknown, slug: string) => (slug === car.slug ? car : null),
    origin: () => 'http://harbour-city.localhost:3000',
    now: () => NOW,
  }
  const get = (slug: string, host = 'harbour-city.localhost') => handleVehiclePdf(new Request(`http://x/api/vehicle-pdf/${slug}`, { headers: { host } }), slug, deps)

  it('answers the PDF as an attachment named {slug}.pdf', async () => {
    const res = await get(`${car.slug}.pdf`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${car.slug}.pdf"`)
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))
    expect(doc.getTitle()).toBe('2021 Toyota RAV4 GX')
  })
  it('404 with a message for another dealer’s car or an unknown host', async () => {
    const res = await get('someone-elses-car')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: PDF_NOT_FOUND_MESSAGE })
    expect((await get(car.slug!, 'other.example.com')).status).toBe(404)
  })
  it('500 with a message when the PDF cannot be made', async () => {
    const res = await handleVehiclePdf(new Request('http://x', { headers: { host: 'harbour-city.localhost' } }), 'x', { ...deps, vehicle: async () => { throw new Error('db down') } })
    expect(res.status).toBe(500)
    expect((await res.json()).message).toMatch(/could not create the PDF/)
  })
  it('reads the slug with or without .pdf', () => {
    expect(pdfSlug('Abc-1.pdf')).toBe('abc-1')
    expect(pdfSlug('abc-1')).toBe('abc-1')
  })
})

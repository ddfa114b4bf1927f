/** The upload rules (issues 21, 33): type by content, SVG only as a plain drawing (./svg.test.ts), size cap, safe names. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { MAX_SVG_BYTES, MAX_UPLOAD_BYTES, checkUpload, looksLikeSvg, normaliseFilename, sniffType } from '@/domain/uploads'

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF\0')
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')
const GIF = bytes('GIF89a', [1, 0, 1, 0])
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')
const AVIF = bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf')
const HEIC = bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')
const PDF = bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj')

describe('sniffType', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
    ['AVIF', AVIF, 'image/avif'],
    ['PDF', PDF, 'application/pdf'],
  ])('reads %s from its bytes', (_, data, mime) => {
    expect(sniffType(data)?.mime).toBe(mime)
  })

  it.each([
    ['HEIC (not AVIF)', HEIC],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
    ['a Windows program', bytes('MZ', [0x90, 0, 3, 0])],
    ['a ZIP archive', bytes('PK', [3, 4, 20, 0])],
    ['plain text', bytes('hello')],
    ['nothing', bytes()],
  ])('knows nothing of %s', (_, data) => {
    expect(sniffType(data)).toBeNull()
  })

  it('never throws on any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (data) => void sniffType(data)), { numRuns: 500 })
  })
})

describe('looksLikeSvg', () => {
  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    '\uFEFF  <?xml version="1.0"?>\n<!-- logo -->\n<svg width="10">',
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" ""><SVG>',
  ])('spots %j', (text) => expect(looksLikeSvg(Buffer.from(text))).toBe(true))

  it('leaves images and other text alone', () => {
    expect(looksLikeSvg(PNG)).toBe(false)
    expect(looksLikeSvg(Buffer.from('<html><body>svg</body></html>'))).toBe(false)
  })
})

describe('checkUpload', () => {
  it('takes an image whatever its name says, with the name of what it is', () => {
    expect(checkUpload({ head: PNG, size: 2000, name: 'photo.JPG' })).toEqual({ ok: true, type: expect.objectContaining({ mime: 'image/png' }), filename: 'photo.png' })
  })

  it('refuses a scripted SVG, even named .png, saying why', () => {
    const verdict = checkUpload({ head: Buffer.from('<svg onload="alert(1)"/>'), size: 24, name: 'logo.png' })
    expect(verdict).toEqual({ ok: false, message: expect.stringMatching(/^“logo\.png” contains an event attribute \(onload\)\. An SVG may hold shapes, text and styles only/) })
  })

  it('takes a plain SVG drawing, named as the SVG it is', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0a4a7a"/></svg>'
    expect(checkUpload({ head: Buffer.from(svg), size: svg.length, name: 'Logo.PNG' })).toEqual({ ok: true, type: expect.objectContaining({ mime: 'image/svg+xml' }), filename: 'logo.svg' })
  })

  it('checks an SVG by its whole text, not its first 4 KB, and refuses one over the SVG limit unread', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(400)}<script>alert(1)</script></svg>`
    const head = Buffer.from(svg).subarray(0, 4096)
    expect(checkUpload({ head, size: Buffer.byteLength(svg), name: 'logo.svg', text: svg })).toMatchObject({ ok: false, message: expect.stringContaining('contains a script (<script>)') })
    expect(checkUpload({ head, size: Buffer.byteLength(svg), name: 'logo.svg' })).toMatchObject({ ok: false, message: expect.stringContaining('could not be read whole') })
    expect(checkUpload({ head, size: MAX_SVG_BYTES + 1, name: 'logo.svg', text: svg })).toMatchObject({ ok: false, message: expect.stringMatching(/over the 1\.0 MB limit for SVG images/) })
  })

  it('refuses what it cannot read, naming the accepted types', () => {
    const verdict = checkUpload({ head: bytes('MZ\x90\0'), size: 4, name: 'brochure.pdf' })
    expect(verdict).toEqual({ ok: false, message: '“brochure.pdf” is not a file type we accept: only JPEG, PNG, GIF, WebP, AVIF, PDF or SVG files, checked by their contents (renaming a file does not change its type).' })
  })

  it('refuses a file over the cap, naming its size and the limit', () => {
    const verdict = checkUpload({ head: JPEG, size: 30 * 1024 * 1024, name: 'huge.jpg' })
    expect(verdict).toEqual({ ok: false, message: expect.stringMatching(/^“huge\.jpg” is 30\.0 MB, over the 25\.0 MB limit for any upload\./) })
    expect(checkUpload({ head: JPEG, size: MAX_UPLOAD_BYTES, name: 'a.jpg' }).ok).toBe(true)
  })

  it('refuses an empty file', () => {
    expect(checkUpload({ head: bytes(), size: 0, name: 'x.png' })).toEqual({ ok: false, message: '“x.png” is empty. Choose the file again and upload it.' })
  })
})

describe('normaliseFilename', () => {
  it.each([
    ['../../Étoile Mazda CX-5 (Front).JPG', 'jpg', 'etoile-mazda-cx-5-front.jpg'],
    ['C:\\Users\\sam\\Desktop\\Hero_Banner.final.png', 'png', 'hero-banner-final.png'],
    ['...', 'webp', 'upload.webp'],
    ['', 'pdf', 'upload.pdf'],
    ['price list.exe', 'pdf', 'price-list.pdf'],
  ])('%j → %j', (name, ext, expected) => expect(normaliseFilename(name, ext)).toBe(expected))

  it('always gives a short, lower-case name of safe characters with no folders', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom('jpg', 'png', 'pdf'), (name, ext) => {
        const out = normaliseFilename(name, ext)
        expect(out).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.(jpg|png|pdf)$/)
        expect(out.length).toBeLessThanOrEqual(84)
      }),
      { numRuns: 500 },
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { checkImageCount, checkImageFile, hasAllowedExtension, sniffImageType } from '@/domain/forms/images'
import { MESSAGES } from '@/domain/forms/messages'

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])))

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)
const GIF = bytes('GIF89a', 1, 0, 1, 0)
const HEIC = bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0)
const SVG = bytes('<svg xmlns="http')

describe('instant-offer images: type by content, size, count', () => {
  it('recognises JPEG, PNG, GIF and HEIC by their first bytes', () => {
    expect(sniffImageType(JPEG)).toBe('jpeg')
    expect(sniffImageType(PNG)).toBe('png')
    expect(sniffImageType(GIF)).toBe('gif')
    expect(sniffImageType(HEIC)).toBe('heic')
    expect(sniffImageType(SVG)).toBeNull()
    expect(sniffImageType(bytes('MZ', 0x90, 0))).toBeNull()
  })

  it('accepts the five extensions in any case and nothing else', () => {
    for (const name of ['a.jpeg', 'a.JPG', 'b.png', 'c.gif', 'd.HEIC']) expect(hasAllowedExtension(name), name).toBe(true)
    for (const name of ['a.svg', 'a.webp', 'jpg', 'a.jpg.exe', 'a.bmp']) expect(hasAllowedExtension(name), name).toBe(false)
  })

  it('refuses a renamed non-image, an oversize or empty file with the spec alert', () => {
    expect(checkImageFile({ name: 'car.jpg', size: 1000, head: JPEG })).toEqual({ ok: true, type: 'jpeg' })
    expect(checkImageFile({ name: 'car.jpg', size: 1000, head: SVG })).toEqual({ ok: false, message: MESSAGES.imageTooLarge })
    expect(checkImageFile({ name: 'car.svg', size: 1000, head: PNG })).toEqual({ ok: false, message: MESSAGES.imageTooLarge })
    expect(checkImageFile({ name: 'car.png', size: 10 * 1024 * 1024, head: PNG })).toEqual({ ok: false, message: MESSAGES.imageTooLarge })
    expect(checkImageFile({ name: 'car.png', size: 10 * 1024 * 1024 - 1, head: PNG }).ok).toBe(true)
    expect(checkImageFile({ name: 'car.png', size: 0, head: PNG }).ok).toBe(false)
  })

  it('random bytes that do not start with a known signature are never an image (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (head) => {
        const type = sniffImageType(head)
        return type === null || [JPEG, PNG, GIF].some((sig) => sig.slice(0, 3).every((b, i) => head[i] === b)) || String.fromCharCode(...head.slice(4, 8)) === 'ftyp'
      }),
    )
  })

  it('allows at most 10 images in all', () => {
    expect(checkImageCount(0, 10)).toEqual({ ok: true })
    expect(checkImageCount(9, 1)).toEqual({ ok: true })
    expect(checkImageCount(9, 2)).toEqual({ ok: false, message: MESSAGES.tooManyImages })
    expect(checkImageCount(0, 11)).toEqual({ ok: false, message: MESSAGES.tooManyImages })
  })
})

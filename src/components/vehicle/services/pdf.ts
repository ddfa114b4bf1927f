/**
 * The vehicle PDF, drawn with
 * pdf-lib on the server: A4, the dealer band, the title, the price, the first photo (when a JPEG or
 * PNG is at hand), the key specifications, dealer comments and the dealer's contact details. The
 * document title metadata is the car's title. Text the standard Helvetica font cannot encode is
 * replaced, so no car or dealer name can make the build throw.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib'

import type { VehicleFacts } from './vehicleFacts'

export type PdfPhoto = { bytes: Uint8Array; type: 'jpeg' | 'png' }
export type VehiclePdfInput = {
  facts: VehicleFacts
  /** The car's page on the dealer's site, printed in the footer. */
  pageUrl: string | null
  photo?: PdfPhoto | null
  /** '#0b3d91': the dealer band's colour (the tenant's primary colour). */
  brandColor?: string
  now?: Date
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 40
const MAX_COMMENT_LINES = 40

function hexColor(hex: string | undefined, fallback: RGB): RGB {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex ?? '')
  if (!m) return fallback
  const n = parseInt(m[1]!, 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

const REPLACEMENTS: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u2013': '-', '\u2014': '-', '\u2026': '...', '\u00a0': ' ', '\u2022': '-' }

/** Text the font can draw: common typography mapped to ASCII, anything else unencodable dropped to '?'. */
export function pdfSafeText(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet())
  return Array.from(text.replace(/[\r\n\t]+/g, ' '))
    .map((ch) => REPLACEMENTS[ch] ?? ch)
    .map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?'))
    .join('')
}

/** Greedy word wrap at `maxWidth` points; a single over-long word is cut. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    let rest = word
    while (font.widthOfTextAtSize(rest, size) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut--
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line) lines.push(line)
  return lines
}

export async function buildVehiclePdf(input: VehiclePdfInput): Promise<Uint8Array> {
  const { facts } = input
  const now = input.now ?? new Date()
  const doc = await PDFDocument.create()
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const ink = rgb(0.1, 0.1, 0.1)
  const muted = rgb(0.4, 0.4, 0.4)
  const brand = hexColor(input.brandColor, rgb(0.04, 0.24, 0.57))
  const width = A4[0] - MARGIN * 2

  doc.setTitle(pdfSafeText(facts.title, regular), { showInWindowTitleBar: true })
  doc.setAuthor(pdfSafeText(facts.dealer.name, regular))
  doc.setSubject(pdfSafeText(`${facts.title} - ${facts.price}`, regular))
  doc.setKeywords([facts.slug])
  doc.setCreator('Forecourt')
  doc.setProducer('Forecourt (pdf-lib)')
  doc.setCreationDate(now)
  doc.setModificationDate(now)

  let page: PDFPage = doc.addPage(A4)
  let y = A4[1]

  const newPage = () => {
    page = doc.addPage(A4)
    y = A4[1] - MARGIN
  }
  const ensure = (height: number) => {
    if (y - height < MARGIN + 40) newPage()
  }
  const text = (value: string, options: { font?: PDFFont; size?: number; color?: RGB; x?: number; maxWidth?: number; gap?: number } = {}) => {
    const font = options.font ?? regular
    const size = options.size ?? 10
    const lines = wrapText(pdfSafeText(value, font), font, size, options.maxWidth ?? width)
    for (const line of lines) {
      ensure(size * 1.3)
      y -= size * 1.3
      page.drawText(line, { x: options.x ?? MARGIN, y, size, font, color: options.color ?? ink })
    }
    y -= options.gap ?? 0
  }

  // The dealer band.
  const bandHeight = 46
  page.drawRectangle({ x: 0, y: A4[1] - bandHeight, width: A4[0], height: bandHeight, color: brand })
  page.drawText(pdfSafeText(facts.dealer.name, bold), { x: MARGIN, y: A4[1] - 29, size: 15, font: bold, color: rgb(1, 1, 1) })
  y = A4[1] - bandHeight - 14

  text(facts.title, { font: bold, size: 20, gap: 6 })
  const priceLine = [facts.price, facts.priceType].filter(Boolean).join('  ')
  text(priceLine, { font: bold, size: 16, color: brand, gap: facts.wasPrice ? 0 : 10 })
  if (facts.wasPrice) text(`Was ${facts.wasPrice}`, { size: 10, color: muted, gap: 10 })

  if (input.photo) {
    let image: PDFImage | null = null
    try {
      image = input.photo.type === 'png' ? await doc.embedPng(input.photo.bytes) : await doc.embedJpg(input.photo.bytes)
    } catch {
      image = null // an unreadable image leaves the photo out, never the PDF
    }
    if (image) {
      const scaled = image.scaleToFit(width, 300)
      ensure(scaled.height + 10)
      y -= scaled.height
      page.drawImage(image, { x: MARGIN + (width - scaled.width) / 2, y, width: scaled.width, height: scaled.height })
      y -= 14
    }
  }

  if (facts.specs.length) {
    text('Key details', { font: bold, size: 13, gap: 4 })
    const column = width / 2
    const labelWidth = 110
    for (let i = 0; i < facts.specs.length; i += 2) {
      const pair = facts.specs.slice(i, i + 2)
      const heights = pair.map((row) => wrapText(pdfSafeText(row.value, regular), regular, 9.5, column - labelWidth - 10).length)
      const rowHeight = Math.max(...heights) * 12.5 + 4
      ensure(rowHeight)
      const top = y
      pair.forEach((row, j) => {
        const x = MARGIN + j * column
        page.drawText(pdfSafeText(row.label, bold), { x, y: top - 12, size: 9.5, font: bold, color: muted })
        wrapText(pdfSafeText(row.value, regular), regular, 9.5, column - labelWidth - 10).forEach((line, k) => {
          page.drawText(line, { x: x + labelWidth, y: top - 12 - k * 12.5, size: 9.5, font: regular, color: ink })
        })
      })
      page.drawLine({ start: { x: MARGIN, y: top - rowHeight + 1 }, end: { x: MARGIN + width, y: top - rowHeight + 1 }, thickness: 0.4, color: rgb(0.85, 0.85, 0.85) })
      y = top - rowHeight
    }
    y -= 12
  }

  if (facts.comments.length) {
    text('Dealer comments', { font: bold, size: 13, gap: 4 })
    let used = 0
    for (const paragraph of facts.comments) {
      const lines = wrapText(pdfSafeText(paragraph, regular), regular, 10, width)
      const room = MAX_COMMENT_LINES - used
      if (room <= 0) break
      text(lines.slice(0, room).join(' ') + (lines.length > room ? '...' : ''), { size: 10, gap: 5 })
      used += Math.min(lines.length, room)
    }
    y -= 6
  }

  const d = facts.dealer
  text('Contact the dealer', { font: bold, size: 13, gap: 4 })
  for (const line of [d.location && d.location !== d.name ? `${d.name}, ${d.location}` : d.name, d.address, d.phone ? `Phone: ${d.phone}` : null, d.email ? `Email: ${d.email}` : null, d.licences.length ? `Dealer licence: ${d.licences.join(', ')}` : null]) {
    if (line) text(line, { size: 10 })
  }

  // A footer on every page: the car's address and the date it was made.
  const pages = doc.getPages()
  pages.forEach((p, i) => {
    const footer = pdfSafeText(
      [input.pageUrl, `Generated ${now.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' })}`, `Page ${i + 1} of ${pages.length}`]
        .filter(Boolean)
        .join('  |  '),
      regular,
    )
    p.drawText(footer, { x: MARGIN, y: 22, size: 8, font: regular, color: muted, maxWidth: width })
  })

  return doc.save()
}

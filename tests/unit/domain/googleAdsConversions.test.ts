import { describe, expect, it } from 'vitest'

import { conversionFor, conversionTime, googleAdsHeader, googleAdsLines, oldestClickTime, type ClickedLead, type GoogleAdsSettings } from '@/domain/marketing/googleAdsConversions'

const NOW = new Date('2026-11-29T02:00:00Z')
const DAY_MS = 86_400_000

const SETTINGS: GoogleAdsSettings = {
  googleAdsLeadConversion: 'Website lead',
  googleAdsLeadValue: 20,
  googleAdsTestDriveConversion: 'Test drive booked',
  googleAdsTestDriveValue: 150,
  googleAdsReservationConversion: 'Vehicle reserved',
  googleAdsReservationValue: 0,
}

const lead = (extra: Partial<ClickedLead> = {}): ClickedLead => ({ gclid: 'Cj0KCQabc', form: 'enquiry', createdAt: '2026-11-20T23:05:09.123Z', settings: SETTINGS, ...extra })

/** The file's rows as cells, without the parameters line and the header. */
const cells = (text: string) =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','))

describe('which conversion a lead is', () => {
  it('is the test drive for a test drive, the reservation for a reservation or an online purchase, else a lead', () => {
    expect(conversionFor('test-drive', SETTINGS)).toEqual({ name: 'Test drive booked', value: 150 })
    expect(conversionFor('reservation', SETTINGS)).toEqual({ name: 'Vehicle reserved', value: 0 })
    expect(conversionFor('online-purchase', SETTINGS)).toEqual({ name: 'Vehicle reserved', value: 0 })
    for (const form of ['enquiry', 'service', 'trade-in', 'instant-offer', null, undefined]) {
      expect(conversionFor(form, SETTINGS), String(form)).toEqual({ name: 'Website lead', value: 20 })
    }
  })
})

describe('the Google Ads upload file', () => {
  it('starts with the time zone line and Google’s header, each ending in CRLF', () => {
    expect(googleAdsHeader()).toBe('Parameters:TimeZone=+0000\r\nGoogle Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n')
  })

  it('writes the click id, the conversion, the time in UTC with its offset, the value and AUD', () => {
    const text = googleAdsLines([lead(), lead({ gclid: 'EAIaIQtd', form: 'test-drive', createdAt: '2026-11-28T14:30:00+10:00' })], NOW)
    expect(text).toBe('Cj0KCQabc,Website lead,2026-11-20T23:05:09+00:00,20,AUD\r\nEAIaIQtd,Test drive booked,2026-11-28T04:30:00+00:00,150,AUD\r\n')
  })

  it('leaves value and currency empty when the dealer set the value to 0', () => {
    expect(cells(googleAdsLines([lead({ form: 'online-purchase' })], NOW))).toEqual([['Cj0KCQabc', 'Vehicle reserved', '2026-11-20T23:05:09+00:00', '', '']])
  })

  it('takes leads from the last 90 days only, the 90th day’s included', () => {
    const cutOff = oldestClickTime(NOW)
    expect(cutOff.toISOString()).toBe(new Date(NOW.getTime() - 90 * DAY_MS).toISOString())
    const edge = lead({ gclid: 'edge', createdAt: cutOff.toISOString() })
    const older = lead({ gclid: 'older', createdAt: new Date(cutOff.getTime() - 1000).toISOString() })
    const recent = lead({ gclid: 'recent', createdAt: new Date(NOW.getTime() - DAY_MS).toISOString() })
    expect(cells(googleAdsLines([older, edge, recent], NOW)).map((row) => row[0])).toEqual(['edge', 'recent'])
  })

  it('skips a lead without a click id, and trims the one it writes', () => {
    expect(googleAdsLines([lead({ gclid: '' }), lead({ gclid: '   ' })], NOW)).toBe('')
    expect(cells(googleAdsLines([lead({ gclid: ' Cj0pad ' })], NOW))[0]![0]).toBe('Cj0pad')
  })

  it('escapes a conversion name with a comma and writes a planted formula as text', () => {
    const text = googleAdsLines([lead({ gclid: '=HYPERLINK("http://evil.example")', settings: { ...SETTINGS, googleAdsLeadConversion: 'Lead, website' } })], NOW)
    expect(text).toBe(`"'=HYPERLINK(""http://evil.example"")","Lead, website",2026-11-20T23:05:09+00:00,20,AUD\r\n`)
  })

  it('writes every line with CRLF, none with a bare LF', () => {
    const file = googleAdsHeader() + googleAdsLines([lead(), lead({ form: 'test-drive' })], NOW)
    expect(file.endsWith('\r\n')).toBe(true)
    expect(file.split('\r\n')).toHaveLength(5)
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('writes times as yyyy-MM-ddTHH:mm:ss+00:00', () => {
    expect(conversionTime('2026-01-02T03:04:05.678Z')).toBe('2026-01-02T03:04:05+00:00')
  })
})

/**
 * ADF (Auto-lead Data Format) 1.0: the XML that dealer CRMs read from a lead email's body. One
 * prospect with its vehicle(s), customer, vendor and provider; everything the shopper typed that ADF
 * has no element for goes into the customer's comments, one "field: value" per line.
 */
export type AdfVehicle = {
  interest: 'buy' | 'sell' | 'trade-in' | 'test-drive'
  status: 'new' | 'used'
  year?: number | null
  make?: string | null
  model?: string | null
  trim?: string | null
  vin?: string | null
  stock?: string | null
  odometerKm?: number | null
  price?: number | null
  comments?: string | null
}

export type AdfInput = {
  leadId: string
  requestDate: Date
  vehicles: AdfVehicle[]
  customer: { first?: string | null; last?: string | null; email?: string | null; phone?: string | null; postcode?: string | null; comments?: string | null }
  vendor: { id: string; name: string; contactName?: string | null; phone?: string | null; email?: string | null; street?: string | null; city?: string | null; state?: string | null; postcode?: string | null }
  provider: { service: string; url?: string | null }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
// Characters XML 1.0 forbids (control codes other than tab, newline and carriage return) are dropped.
export const escapeXml = (value: unknown) =>
  String(value)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!)

const el = (name: string, value: unknown, attrs = '') =>
  value === undefined || value === null || value === '' ? '' : `<${name}${attrs}>${escapeXml(value)}</${name}>`

const lines = (...parts: string[]) => parts.filter(Boolean).join('\n')

function vehicleXml(v: AdfVehicle): string {
  return lines(
    `    <vehicle interest="${v.interest}" status="${v.status}">`,
    `      ${el('year', v.year)}`,
    `      ${el('make', v.make ?? 'Not specified')}`,
    `      ${el('model', v.model ?? 'Not specified')}`,
    v.vin ? `      ${el('vin', v.vin)}` : '',
    v.stock ? `      ${el('stock', v.stock)}` : '',
    v.trim ? `      ${el('trim', v.trim)}` : '',
    v.odometerKm !== undefined && v.odometerKm !== null ? `      ${el('odometer', v.odometerKm, ' status="original" units="km"')}` : '',
    // ADF's price types: a car for sale has an asking price; the shopper's own car (trade-in or
    // instant offer) carries our valuation, which ADF calls an appraisal.
    v.price ? `      ${el('price', v.price, ` type="${v.interest === 'trade-in' || v.interest === 'sell' ? 'appraisal' : 'asking'}" currency="AUD"`)}` : '',
    v.comments ? `      ${el('comments', v.comments)}` : '',
    '    </vehicle>',
  ).replace(/\n\s+\n/g, '\n')
}

export function buildAdf(input: AdfInput): string {
  const c = input.customer
  const v = input.vendor
  return lines(
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '  <prospect status="new">',
    `    ${el('id', input.leadId, ' sequence="1" source="Forecourt"')}`,
    `    ${el('requestdate', input.requestDate.toISOString())}`,
    ...input.vehicles.map(vehicleXml),
    '    <customer>',
    '      <contact primarycontact="1">',
    c.first ? `        ${el('name', c.first, ' part="first"')}` : '',
    c.last ? `        ${el('name', c.last, ' part="last"')}` : '',
    !c.first && !c.last ? `        ${el('name', 'Website shopper', ' part="full"')}` : '',
    c.email ? `        ${el('email', c.email)}` : '',
    c.phone ? `        ${el('phone', c.phone, ' type="voice"')}` : '',
    c.postcode ? `        <address>${el('postalcode', c.postcode)}${el('country', 'AU')}</address>` : '',
    '      </contact>',
    c.comments ? `      ${el('comments', c.comments)}` : '',
    '    </customer>',
    '    <vendor>',
    `      ${el('id', v.id, ' source="dealership_slug"')}`,
    `      ${el('vendorname', v.name)}`,
    '      <contact>',
    `        ${el('name', v.contactName ?? v.name, ' part="full"')}`,
    v.email ? `        ${el('email', v.email)}` : '',
    v.phone ? `        ${el('phone', v.phone, ' type="voice"')}` : '',
    v.city || v.street
      ? `        <address>${v.street ? el('street', v.street, ' line="1"') : ''}${el('city', v.city)}${el('regioncode', v.state)}${el('postalcode', v.postcode)}${el('country', 'AU')}</address>`
      : '',
    '      </contact>',
    '    </vendor>',
    '    <provider>',
    `      ${el('name', 'Forecourt', ' part="full"')}`,
    `      ${el('service', input.provider.service)}`,
    input.provider.url ? `      ${el('url', input.provider.url)}` : '',
    '    </provider>',
    '  </prospect>',
    '</adf>',
  )
}

/** Every submitted field as "name: value" lines (nested values as compact JSON). */
export function fieldsAsComments(fields: Record<string, unknown>, skip: readonly string[] = []): string {
  return Object.entries(fields)
    .filter(([k, v]) => !skip.includes(k) && v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('\n')
}

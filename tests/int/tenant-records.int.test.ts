/** Bad tenant and page input is refused with a field message and changes nothing. */
import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Tenant } from '@/payload-types'
import { createPage, createTenant, getTestPayload, unique } from './helpers'

let payload: Payload
let tenant: Tenant

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = await createTenant(payload, 'Records Dealer')
})

async function validationErrors(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return Object.fromEntries((error as ValidationError).data.errors.map((e) => [e.path, e.message]))
  }
  throw new Error('expected a validation error')
}

describe('tenant settings', () => {
  it('stores the defaults for a new tenant', async () => {
    const stored = await payload.findByID({ collection: 'tenants', id: tenant.id, overrideAccess: true })
    expect(stored.settings?.stock?.soldWindowDays).toBe(3)
    expect(stored.settings?.display?.soldTagName).toBe('JUST SOLD')
    expect(stored.settings?.stock?.pageSize).toBe(21)
  })

  it('refuses settings that fail the schema, naming the field, and keeps the old value', async () => {
    const errors = await validationErrors(
      payload.update({
        collection: 'tenants',
        id: tenant.id,
        data: { settings: { stock: { soldWindowDays: 500 }, display: { noPriceText: '' } } } as Partial<Tenant>,
        overrideAccess: true,
      }),
    )
    expect(errors['settings.stock.soldWindowDays']).toBe('Must be 60 or less.')
    expect(errors['settings.display.noPriceText']).toBe('This field cannot be empty.')
    const stored = await payload.findByID({ collection: 'tenants', id: tenant.id, overrideAccess: true })
    expect(stored.settings?.stock?.soldWindowDays).toBe(3)
  })

  it("refuses a marketing tag id in the wrong shape with what it should look like, and keeps the dealer's tags", async () => {
    await payload.update({ collection: 'tenants', id: tenant.id, data: { settings: { tags: { gtmId: 'GTM-GOOD123' } } } as Partial<Tenant>, overrideAccess: true })
    const errors = await validationErrors(
      payload.update({
        collection: 'tenants',
        id: tenant.id,
        data: { settings: { tags: { gtmId: '<script>', metaPixelId: '12ab' }, consent: { consentTitle: '' } } } as Partial<Tenant>,
        overrideAccess: true,
      }),
    )
    expect(errors['settings.tags.gtmId']).toBe('Use the container id as Tag Manager shows it, for example GTM-ABC1234.')
    expect(errors['settings.tags.metaPixelId']).toBe('Use the pixel id as Meta Events Manager shows it: 10 to 20 digits.')
    expect(errors['settings.consent.consentTitle']).toBe('This field cannot be empty.')
    const stored = await payload.findByID({ collection: 'tenants', id: tenant.id, overrideAccess: true })
    expect(stored.settings?.tags?.gtmId).toBe('GTM-GOOD123')
    expect(stored.settings?.consent?.consentMode).toBe('ask-first')
  })

  it('refuses a theme with unreadable contrast', async () => {
    const errors = await validationErrors(
      payload.update({
        collection: 'tenants',
        id: tenant.id,
        data: { theme: { textColor: '#eeeeee', backgroundColor: '#ffffff' } },
        overrideAccess: true,
      }),
    )
    expect(errors['theme.textColor']).toMatch(/WCAG AA/)
  })

  it('normalises domains and refuses one already used by another dealer', async () => {
    const other = await createTenant(payload, 'Other Dealer', { domains: [{ domain: 'HTTPS://Shared-Domain.com.au:443/' }] })
    expect(other.domains?.[0]?.domain).toBe('shared-domain.com.au')
    await expect(
      createTenant(payload, 'Copycat', { domains: [{ domain: 'shared-domain.com.au' }] }),
    ).rejects.toBeInstanceOf(ValidationError)
    const errors = await validationErrors(
      createTenant(payload, 'Local', { domains: [{ domain: 'x.localhost' }, { domain: 'a.com' }, { domain: 'a.com' }] }),
    )
    expect(errors['domains.0.domain']).toMatch(/reserved for development/)
    expect(errors['domains.2.domain']).toBe('a.com is listed twice.')
  })
})

describe('page slugs', () => {
  it('refuses a slug clash within one dealer and allows it across dealers', async () => {
    await createPage(payload, tenant, 'finance')
    const errors = await validationErrors(createPage(payload, tenant, 'finance'))
    expect(errors.slug).toBe('This dealer already has a page at /finance.')
    const other = await createTenant(payload, 'Second Dealer')
    const page = await createPage(payload, other, 'finance')
    expect(page.slug).toBe('finance')
  })

  it('refuses malformed slugs', async () => {
    const errors = await validationErrors(createPage(payload, tenant, unique('x') + '//bad'))
    expect(errors.slug).toMatch(/lower-case words/)
  })
})

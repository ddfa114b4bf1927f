import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Tenant } from '@/payload-types'
import { findTenantByHost } from '@/lib/site/tenant'
import { createTenant, getTestPayload } from './helpers'

let payload: Payload
let first: Tenant
let second: Tenant

beforeAll(async () => {
  payload = await getTestPayload()
  first = await createTenant(payload, 'Host One', { domains: [{ domain: 'hostone.com.au' }, { domain: 'www.hostone.com.au' }] })
  second = await createTenant(payload, 'Host Two', { domains: [{ domain: 'hosttwo.com.au' }] })
})

describe('host → tenant', () => {
  it('finds each tenant by any of its domains, whatever the case or port', async () => {
    expect((await findTenantByHost('hostone.com.au'))?.id).toBe(first.id)
    expect((await findTenantByHost('WWW.HostOne.com.au:443'))?.id).toBe(first.id)
    expect((await findTenantByHost('hosttwo.com.au'))?.id).toBe(second.id)
  })

  it('finds a tenant at {slug}.localhost', async () => {
    const found = await findTenantByHost(`${second.slug}.localhost:3000`)
    expect(found?.id).toBe(second.id)
    expect(found?.name).toBe('Host Two')
    expect(found?.settings.soldWindowDays).toBe(3)
  })

  it('finds nothing for an unknown or malformed host', async () => {
    expect(await findTenantByHost('unknown.com.au')).toBeNull()
    expect(await findTenantByHost('nobody.localhost')).toBeNull()
    expect(await findTenantByHost("hostone.com.au' OR '1'='1")).toBeNull()
    expect(await findTenantByHost('')).toBeNull()
    expect(await findTenantByHost('com.au')).toBeNull()
  })

  it('follows a domain when it moves between tenants', async () => {
    await payload.update({
      collection: 'tenants',
      id: first.id,
      data: { domains: [{ domain: 'hostone.com.au' }] },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'tenants',
      id: second.id,
      data: { domains: [{ domain: 'hosttwo.com.au' }, { domain: 'www.hostone.com.au' }] },
      overrideAccess: true,
    })
    expect((await findTenantByHost('www.hostone.com.au'))?.id).toBe(second.id)
  })
})

/**
 * A dealer's marketing tags on the real database (issue 37): a marketer sets up the vetted vendors'
 * tags for their own dealer, but only a super-admin may add another script; a bad script address or
 * origin is refused with what it should be; the site reads both as the tags it loads and the origins
 * its policy allows.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Tenant, User } from '@/payload-types'
import { siteTags, tagPolicySources } from '@/domain/marketing/tags'
import { toSiteTenant } from '@/lib/site/siteTenant'
import { createMarketer, createTenant, getTestPayload, refusal, unique } from './helpers'

let payload: Payload
let dealer: Tenant
let marketer: User
let superAdmin: User

const SCRIPT = { label: 'Call tracking', category: 'marketing', paused: false, src: 'https://cdn.calltrack.example/t.js', origins: ['https://api.calltrack.example'] }

beforeAll(async () => {
  payload = await getTestPayload()
  dealer = await createTenant(payload, unique('Tags'))
  marketer = await createMarketer(payload, [dealer])
  const admin = await payload.create({
    collection: 'users',
    data: { email: `${unique('super')}@example.test`, password: 'Secret-pass-123', roles: ['super-admin'] },
    overrideAccess: true,
  })
  superAdmin = { ...admin, collection: 'users' } as User
}, 120_000)

const settingsOf = async () => (await payload.findByID({ collection: 'tenants', id: dealer.id, overrideAccess: true, depth: 0 })).settings!

describe('marketing tags', () => {
  it("lets a marketer switch on the dealer's Google tags and Meta pixel, which the site loads and its policy allows", async () => {
    await payload.update({
      collection: 'tenants',
      id: dealer.id,
      data: { settings: { ...(await settingsOf()), tags: { gtmId: 'GTM-TAGS123', metaPixelId: '1234567890123' } } } as Partial<Tenant>,
      user: marketer,
      overrideAccess: false,
    })
    const site = toSiteTenant(await payload.findByID({ collection: 'tenants', id: dealer.id, overrideAccess: true, depth: 0 }))
    const tags = siteTags(site.settings)
    expect(tags.map((t) => t.vendor)).toEqual(['gtm', 'metaPixel'])
    expect(tagPolicySources(tags).script).toEqual(['https://www.googletagmanager.com', 'https://connect.facebook.net'])
  })

  it("ignores a marketer's other script: only a super-admin adds one", async () => {
    await payload.update({
      collection: 'tenants',
      id: dealer.id,
      data: { settings: { ...(await settingsOf()), customTags: [SCRIPT] } } as Partial<Tenant>,
      user: marketer,
      overrideAccess: false,
    })
    expect((await settingsOf()).customTags ?? []).toEqual([])

    await payload.update({
      collection: 'tenants',
      id: dealer.id,
      data: { settings: { ...(await settingsOf()), customTags: [SCRIPT] } } as Partial<Tenant>,
      user: superAdmin,
      overrideAccess: false,
    })
    const site = toSiteTenant(await payload.findByID({ collection: 'tenants', id: dealer.id, overrideAccess: true, depth: 0 }))
    const custom = siteTags(site.settings).filter((t) => t.vendor === 'custom')
    expect(custom).toEqual([{ vendor: 'custom', id: 'Call tracking', category: 'marketing', src: SCRIPT.src, origins: SCRIPT.origins }])
    const sources = tagPolicySources(custom)
    expect(sources.script).toEqual(['https://cdn.calltrack.example', 'https://api.calltrack.example'])
    expect(sources.connect).toEqual(['https://api.calltrack.example'])
  })

  it('refuses a script address that is not https and an origin with a path, and keeps the script as it was', async () => {
    const before = (await settingsOf()).customTags
    for (const bad of [{ ...SCRIPT, src: 'http://cdn.calltrack.example/t.js' }, { ...SCRIPT, origins: ['https://api.calltrack.example/collect'] }]) {
      const message = await refusal(
        payload.update({ collection: 'tenants', id: dealer.id, data: { settings: { ...(await settingsOf()), customTags: [bad] } } as Partial<Tenant>, user: superAdmin, overrideAccess: false }),
      )
      expect(message).toMatch(bad.src === SCRIPT.src ? /Use origins only, for example https:\/\/api\.vendor\.example/ : /Use the script’s full https address/)
    }
    expect((await settingsOf()).customTags).toEqual(before)
  })
})

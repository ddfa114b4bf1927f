/**
 * Each dealer's frame policy (src/lib/site/csp/dealerPolicy.ts) on the real database: it names the
 * origins of the booking pages that the dealer's own published service-booking blocks frame, read with
 * a narrow select (the booking blocks' address only), and never another dealer's or a draft's.
 *
 * Next's data cache does not exist outside a Next server: `unstable_cache` runs its function.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Tenant } from '@/payload-types'
import { siteTags } from '@/domain/marketing/tags'
import { getDealerFramePolicy } from '@/lib/site/csp/dealerPolicy'
import { createTenant, getTestPayload, unique } from './helpers'

vi.mock('next/cache', async (original) => (await import('./nextCacheMock')).runEachCall(original))

let payload: Payload
let dealer: Tenant
let other: Tenant

async function bookingPage(tenant: Tenant, frameUrl: string, status: 'draft' | 'published' = 'published') {
  await payload.create({
    collection: 'pages',
    data: {
      title: 'Book a service',
      slug: unique('book'),
      tenant: tenant.id,
      _status: status,
      layout: [
        { blockType: 'cta', heading: 'Service specials' },
        { blockType: 'serviceBooking', heading: 'Book online', frameUrl },
      ] as never,
    },
    draft: status === 'draft',
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  dealer = await createTenant(payload, unique('Frames'))
  other = await createTenant(payload, unique('Other frames'))
  await bookingPage(dealer, 'https://booking.dealer-one.example/dealer?x=1')
  await bookingPage(dealer, 'https://drafts.dealer-one.example/', 'draft')
  await bookingPage(other, 'https://booking.other-dealer.example/')
}, 120_000)

describe('the dealer frame policy', () => {
  it("names its published booking blocks' origins, not a draft's nor another dealer's", async () => {
    const policy = await getDealerFramePolicy(dealer.id, {}, [])
    expect(policy).toMatch(/^frame-src 'self' /)
    expect(policy).toContain('https://booking.dealer-one.example')
    expect(policy).not.toContain('dealer?x=1')
    expect(policy).not.toContain('drafts.dealer-one.example')
    expect(policy).not.toContain('other-dealer.example')
  })

  it("adds the frames of the dealer's switched-on chat widget, and none of a paused one", async () => {
    expect(await getDealerFramePolicy(dealer.id, {}, siteTags({ chatVendor: 'intercom', chatId: 'abc123' }))).toContain('https://intercom-sheets.com')
    expect(await getDealerFramePolicy(dealer.id, {}, siteTags({ chatVendor: 'intercom', chatId: 'abc123', chatPaused: true }))).not.toContain('intercom')
  })
})

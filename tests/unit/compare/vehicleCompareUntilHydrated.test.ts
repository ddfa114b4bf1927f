/**
 * The vehicle page's compare control in the server's HTML: disabled until React has hydrated it, like
 * Share and Favourite beside it (src/components/vehicle/page/VehicleTools.client.tsx). A press before
 * its click handler listens would otherwise do nothing and look broken; that it works once hydrated,
 * tests/e2e/compare.spec.ts shows (it adds the car and links to /compare).
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { VehicleCompare } from '@/components/compare/VehicleCompare.client'

describe('the vehicle page compare control before hydration', () => {
  it('renders the button disabled and not pressed', () => {
    const html = renderToStaticMarkup(createElement(VehicleCompare, { vehicle: { id: 7, name: '2022 Mazda CX-5', slug: '2022-mazda-cx-5', make: 'Mazda', model: 'CX-5', primary_image_url: null } }))
    expect(html).toMatch(/<button type="button"[^>]* aria-pressed="false"[^>]* disabled=""[^>]*data-testid="vehicle-compare"/)
  })
})

'use client'
/**
 * The block's interactive code as a deferred island (src/components/deferred): rendered on the server
 * as usual, its own chunk loads and hydrates as the form nears the screen (or on the shopper's first
 * interaction), so a form further down the page costs nothing while the page loads. Every other page
 * never downloads it.
 */
import { deferredIsland } from '../../src/components/deferred/deferredIsland.client'

export const TradeInWizard = deferredIsland(() => import('./TradeInWizard.client').then((m) => m.TradeInWizard), 'visible')

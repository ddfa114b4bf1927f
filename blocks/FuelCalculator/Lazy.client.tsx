'use client'
/**
 * The block's interactive code as a deferred island (src/components/deferred): rendered on the server
 * as usual, its own chunk loads and hydrates as the form nears the screen (or on the shopper's first
 * interaction), so a form further down the page costs nothing while the page loads. Every other page
 * never downloads it.
 *
 * Its CSS is imported here: the server HTML links only the CSS of the page's first chunks.
 */
import { deferredIsland } from '../../src/components/deferred/deferredIsland.client'
import '../FinanceCalculator/FinanceCalculator.css'
import './FuelCalculator.css'

export const FuelCalculator = deferredIsland(() => import('./FuelCalculator.client').then((m) => m.FuelCalculator), 'visible')

import type { BlockSample } from '../sampleTypes'

/** The FuelCalculator block's sample: what the block gallery (/block-gallery) and its tests render. */
export const fuelCalculatorSample = {
  block: { blockType: 'fuelCalculator', heading: 'Fuel cost calculator', consumption: 7.6 },
} satisfies BlockSample<'fuelCalculator'>

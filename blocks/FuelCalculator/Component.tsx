import type { BlockProps } from '../types'
import { FuelCalculator } from '@/components/fuel/Lazy.client'

/** The fuel cost calculator as a page block (no vehicle: the block's consumption, else 10 L/100km). */
export function FuelCalculatorComponent({ block }: BlockProps<'fuelCalculator'>) {
  return (
    <section className="fin-block fin-block--fuel container" aria-label={block.heading ? undefined : 'Fuel cost calculator'}>
      <FuelCalculator consumption={block.consumption ?? null} heading={block.heading} />
    </section>
  )
}

'use client'

import { formatNumber } from '@/domain/format/numbers'
import { useId, useState } from 'react'

import {
  FUEL_DEFAULTS,
  formatFuelPrice,
  formatKms,
  formatCents,
  fuelConsumptionOf,
  fuelCost,
  parseFuelInput,
  showFuelCalculator,
  type FuelVehicle,
} from '@/domain/finance'
import '../finance/FinanceCalculator.css'
import './FuelCalculator.css'

export type FuelCalculatorProps = {
  /** The vehicle (electric vehicles get no calculator; its combined consumption is used). */
  vehicle?: FuelVehicle | null
  /** A consumption to use when there is no vehicle (L/100km; default 10). */
  consumption?: number | null
  heading?: string | null
  headingLevel?: 2 | 3
}

/**
 * The fuel cost calculator: fuel price and weekly distance, at the
 * vehicle's consumption (10 L/100km when it has none). Hidden for electric vehicles.
 */
export function FuelCalculator({ vehicle, consumption, heading, headingLevel = 2 }: FuelCalculatorProps) {
  const id = useId().replace(/:/g, '')
  const [priceText, setPriceText] = useState(formatFuelPrice(FUEL_DEFAULTS.pricePerLitre))
  const [kmsText, setKmsText] = useState(formatKms(FUEL_DEFAULTS.kmPerWeek))
  if (!showFuelCalculator(vehicle)) return null
  const litresPer100 = vehicle ? fuelConsumptionOf(vehicle) : consumption && consumption > 0 ? consumption : FUEL_DEFAULTS.consumption
  const price = parseFuelInput(priceText)
  const kms = parseFuelInput(kmsText)
  const cost = fuelCost({ consumption: litresPer100, pricePerLitre: price ?? 0, kmPerWeek: kms ?? 0 })
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <div className="fuel-calc">
      {heading ? <Heading className="fuel-calc__heading">{heading}</Heading> : null}
      <div className="fuel-calc__inputs">
        <div className="fuel-calc__field">
          <label htmlFor={`${id}-price`}>Fuel price per litre</label>
          <input
            id={`${id}-price`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={priceText}
            aria-invalid={price === null || undefined}
            aria-describedby={price === null ? `${id}-price-error` : undefined}
            onChange={(e) => setPriceText(e.target.value)}
            onBlur={() => price !== null && setPriceText(formatFuelPrice(price))}
          />
          {price === null ? (
            <p id={`${id}-price-error`} className="fin-field__message" role="alert">
              Enter a price such as $1.70.
            </p>
          ) : null}
        </div>
        <div className="fuel-calc__field">
          <label htmlFor={`${id}-kms`}>Distance per week</label>
          <input
            id={`${id}-kms`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={kmsText}
            aria-invalid={kms === null || undefined}
            aria-describedby={kms === null ? `${id}-kms-error` : undefined}
            onChange={(e) => setKmsText(e.target.value)}
            onBlur={() => kms !== null && setKmsText(formatKms(kms))}
          />
          {kms === null ? (
            <p id={`${id}-kms-error`} className="fin-field__message" role="alert">
              Enter a distance such as 250 kms.
            </p>
          ) : null}
        </div>
      </div>
      <div className="fuel-calc__result" aria-live="polite" aria-atomic="true">
        <p className="fuel-calc__label">Estimated fuel cost</p>
        <p className="fuel-calc__amount" data-testid="fuel-cost">
          {formatCents(cost.weekly)} <span>per week</span>
        </p>
        <p className="fuel-calc__note">
          {formatCents(cost.yearly)} a year, using {formatNumber(cost.litresPerWeek)} litres a week at {formatNumber(litresPer100)} L/100km.
        </p>
      </div>
    </div>
  )
}

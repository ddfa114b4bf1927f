'use client'
/**
 * The vehicle page's compare control (beside Share, Favourite and Print): picks or unpicks the car in
 * this browser's compare list (the same list as the result cards' toggle, at most 4), and once picked
 * shows 'Compare (n)', the way to /compare.
 */
import { useHydrated } from '@/components/hydration/useHydrated.client'
import { COMPARE_MAX } from '@/domain/compare'
import { COMPARE_KEY, CompareLink, toggleSaved, useSavedIds, type SavedVehicle } from '../vehicle/card/CardControls.client'

export function VehicleCompare({ vehicle }: { vehicle: SavedVehicle }) {
  const ids = useSavedIds(COMPARE_KEY)
  const picked = ids.includes(vehicle.id)
  // Its whole job is done by the click handler: disabled until that listens, as Share and Favourite
  // beside it are, so an early press is not silently lost.
  const hydrated = useHydrated()
  return (
    <div className="vp-tools vp-compare">
      <button
        type="button"
        className="vp-tools__button"
        aria-pressed={picked}
        disabled={!hydrated}
        onClick={() => toggleSaved(COMPARE_KEY, vehicle, COMPARE_MAX)}
        data-testid="vehicle-compare"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M7 4v16M17 4v16M3 8h8M13 16h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Add to compare
        <span className="visually-hidden"> the {vehicle.name}</span>
      </button>
      {picked ? <CompareLink ids={ids} className="vp-tools__button vp-compare__link" /> : null}
    </div>
  )
}

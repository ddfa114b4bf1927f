'use client'
/**
 * The hours of one address with several departments (sales, service...): a 'Department' drop-down
 * switches the Opening Hours shown, in the browser. With one department there is nothing
 * to choose and no drop-down.
 */
import { useId, useState } from 'react'

import type { Department } from './hoursView'
import { OpeningHours } from './OpeningHours.client'
import { initialDepartment } from './select'

export function HoursPanel({ departments, preferred, headingLevel = 3 }: { departments: Department[]; preferred?: number; headingLevel?: 2 | 3 | 4 }) {
  // One option is selected by itself, once; after that the shopper's choice stands.
  const [selected, setSelected] = useState<number | null>(() => initialDepartment(departments, preferred))
  const selectId = `dept${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const current = departments.find((d) => d.id === selected) ?? departments[0]
  if (!current) return null
  return (
    <div className="loc-hours-panel">
      {departments.length > 1 ? (
        <div className="loc-hours-panel__select form-field">
          <label className="form-field__label" htmlFor={selectId}>
            Department
          </label>
          <select id={selectId} className="form-field__control" value={String(current.id)} onChange={(e) => setSelected(Number(e.target.value))}>
            {departments.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <OpeningHours hours={current.hours} headingLevel={headingLevel} />
    </div>
  )
}

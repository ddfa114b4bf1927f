'use client'
/** A specification list: the first 4 rows, then Show all / Hide. */
import { useId, useState } from 'react'

import { rowsToggleLabel, visibleRows, type SpecRow } from '@/domain/vehicle-page'

export function RowsList({ rows, label }: { rows: SpecRow[]; label: string }) {
  const [expanded, setExpanded] = useState(false)
  const id = `rows${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const toggle = rowsToggleLabel(rows.length, expanded)
  if (rows.length === 0) return null
  return (
    <div className="vp-rows">
      <dl className="vp-rows__list" id={id}>
        {visibleRows(rows, expanded).map((r) => (
          <div key={r.key} className="vp-rows__row">
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
      {toggle ? (
        <button type="button" className="vp-link-button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
          {toggle}
          <span className="visually-hidden"> {label}</span>
        </button>
      ) : null}
    </div>
  )
}

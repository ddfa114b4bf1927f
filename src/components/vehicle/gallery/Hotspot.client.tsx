'use client'
/**
 * A hotspot on a spin frame or the interior image: a round button placed at its x / y percentages
 * that discloses its description in a small popover (aria-expanded + aria-controls; the popover follows
 * the button in reading order). Click, Enter or Space toggles it, hover shows it, Escape closes it.
 */
import { useId, useState } from 'react'

import type { PlacedHotspot } from '@/domain/vehicle-page'

type Props = { spot: PlacedHotspot; number: number; onOpen?: () => void }

export function Hotspot({ spot, number, onOpen }: Props) {
  const [open, setOpen] = useState(false)
  const [hover, setHover] = useState(false)
  const id = `hs${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const shown = open || hover
  const toggle = () => {
    if (!open) onOpen?.()
    setOpen(!open)
  }
  // Near the right or bottom edge the popover opens the other way so it stays on the frame.
  const alignX = spot.x > 60 ? 'end' : 'start'
  const alignY = spot.y > 60 ? 'above' : 'below'
  return (
    <div
      className="vg-hotspot"
      data-hotspot={spot.id}
      style={{ left: `${spot.x}%`, top: `${spot.y}%` }}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation()
          e.preventDefault()
          setOpen(false)
        }
      }}
    >
      <button type="button" className="vg-hotspot__button" aria-expanded={open} aria-controls={id} onClick={toggle}>
        <span aria-hidden="true">+</span>
        <span className="visually-hidden">Feature {number}</span>
      </button>
      <p id={id} className="vg-hotspot__popover" data-x={alignX} data-y={alignY} hidden={!shown}>
        {spot.description}
      </p>
    </div>
  )
}

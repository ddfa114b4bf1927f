import { useState } from 'react'

import { afterNextPaint } from './afterNextPaint'

/**
 * On/off choices (a search filter's options) that show their new state at once and apply it after
 * that paint (./afterNextPaint.ts): `shown` is what a control displays, `toggle` flips it on screen
 * now and runs `apply` (the search's refine) next. Each choice shows its applied state again once
 * `apply` has run.
 */
export function useOptimisticChoices() {
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(() => new Map())
  const shown = (value: string, applied: boolean) => pending.get(value) ?? applied
  const toggle = (value: string, applied: boolean, apply: () => void) => {
    const next = !shown(value, applied)
    setPending((p) => new Map(p).set(value, next))
    afterNextPaint(() => {
      apply()
      setPending((p) => {
        const rest = new Map(p)
        rest.delete(value)
        return rest
      })
    })
  }
  return { shown, toggle }
}

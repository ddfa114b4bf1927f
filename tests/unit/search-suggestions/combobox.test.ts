import { describe, expect, it } from 'vitest'

import { comboboxReducer, initialComboboxState, keyAction, type ComboboxAction, type ComboboxState } from '@/domain/search-suggestions'

const run = (actions: ComboboxAction[], from: ComboboxState = initialComboboxState) => actions.reduce(comboboxReducer, from)

describe('comboboxReducer', () => {
  it('opens with results and none active, so Enter submits the typed text', () => {
    expect(run([{ type: 'results', count: 3 }])).toEqual({ open: true, active: -1, count: 3 })
    expect(run([{ type: 'results', count: 0 }])).toEqual({ open: false, active: -1, count: 0 })
  })

  it('walks down and up with wrapping', () => {
    const open = run([{ type: 'results', count: 3 }])
    expect(run([{ type: 'down' }], open).active).toBe(0)
    expect(run([{ type: 'down' }, { type: 'down' }, { type: 'down' }], open).active).toBe(2)
    expect(run([{ type: 'down' }, { type: 'down' }, { type: 'down' }, { type: 'down' }], open).active).toBe(0)
    expect(run([{ type: 'up' }], open).active).toBe(2)
    expect(run([{ type: 'down' }, { type: 'up' }], open).active).toBe(2)
  })

  it('reopens a closed list with Down (first) or Up (last); Alt+Down opens without moving; Alt+Up closes', () => {
    const closed = run([{ type: 'results', count: 4 }, { type: 'escape' }])
    expect(closed).toEqual({ open: false, active: -1, count: 4 })
    expect(run([{ type: 'down' }], closed)).toEqual({ open: true, active: 0, count: 4 })
    expect(run([{ type: 'up' }], closed)).toEqual({ open: true, active: 3, count: 4 })
    expect(run([{ type: 'down', alt: true }], closed)).toEqual({ open: true, active: -1, count: 4 })
    expect(run([{ type: 'down' }, { type: 'up', alt: true }], closed)).toEqual({ open: false, active: -1, count: 4 })
  })

  it('does nothing with arrows when there is nothing to show', () => {
    expect(run([{ type: 'down' }])).toBe(initialComboboxState)
    expect(run([{ type: 'up' }])).toBe(initialComboboxState)
  })

  it('Escape closes and clears the active option; a second Escape changes nothing (the caller may act)', () => {
    const active = run([{ type: 'results', count: 2 }, { type: 'down' }])
    const closed = comboboxReducer(active, { type: 'escape' })
    expect(closed).toEqual({ open: false, active: -1, count: 2 })
    expect(comboboxReducer(closed, { type: 'escape' })).toBe(closed)
  })

  it('typing clears the active option; new results replace the count; focus reopens a list with options', () => {
    const active = run([{ type: 'results', count: 2 }, { type: 'down' }, { type: 'typed' }])
    expect(active).toEqual({ open: true, active: -1, count: 2 })
    expect(run([{ type: 'results', count: 5 }], active)).toEqual({ open: true, active: -1, count: 5 })
    const closed = run([{ type: 'close' }], active)
    expect(run([{ type: 'focus' }], closed).open).toBe(true)
    expect(run([{ type: 'focus' }])).toBe(initialComboboxState)
  })

  it('the pointer moves the active option inside the open list only', () => {
    const open = run([{ type: 'results', count: 3 }])
    expect(comboboxReducer(open, { type: 'hover', index: 2 }).active).toBe(2)
    expect(comboboxReducer(open, { type: 'hover', index: 3 })).toBe(open)
    expect(comboboxReducer(run([{ type: 'close' }], open), { type: 'hover', index: 1 }).active).toBe(-1)
  })
})

describe('keyAction', () => {
  it('maps the arrows and Escape; other keys stay with the input', () => {
    expect(keyAction('ArrowDown', false)).toEqual({ type: 'down', alt: false })
    expect(keyAction('ArrowUp', true)).toEqual({ type: 'up', alt: true })
    expect(keyAction('Escape', false)).toEqual({ type: 'escape' })
    expect(keyAction('Enter', false)).toBeNull()
    expect(keyAction('Home', false)).toBeNull()
  })
})

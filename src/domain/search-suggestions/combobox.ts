/**
 * The keyboard state of the suggestions combobox (WAI-ARIA 1.2 combobox with a listbox popup, list
 * autocomplete without automatic selection). Pure: the component renders `open` as aria-expanded and
 * `active` as aria-activedescendant; DOM focus never leaves the input.
 *
 * - Typing shows the new suggestions with none active: Enter then submits the typed text.
 * - Down opens the list (when it has suggestions) and moves to the next option, wrapping to the first;
 *   Up moves to the previous, wrapping to the last; Alt+Down opens without moving, Alt+Up closes.
 * - Enter on an active option chooses it; Escape closes the list (a second Escape is the caller's).
 */

export type ComboboxState = {
  /** Whether the listbox is shown. */
  open: boolean
  /** The active option's index, or -1 when none is. */
  active: number
  /** How many options the list holds. */
  count: number
}

export type ComboboxAction =
  | { type: 'results'; count: number }
  | { type: 'typed' }
  | { type: 'down'; alt?: boolean }
  | { type: 'up'; alt?: boolean }
  | { type: 'hover'; index: number }
  | { type: 'escape' }
  | { type: 'close' }
  | { type: 'focus' }

export const initialComboboxState: ComboboxState = { open: false, active: -1, count: 0 }

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'results': {
      const count = Math.max(0, Math.floor(action.count))
      return { open: count > 0, active: -1, count }
    }
    case 'typed':
      // The shown options no longer answer the text: none is active until the new ones arrive.
      return { ...state, active: -1 }
    case 'focus':
      return state.count > 0 ? { ...state, open: true } : state
    case 'down': {
      if (state.count === 0) return state
      if (!state.open) return { ...state, open: true, active: action.alt ? -1 : 0 }
      if (action.alt) return state
      return { ...state, active: state.active + 1 >= state.count ? 0 : state.active + 1 }
    }
    case 'up': {
      if (state.count === 0) return state
      if (action.alt) return { ...state, open: false, active: -1 }
      if (!state.open) return { ...state, open: true, active: state.count - 1 }
      return { ...state, active: state.active <= 0 ? state.count - 1 : state.active - 1 }
    }
    case 'hover':
      if (!state.open || action.index < 0 || action.index >= state.count) return state
      return { ...state, active: action.index }
    case 'escape':
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state
  }
}

/** The key presses the combobox handles, as actions; null leaves the key to the input. */
export function keyAction(key: string, altKey: boolean): ComboboxAction | null {
  switch (key) {
    case 'ArrowDown':
      return { type: 'down', alt: altKey }
    case 'ArrowUp':
      return { type: 'up', alt: altKey }
    case 'Escape':
      return { type: 'escape' }
    default:
      return null
  }
}

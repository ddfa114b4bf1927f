/**
 * What a shopper does inside a deferred island before its code has hydrated, done again once it has.
 *
 * React leaves a not-yet-hydrated island's events alone (it stops them: nothing handles them), but the
 * browser's own default actions still run: a Submit button would submit the form natively and reload
 * the page, a checkbox would tick without the app knowing. So, while an island is pending, clicks on
 * its controls and its form submissions are held (default prevented) and typed values noted; after
 * hydration the same element (hydration keeps the server's DOM nodes) is clicked, submitted or given
 * its value again, through the events React listens to. Links are left alone: they work without code.
 */
export const ISLAND_ATTR = 'data-island'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

type Held =
  | { kind: 'click'; el: HTMLElement }
  | { kind: 'toggle'; el: HTMLInputElement; original: boolean; checked: boolean }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'value'; el: Field; value: string }

const held = new Map<Element, Held[]>()
let installed = false

function pendingIsland(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${ISLAND_ATTR}="pending"]`) : null
}

/** Notes an event; for a field already noted, the latest state replaces the earlier (one entry each). */
function hold(island: Element, item: Held) {
  const list = held.get(island) ?? []
  if (item.kind === 'value' || item.kind === 'toggle') {
    const at = list.findIndex((h) => (h.kind === 'value' || h.kind === 'toggle') && h.el === item.el)
    if (at >= 0) {
      const earlier = list.splice(at, 1)[0]!
      if (item.kind === 'toggle' && earlier.kind === 'toggle') item.original = earlier.original
    }
  }
  list.push(item)
  held.set(island, list)
}

const isToggle = (el: EventTarget | null): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')

const isField = (el: EventTarget | null): el is Field =>
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file'].includes(el.type))

/**
 * Events inside a pending island stop here (window, capture phase: before React's root listener),
 * so that React never half-handles one by hydrating the island in the middle of it: each is
 * replayed exactly once, by replayHeld.
 */
function onClick(event: MouseEvent) {
  const island = pendingIsland(event.target)
  if (!island) return
  const target = event.target as Element
  // A checkbox or radio ticks at once (the shopper sees it); the app learns of it on replay.
  if (isToggle(target)) {
    event.stopPropagation()
    hold(island, { kind: 'toggle', el: target, original: target.type === 'radio' ? false : !target.checked, checked: target.checked })
    return
  }
  const el = target.closest('a[href], button, input, select, textarea, label, summary, [role="button"]')
  // Links work without code; a label passes its click on to its control; fields need their default action.
  if (!el || el.matches('a[href], label') || isField(el)) return
  event.preventDefault()
  event.stopPropagation()
  hold(island, { kind: 'click', el: el as HTMLElement })
}

function onSubmit(event: SubmitEvent) {
  const island = pendingIsland(event.target)
  if (!island || !(event.target instanceof HTMLFormElement)) return
  event.preventDefault()
  event.stopPropagation()
  hold(island, { kind: 'submit', form: event.target, submitter: (event.submitter as HTMLElement | null) ?? null })
}

function onValue(event: Event) {
  const island = pendingIsland(event.target)
  if (!island) return
  event.stopPropagation()
  if (isField(event.target)) hold(island, { kind: 'value', el: event.target, value: event.target.value })
}

/** Starts holding events for pending islands (once per page). */
export function installReplay() {
  if (installed || typeof window === 'undefined') return
  installed = true
  window.addEventListener('click', onClick, true)
  window.addEventListener('submit', onSubmit as EventListener, true)
  window.addEventListener('input', onValue, true)
  window.addEventListener('change', onValue, true)
}

/**
 * Sets a field's value the way a person typing does. React notes the value it last saw on each field
 * (through the element's own value property); setting the field empty that way and then the real
 * value through the prototype's setter makes the real value read as a change, so the field's onChange
 * runs with it whatever hydration read from the DOM.
 */
function retype(el: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set
  el.value = ''
  if (setter) setter.call(el, value)
  else el.value = value
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/** The same for a checkbox or radio: React is told it was not ticked, then the click ticks it. */
function retoggle(el: HTMLInputElement, checked: boolean) {
  el.checked = !checked
  el.click()
}

const busy = (el: Element) => el.getAttribute('aria-disabled') === 'true' || (el as HTMLButtonElement).disabled === true

/**
 * Resolves when the control is ready for the click: a control that hydrates busy (a save button
 * while it loads the shopper's saved cars) is given up to 3 s to finish, as a person would wait.
 */
function whenReady(el: Element): Promise<void> {
  if (!busy(el)) return Promise.resolve()
  const until = performance.now() + 3000
  return new Promise((resolve) => {
    const check = () => (!busy(el) || performance.now() > until ? resolve() : requestAnimationFrame(check))
    requestAnimationFrame(check)
  })
}

/** Replays what was held for this island, in order, now that it has hydrated. */
export async function replayHeld(island: Element) {
  const list = held.get(island)
  held.delete(island)
  if (!list) return
  for (const item of list) {
    if (item.kind === 'click' && item.el.isConnected) await whenReady(item.el)
    if (item.kind === 'value') {
      if (item.el.isConnected) retype(item.el, item.value)
    } else if (item.kind === 'toggle') {
      // Ticked and unticked again before the code came: nothing happened.
      if (item.el.isConnected && item.checked !== item.original) retoggle(item.el, item.checked)
    } else if (item.kind === 'click') {
      if (item.el.isConnected) item.el.click()
    } else if (item.form.isConnected) {
      const submitter = item.submitter instanceof HTMLButtonElement || item.submitter instanceof HTMLInputElement ? item.submitter : undefined
      item.form.requestSubmit(submitter)
    }
  }
}

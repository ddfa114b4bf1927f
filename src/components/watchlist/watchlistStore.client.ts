'use client'
/**
 * One watchlist per page, shared by every save button on it (search cards, the vehicle page, the
 * watchlist and garage pages), so they all agree. Loaded once from GET /api/watchlist (never from the
 * server render: pages are cached and shared between shoppers), or primed by a page that already read
 * the list on the server. Saving and removing change the list at once (optimistic), call the server,
 * and undo the change with a browser alert if the call fails or is refused; a toast
 * follows success only.
 */
import { useSyncExternalStore } from 'react'

import { WATCHLIST_MESSAGES, signInUrl } from '@/domain/watchlist/button'
import { trackEvent } from '@/lib/events/client'

type WatchlistToastState = { id: number; action: 'saved' | 'removed'; name: string }

export type WatchlistState = {
  /** idle: not asked yet; loading: GET under way; ready: list known; error: the list could not be read. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  signedIn: boolean
  phone: string | null
  saved: ReadonlySet<number>
  /** Cars whose save or remove call is under way (their buttons are disabled). */
  pending: ReadonlySet<number>
  toast: WatchlistToastState | null
}

const INITIAL: WatchlistState = { status: 'idle', signedIn: false, phone: null, saved: new Set(), pending: new Set(), toast: null }

let state: WatchlistState = INITIAL
let toastCounter = 0
const listeners = new Set<() => void>()

function set(patch: Partial<WatchlistState>) {
  state = { ...state, ...patch }
  listeners.forEach((l) => l())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The shared watchlist state; the server render (and hydration) always sees the idle state. */
export function useWatchlist(): WatchlistState {
  return useSyncExternalStore(subscribe, () => state, () => INITIAL)
}

type ListAnswer = { signedIn?: unknown; phone?: unknown; items?: { carId?: unknown }[] }

function apply(answer: ListAnswer) {
  const ids = (Array.isArray(answer.items) ? answer.items : []).map((i) => i.carId).filter((id): id is number => typeof id === 'number')
  set({ status: 'ready', signedIn: answer.signedIn === true, phone: typeof answer.phone === 'string' ? answer.phone : null, saved: new Set(ids) })
}

let loading: Promise<void> | null = null

/** Reads the shopper's list once per page; later calls share the first. A failed read can be retried. */
export function loadWatchlist(): Promise<void> {
  if (state.status === 'ready') return Promise.resolve()
  loading ??= (async () => {
    set({ status: 'loading' })
    try {
      const res = await fetch('/api/watchlist', { cache: 'no-store', credentials: 'same-origin', headers: { accept: 'application/json' } })
      if (!res.ok) throw new Error(`GET /api/watchlist answered ${res.status}`)
      apply((await res.json()) as ListAnswer)
    } catch {
      set({ status: 'error' })
    } finally {
      loading = null
    }
  })()
  return loading
}

/** A page that read the list on the server hands it over, so the buttons need not ask again. */
export function primeWatchlist(answer: { signedIn: boolean; phone: string | null; items: { carId: number }[] }) {
  if (state.status !== 'ready') apply(answer)
}

export function dismissWatchlistToast(id: number) {
  if (state.toast?.id === id) set({ toast: null })
}

const withId = (s: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(s)
  if (on) next.add(id)
  else next.delete(id)
  return next
}

async function post(path: string, body: unknown): Promise<{ ok: true } | { ok: false; message: string; status: number }> {
  let res: Response
  try {
    res = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
  } catch {
    return { ok: false, message: WATCHLIST_MESSAGES.network, status: 0 }
  }
  let answer: { success?: unknown; message?: unknown } = {}
  try {
    answer = (await res.json()) as typeof answer
  } catch {
    /* an answer that is not JSON is a failure like any other */
  }
  if (res.ok && answer.success === true) return { ok: true }
  return { ok: false, status: res.status, message: typeof answer.message === 'string' && answer.message ? answer.message : WATCHLIST_MESSAGES.failed }
}

function sendToSignIn() {
  const here = `${window.location.pathname}${window.location.search}`
  window.location.assign(signInUrl('watchlist', here, here))
}

/**
 * Saves the car, or removes it when saved. A shopper who is not signed in (or has no phone) goes to
 * sign-in and comes back here.
 */
export async function toggleWatchlist(car: { id: number; name: string }): Promise<void> {
  if (state.status !== 'ready') await loadWatchlist()
  if (state.status !== 'ready') {
    window.alert(WATCHLIST_MESSAGES.network)
    return
  }
  if (state.pending.has(car.id)) return
  if (!state.signedIn || !state.phone) {
    sendToSignIn()
    return
  }
  const saving = !state.saved.has(car.id)
  set({ saved: withId(state.saved, car.id, saving), pending: withId(state.pending, car.id, true) })
  const result = await post(saving ? '/api/watchlist/save-car' : '/api/watchlist/remove-car', { phone_number: state.phone, car_id: car.id })
  if (result.ok) {
    set({ pending: withId(state.pending, car.id, false), toast: { id: ++toastCounter, action: saving ? 'saved' : 'removed', name: car.name } })
    if (saving) trackEvent(39, { car_id: String(car.id), source: 'watchlist' })
    return
  }
  // Undo, then say why ("browser alert with the message").
  set({ saved: withId(state.saved, car.id, !saving), pending: withId(state.pending, car.id, false), ...(result.status === 401 ? { signedIn: false } : {}) })
  window.alert(result.message)
}

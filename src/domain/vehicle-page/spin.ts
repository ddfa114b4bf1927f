/**
 * The 360 spin viewer's maths: "Spin: auto-rotates when enabled;
 * dragging or arrow keys change the frame and it wraps; shows a loading state until all frames are
 * loaded and a Swipe to spin hint until first interaction." Constants: "sensitivity 20 px, auto-rotate
 * interval 100 ms, hotspot angles over 360 degrees".
 */
import { stepDirection, wrapIndex, type StepInput } from './keys'

/** One auto-rotate step every 100 ms. */
export const SPIN_INTERVAL_MS = 100
/** One frame per 20 px of drag. */
export const DRAG_SENSITIVITY_PX = 20
/** Hotspot angles run over 360 degrees, one full turn of the frames. */
const FULL_TURN_DEGREES = 360
/** The hint shown until the first interaction. */
export const SWIPE_HINT = 'Swipe to spin'

/** `frame` wrapped into 0 … frameCount-1. */
function wrapFrame(frame: number, frameCount: number): number {
  return wrapIndex(frame, frameCount)
}

/** The frame after an arrow key (37 back, 39 on) or an auto-rotate tick ('next'), wrapping. */
export function nextFrame(frame: number, frameCount: number, input: StepInput = 'next'): number {
  return wrapFrame(frame + stepDirection(input), frameCount)
}

/**
 * The frame while dragging: one frame per `sensitivity` px of horizontal movement since the drag began,
 * counted towards zero (19 px moves nothing, -20 px one frame back), dragging right going forward, and
 * wrapping. A sensitivity that is not a positive number uses the default 20 px.
 */
export function frameAfterDrag(startFrame: number, dx: number, frameCount: number, sensitivity: number = DRAG_SENSITIVITY_PX): number {
  const s = Number.isFinite(sensitivity) && sensitivity > 0 ? sensitivity : DRAG_SENSITIVITY_PX
  const steps = Number.isFinite(dx) ? Math.trunc(dx / s) : 0
  return wrapFrame(startFrame + steps, frameCount)
}

/** Loading until every frame has loaded. No frames is never ready (there is no spin). */
export function spinReady(loaded: number, total: number): boolean {
  return Number.isFinite(total) && total > 0 && loaded >= total
}

/** Loading progress 0 … 1 for a progress bar. */
export function spinProgress(loaded: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(loaded)) return 0
  return Math.min(1, Math.max(0, loaded / total))
}

/** The viewing angle of a frame: frames share the 360 degrees evenly (frame 9 of 36 is 90°). */
export function frameAngle(frame: number, frameCount: number): number {
  if (!(frameCount > 0)) return 0
  return (wrapFrame(frame, frameCount) * FULL_TURN_DEGREES) / Math.floor(frameCount)
}

/** The frame showing an angle: the nearest frame, halves rounding up, angles wrapping (-90° is 270°). */
export function frameForAngle(angle: number, frameCount: number): number {
  if (!(frameCount > 0) || !Number.isFinite(angle)) return 0
  const n = Math.floor(frameCount)
  const a = ((angle % FULL_TURN_DEGREES) + FULL_TURN_DEGREES) % FULL_TURN_DEGREES
  return wrapFrame(Math.round((a * n) / FULL_TURN_DEGREES), n)
}

export type SpinState = {
  frame: number
  /** Auto-rotation running. */
  rotating: boolean
  /** The shopper has dragged or pressed a key: the hint hides and auto-rotation stops for good. */
  interacted: boolean
  /** The frame a drag began at, or null when not dragging. */
  dragStartFrame: number | null
}

export type SpinAction =
  | { type: 'tick' }
  | { type: 'key'; input: StepInput }
  | { type: 'dragStart' }
  | { type: 'dragMove'; dx: number }
  | { type: 'dragEnd' }

export function initialSpinState(options: { autoRotate?: boolean } = {}): SpinState {
  return { frame: 0, rotating: options.autoRotate === true, interacted: false, dragStartFrame: null }
}

/**
 * The spin's state changes. Auto-rotation (a `tick` every {@link SPIN_INTERVAL_MS}) runs only when
 * enabled and stops at the first interaction, so the car never turns away under the shopper's hand.
 * Keys that are not arrows change nothing (not even the hint).
 */
export function spinReducer(state: SpinState, action: SpinAction, frameCount: number): SpinState {
  switch (action.type) {
    case 'tick':
      return state.rotating && state.dragStartFrame === null ? { ...state, frame: nextFrame(state.frame, frameCount) } : state
    case 'key': {
      const dir = stepDirection(action.input)
      if (dir === 0) return state
      return { ...state, frame: wrapFrame(state.frame + dir, frameCount), rotating: false, interacted: true }
    }
    case 'dragStart':
      return { ...state, dragStartFrame: state.frame, rotating: false, interacted: true }
    case 'dragMove':
      if (state.dragStartFrame === null) return state
      return { ...state, frame: frameAfterDrag(state.dragStartFrame, action.dx, frameCount) }
    case 'dragEnd':
      return { ...state, dragStartFrame: null }
  }
}

/** The "Swipe to spin" hint shows once the frames are ready and until the first interaction. */
export function showSpinHint(state: Pick<SpinState, 'interacted'>, ready: boolean): boolean {
  return ready && !state.interacted
}

/**
 * A hotspot anchor: where the hotspot sits on the frame that shows `angle` degrees; `x` and `y` are
 * percentages of the frame's width and height.
 */
type HotspotAnchor = { angle: number; x: number; y: number }
/** A point on a still image (the interior view), as percentages. */
type HotspotPosition = { x: number; y: number }

/** A spin's hotspots (exterior and interior lists; each id, description, anchors, position). */
export type Hotspot = { id: string; description: string; anchors: HotspotAnchor[]; position: HotspotPosition | null }
export type Hotspots = { exterior: Hotspot[]; interior: Hotspot[] }
/** A hotspot placed on the current frame or image. */
export type PlacedHotspot = { id: string; description: string; x: number; y: number }

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null)
const pct = (v: unknown): number | null => {
  const n = num(v)
  return n !== null && n >= 0 && n <= 100 ? n : null
}

function parsePoint(raw: unknown): HotspotPosition | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const x = pct(r.x)
  const y = pct(r.y)
  return x !== null && y !== null ? { x, y } : null
}

function parseHotspot(raw: unknown): Hotspot | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const id = typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id).trim() : ''
  const description = typeof r.description === 'string' ? r.description.trim() : ''
  if (!id || !description) return null
  const anchors: HotspotAnchor[] = []
  for (const a of Array.isArray(r.anchors) ? r.anchors : []) {
    const point = parsePoint(a)
    const angle = a && typeof a === 'object' ? num((a as Record<string, unknown>).angle) : null
    if (point && angle !== null) anchors.push({ angle, ...point })
  }
  const position = parsePoint(r.position)
  return anchors.length > 0 || position ? { id, description, anchors, position } : null
}

/**
 * The vehicle's `hotspots` JSON ({ exterior: [...], interior: [...] }) as typed lists. Entries without
 * an id, a description, or anywhere to appear (no valid anchor and no position) are dropped, as are
 * coordinates outside 0–100 %; a repeated id keeps its first entry. Anything else gives empty lists.
 */
export function parseHotspots(raw: unknown): Hotspots {
  const list = (v: unknown): Hotspot[] => {
    const seen = new Set<string>()
    const out: Hotspot[] = []
    for (const h of Array.isArray(v) ? v : []) {
      const parsed = parseHotspot(h)
      if (parsed && !seen.has(parsed.id)) {
        seen.add(parsed.id)
        out.push(parsed)
      }
    }
    return out
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { exterior: [], interior: [] }
  const r = raw as Record<string, unknown>
  return { exterior: list(r.exterior), interior: list(r.interior) }
}

/**
 * The exterior hotspots visible on a frame: each anchor belongs to the frame nearest its angle
 * ({@link frameForAngle}), so a hotspot appears on the frames it was anchored to and nowhere else.
 */
export function hotspotsOnFrame(hotspots: readonly Hotspot[], frame: number, frameCount: number): PlacedHotspot[] {
  if (!(frameCount > 0)) return []
  const f = wrapFrame(frame, frameCount)
  const out: PlacedHotspot[] = []
  for (const h of hotspots) {
    const anchor = h.anchors.find((a) => frameForAngle(a.angle, frameCount) === f)
    if (anchor) out.push({ id: h.id, description: h.description, x: anchor.x, y: anchor.y })
  }
  return out
}

/** The interior view's hotspots: those with a position (the interior is one still panorama). */
export function interiorHotspots(hotspots: readonly Hotspot[]): PlacedHotspot[] {
  return hotspots.flatMap((h) => (h.position ? [{ id: h.id, description: h.description, ...h.position }] : []))
}

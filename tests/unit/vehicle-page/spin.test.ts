import { describe, expect, it } from 'vitest'

import {
  DRAG_SENSITIVITY_PX,
  frameAfterDrag,
  frameAngle,
  frameForAngle,
  hotspotsOnFrame,
  initialSpinState,
  interiorHotspots,
  nextFrame,
  parseHotspots,
  showSpinHint,
  SPIN_INTERVAL_MS,
  spinProgress,
  spinReady,
  spinReducer,
  SWIPE_HINT,
} from '@/domain/vehicle-page'

describe('constants', () => {
  it('auto-rotates every 100 ms with a 20 px drag sensitivity', () => {
    expect(SPIN_INTERVAL_MS).toBe(100)
    expect(DRAG_SENSITIVITY_PX).toBe(20)
    expect(SWIPE_HINT).toBe('Swipe to spin')
  })
})

describe('nextFrame', () => {
  it('steps on by default and wraps at the end', () => {
    expect(nextFrame(0, 36)).toBe(1)
    expect(nextFrame(35, 36)).toBe(0)
  })
  it('arrow keys: 37 back, 39 on, wrapping; other keys stay', () => {
    expect(nextFrame(0, 36, 37)).toBe(35)
    expect(nextFrame(10, 36, 39)).toBe(11)
    expect(nextFrame(10, 36, 13)).toBe(10)
  })
})

describe('frameAfterDrag', () => {
  it('one frame per 20 px, counted from where the drag began', () => {
    expect(frameAfterDrag(5, 19, 36)).toBe(5)
    expect(frameAfterDrag(5, 20, 36)).toBe(6)
    expect(frameAfterDrag(5, 59, 36)).toBe(7)
    expect(frameAfterDrag(5, -20, 36)).toBe(4)
    expect(frameAfterDrag(5, -19, 36)).toBe(5)
  })
  it('wraps both ways, over several turns', () => {
    expect(frameAfterDrag(35, 20, 36)).toBe(0)
    expect(frameAfterDrag(0, -40, 36)).toBe(34)
    expect(frameAfterDrag(0, 20 * 36 * 2 + 60, 36)).toBe(3)
  })
  it('a custom sensitivity; a bad one falls back to 20', () => {
    expect(frameAfterDrag(0, 50, 36, 10)).toBe(5)
    expect(frameAfterDrag(0, 50, 36, 0)).toBe(2)
    expect(frameAfterDrag(0, 50, 36, Number.NaN)).toBe(2)
  })
  it('no frames stays at 0; a non-finite drag does not move', () => {
    expect(frameAfterDrag(3, 100, 0)).toBe(0)
    expect(frameAfterDrag(3, Number.NaN, 36)).toBe(3)
  })
})

describe('loading', () => {
  it('ready only when every frame has loaded', () => {
    expect(spinReady(35, 36)).toBe(false)
    expect(spinReady(36, 36)).toBe(true)
    expect(spinReady(0, 0)).toBe(false)
  })
  it('progress between 0 and 1', () => {
    expect(spinProgress(9, 36)).toBe(0.25)
    expect(spinProgress(50, 36)).toBe(1)
    expect(spinProgress(3, 0)).toBe(0)
  })
})

describe('spinReducer', () => {
  const N = 36
  it('ticks advance only while auto-rotating', () => {
    expect(spinReducer(initialSpinState({ autoRotate: true }), { type: 'tick' }, N).frame).toBe(1)
    const still = initialSpinState()
    expect(spinReducer(still, { type: 'tick' }, N)).toBe(still)
  })
  it('the first interaction stops auto-rotation and hides the hint', () => {
    let s = initialSpinState({ autoRotate: true })
    expect(showSpinHint(s, true)).toBe(true)
    expect(showSpinHint(s, false)).toBe(false)
    s = spinReducer(s, { type: 'key', input: 39 }, N)
    expect(s).toMatchObject({ frame: 1, rotating: false, interacted: true })
    expect(showSpinHint(s, true)).toBe(false)
    expect(spinReducer(s, { type: 'tick' }, N).frame).toBe(1)
  })
  it('a drag moves from its start frame and ends cleanly', () => {
    let s = { ...initialSpinState(), frame: 10 }
    s = spinReducer(s, { type: 'dragStart' }, N)
    s = spinReducer(s, { type: 'dragMove', dx: 45 }, N)
    expect(s.frame).toBe(12)
    s = spinReducer(s, { type: 'dragMove', dx: -20 }, N)
    expect(s.frame).toBe(9)
    s = spinReducer(s, { type: 'dragEnd' }, N)
    expect(s.dragStartFrame).toBeNull()
    expect(spinReducer(s, { type: 'dragMove', dx: 200 }, N).frame).toBe(9)
  })
  it('a non-arrow key changes nothing', () => {
    const s = initialSpinState({ autoRotate: true })
    expect(spinReducer(s, { type: 'key', input: 'Enter' }, N)).toBe(s)
  })
  it('37 wraps backwards from frame 0', () => {
    expect(spinReducer(initialSpinState(), { type: 'key', input: 37 }, N).frame).toBe(35)
  })
})

describe('angles', () => {
  it('frames share 360 degrees', () => {
    expect(frameAngle(9, 36)).toBe(90)
    expect(frameAngle(36, 36)).toBe(0)
    expect(frameAngle(1, 0)).toBe(0)
  })
  it('an angle maps to its nearest frame, wrapping', () => {
    expect(frameForAngle(90, 36)).toBe(9)
    expect(frameForAngle(94, 36)).toBe(9)
    expect(frameForAngle(95, 36)).toBe(10)
    expect(frameForAngle(358, 36)).toBe(0)
    expect(frameForAngle(-90, 36)).toBe(27)
    expect(frameForAngle(450, 36)).toBe(9)
  })
})

describe('hotspots', () => {
  const raw = {
    exterior: [
      { id: 'wheel', description: '20" alloys', anchors: [{ angle: 0, x: 20, y: 70 }, { angle: 90, x: 40, y: 75 }] },
      { id: 'tow', description: 'Tow bar', anchors: [{ angle: 180, x: 50, y: 80 }] },
      { id: 'bad-xy', description: 'Off frame', anchors: [{ angle: 0, x: 150, y: 10 }] },
      { id: '', description: 'No id', anchors: [{ angle: 0, x: 1, y: 1 }] },
      { id: 'no-desc', description: '  ', anchors: [{ angle: 0, x: 1, y: 1 }] },
      { id: 'wheel', description: 'Duplicate', anchors: [{ angle: 0, x: 1, y: 1 }] },
      'junk',
    ],
    interior: [
      { id: 7, description: 'Leather seats', anchors: [], position: { x: '30', y: 60 } },
      { id: 'screen', description: '12" screen', position: { x: 10 } },
    ],
  }
  const parsed = parseHotspots(raw)

  it('parses id, description, anchors and position; drops malformed entries and repeats', () => {
    expect(parsed.exterior.map((h) => h.id)).toEqual(['wheel', 'tow'])
    expect(parsed.exterior[0]).toEqual({
      id: 'wheel',
      description: '20" alloys',
      anchors: [{ angle: 0, x: 20, y: 70 }, { angle: 90, x: 40, y: 75 }],
      position: null,
    })
    expect(parsed.interior).toEqual([{ id: '7', description: 'Leather seats', anchors: [], position: { x: 30, y: 60 } }])
  })
  it('anything but an object gives empty lists', () => {
    for (const r of [null, undefined, 'x', [], 3]) expect(parseHotspots(r)).toEqual({ exterior: [], interior: [] })
  })
  it('shows a hotspot only on the frames it is anchored to', () => {
    expect(hotspotsOnFrame(parsed.exterior, 0, 36)).toEqual([{ id: 'wheel', description: '20" alloys', x: 20, y: 70 }])
    expect(hotspotsOnFrame(parsed.exterior, 9, 36)).toEqual([{ id: 'wheel', description: '20" alloys', x: 40, y: 75 }])
    expect(hotspotsOnFrame(parsed.exterior, 18, 36).map((h) => h.id)).toEqual(['tow'])
    expect(hotspotsOnFrame(parsed.exterior, 5, 36)).toEqual([])
  })
  it('with fewer frames an anchor lands on the nearest one', () => {
    expect(hotspotsOnFrame(parsed.exterior, 1, 4).map((h) => h.id)).toEqual(['wheel'])
    expect(hotspotsOnFrame(parsed.exterior, 2, 4).map((h) => h.id)).toEqual(['tow'])
    expect(hotspotsOnFrame(parsed.exterior, 0, 0)).toEqual([])
  })
  it('interior hotspots use their position', () => {
    expect(interiorHotspots(parsed.interior)).toEqual([{ id: '7', description: 'Leather seats', x: 30, y: 60 }])
  })
})

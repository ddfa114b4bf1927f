/** Calculator input sanitising: currency strings, NaN, Infinity, negatives, huge values. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { boundsMessage, parseNumeric, sanitiseAmount, sanitiseInput, snapToStep, nearestOf } from '@/domain/finance'

const amount = { min: 1000, max: 100000 }
const MESSAGE = 'Cannot be less than 1000 or more than 100000'

describe('parseNumeric', () => {
  it.each([
    ['$30,000', 30000],
    ['30000', 30000],
    [' $ 45,990.50 ', 45990.5],
    ['AUD 12 500', 12500],
    ['-5,000', -5000],
    ['$-5', -5],
    ['1.2.3', 1.23],
    ['8.5%', 8.5],
    [42, 42],
  ])('%j → %d', (raw, expected) => {
    expect(parseNumeric(raw)).toBe(expected)
  })

  it.each(['', 'abc', '$', '.', null, undefined, {}, [], true])('%j → NaN', (raw) => {
    expect(parseNumeric(raw)).toBeNaN()
  })
})

describe('sanitiseInput', () => {
  it('the bounds message', () => {
    expect(boundsMessage(amount)).toBe(MESSAGE)
    expect(boundsMessage({ min: 5.99, max: 15.99 })).toBe('Cannot be less than 5.99 or more than 15.99')
  })

  it('inside the bounds: the value, no message', () => {
    expect(sanitiseAmount('$30,000', amount)).toEqual({ value: 30000, message: null })
    expect(sanitiseAmount(1000, amount)).toEqual({ value: 1000, message: null })
    expect(sanitiseAmount(100000, amount)).toEqual({ value: 100000, message: null })
  })

  it('an amount of zero or below becomes 0, with the message', () => {
    expect(sanitiseAmount(0, amount)).toEqual({ value: 0, message: MESSAGE })
    expect(sanitiseAmount('-2,000', amount)).toEqual({ value: 0, message: MESSAGE })
    expect(sanitiseAmount(-Infinity, amount)).toEqual({ value: 0, message: MESSAGE })
    expect(sanitiseAmount(Number.NaN, amount)).toEqual({ value: 0, message: MESSAGE })
    expect(sanitiseAmount('abc', amount)).toEqual({ value: 0, message: MESSAGE })
  })

  it('other out-of-range amounts clamp, with the message', () => {
    expect(sanitiseAmount(500, amount)).toEqual({ value: 1000, message: MESSAGE })
    expect(sanitiseAmount('500000', amount)).toEqual({ value: 100000, message: MESSAGE })
    expect(sanitiseAmount(Infinity, amount)).toEqual({ value: 100000, message: MESSAGE })
    expect(sanitiseAmount('99999999999999999999999999', amount)).toEqual({ value: 100000, message: MESSAGE })
    expect(sanitiseAmount(Number.MAX_VALUE, amount)).toEqual({ value: 100000, message: MESSAGE })
  })

  it('other inputs clamp to min or max', () => {
    const rate = { min: 0.5, max: 15 }
    expect(sanitiseInput(-3, rate).value).toBe(0.5)
    expect(sanitiseInput(Number.NaN, rate).value).toBe(0.5)
    expect(sanitiseInput(Infinity, rate).value).toBe(15)
    expect(sanitiseInput('99%', rate)).toEqual({ value: 15, message: 'Cannot be less than 0.5 or more than 15' })
    expect(sanitiseInput('8.5%', rate)).toEqual({ value: 8.5, message: null })
  })

  it('never NaN, always within the bounds (or 0 for the amount)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constantFrom(Infinity, -Infinity, Number.NaN, 1e308, -0)), (raw) => {
        const a = sanitiseAmount(raw, amount)
        expect(Number.isFinite(a.value)).toBe(true)
        expect(a.value === 0 || (a.value >= 1000 && a.value <= 100000)).toBe(true)
        const t = sanitiseInput(raw, { min: 1, max: 7 })
        expect(t.value).toBeGreaterThanOrEqual(1)
        expect(t.value).toBeLessThanOrEqual(7)
        expect(t.message === null || t.message === 'Cannot be less than 1 or more than 7').toBe(true)
      }),
    )
  })
})

describe('steps', () => {
  it('snaps to the slider steps from the minimum', () => {
    expect(snapToStep(30100, { min: 1000, max: 100000, step: 500 })).toBe(30000)
    expect(snapToStep(30300, { min: 1000, max: 100000, step: 500 })).toBe(30500)
    expect(snapToStep(10, { min: 5.99, max: 15.99, step: 0.5 })).toBe(9.99)
    expect(snapToStep(99, { min: 1, max: 7, step: 0.5 })).toBe(7)
    expect(nearestOf(4, [1, 3, 5])).toBe(3)
    expect(nearestOf(Number.NaN, [1, 3, 5])).toBe(1)
  })
})

import { describe, expect, it } from 'vitest'

import { GATE_TYPES } from '@/domain/accounts/gating'
import { signInCopy } from '@/domain/accounts/signInCopy'

describe('signInCopy', () => {
  it('says why for the watchlist', () => {
    expect(signInCopy('watchlist').heading).toBe('Sign in to save cars to your watchlist')
  })
  it('has its own heading for every gate type', () => {
    const headings = GATE_TYPES.map((t) => signInCopy(t).heading)
    expect(headings.every((h) => h !== 'Sign in')).toBe(true)
    expect(new Set(headings).size).toBe(GATE_TYPES.length)
  })
  it('falls back to a plain heading for no type or an unknown one', () => {
    expect(signInCopy(null).heading).toBe('Sign in')
    expect(signInCopy('toString').heading).toBe('Sign in')
    expect(signInCopy('<script>').heading).toBe('Sign in')
  })
})

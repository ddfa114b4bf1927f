import { describe, expect, it } from 'vitest'

import { highlightSpells, highlightText } from '@/domain/search-suggestions'

describe('highlightText', () => {
  it('drops the highlight tags of escaped and unescaped hits and reads entities back', () => {
    expect(highlightText('2021 <mark>Toyota</mark> HiLux SR5')).toBe('2021 Toyota HiLux SR5')
    expect(highlightText('2021 __ais-highlight__Toy__/ais-highlight__ota')).toBe('2021 Toyota')
    expect(highlightText('Rolls &amp; Royce &lt;V12&gt;')).toBe('Rolls & Royce <V12>')
  })
  it('a highlight is used only when it spells the text', () => {
    expect(highlightSpells({ value: '2021 <mark>Toy</mark>ota HiLux', matchLevel: 'partial' }, '2021 Toyota HiLux')).toBe(true)
    expect(highlightSpells({ value: 'Toyota HiLux' }, '2021 Toyota HiLux')).toBe(false)
    expect(highlightSpells(undefined, 'x')).toBe(false)
    expect(highlightSpells({ value: 3 }, '3')).toBe(false)
  })
})

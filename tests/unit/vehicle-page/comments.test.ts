import { describe, expect, it } from 'vitest'

import { commentParagraphs, COMMENTS_TRUNCATE_AT, DEALER_COMMENTS_PENDING, dealerComments } from '@/domain/vehicle-page'

describe('commentParagraphs', () => {
  it('| splits paragraphs; blanks drop', () => {
    expect(commentParagraphs('One owner. | Full service history.||  | Must see!')).toEqual(['One owner.', 'Full service history.', 'Must see!'])
    expect(commentParagraphs(null)).toEqual([])
  })
})

describe('dealerComments', () => {
  it('the pending text when empty or blank', () => {
    expect(DEALER_COMMENTS_PENDING).toBe('Dealer comments are pending. Please check back here later.')
    for (const t of [null, undefined, '', '   ', ' | | ']) {
      expect(dealerComments(t, false)).toEqual({ pending: true, paragraphs: [DEALER_COMMENTS_PENDING], truncatable: false, toggleLabel: null })
    }
  })
  it('short comments show in full with no toggle', () => {
    expect(dealerComments('A | B', false)).toEqual({ pending: false, paragraphs: ['A', 'B'], truncatable: false, toggleLabel: null })
  })
  it('exactly 400 characters is not cut', () => {
    const t = 'x'.repeat(COMMENTS_TRUNCATE_AT)
    expect(dealerComments(t, false).toggleLabel).toBeNull()
    expect(dealerComments(t, false).paragraphs).toEqual([t])
  })
  it('over 400: collapsed shows 400 characters and Show More; expanded shows all and Show Less', () => {
    const t = 'y'.repeat(401)
    const collapsed = dealerComments(t, false)
    expect(collapsed.toggleLabel).toBe('Show More')
    expect(collapsed.paragraphs).toEqual([`${'y'.repeat(400)}…`])
    const expanded = dealerComments(t, true)
    expect(expanded.toggleLabel).toBe('Show Less')
    expect(expanded.paragraphs).toEqual([t])
  })
  it('the cut runs across paragraphs; separators do not count', () => {
    const a = 'a'.repeat(300)
    const b = 'b'.repeat(150)
    const c = 'c'.repeat(10)
    const r = dealerComments(`${a} | ${b} | ${c}`, false)
    expect(r.truncatable).toBe(true)
    expect(r.paragraphs).toEqual([a, `${'b'.repeat(100)}…`])
    expect(dealerComments(`${'a'.repeat(200)}|${'b'.repeat(200)}`, false).toggleLabel).toBeNull()
  })
})

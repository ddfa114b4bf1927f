import { describe, expect, it } from 'vitest'

import { validateHref } from '@/fields/link'
import { SLUG_PATTERN, slugify } from '@/domain/format/slug'
import { pathFromSlug, slugFromSegments } from '@/lib/site/content'

describe('page paths', () => {
  it('slugifies titles and nested paths', () => {
    expect(slugify('Finance & Insurance')).toBe('finance-and-insurance')
    expect(slugify('Pages/FAQs ')).toBe('pages/faqs')
    expect(slugify('Crème brûlée -- Ute!')).toBe('creme-brulee-ute')
    expect(SLUG_PATTERN.test('pages/faqs')).toBe(true)
    expect(SLUG_PATTERN.test('/pages')).toBe(false)
    expect(SLUG_PATTERN.test('Pages')).toBe(false)
  })

  it('maps URL segments to slugs and back', () => {
    expect(slugFromSegments(undefined)).toBe('home')
    expect(slugFromSegments(['pages', 'FAQs'])).toBe('pages/faqs')
    expect(pathFromSlug('home')).toBe('/')
    expect(pathFromSlug('about-us')).toBe('/about-us')
  })
})

describe('links', () => {
  it('accepts site paths, anchors and https addresses', () => {
    for (const ok of ['/finance', '/models?body=suv', '#finance-form', 'https://example.com', 'tel:0712345678', 'mailto:a@b.com']) {
      expect(validateHref(ok), ok).toBe(true)
    }
  })
  it('refuses javascript:, protocol-relative and bare words', () => {
    for (const bad of ['javascript:alert(1)', '//evil.com', 'finance', 'http://insecure.com', '']) {
      expect(validateHref(bad), bad).not.toBe(true)
    }
  })
})

import type { Field } from 'payload'

import { SLUG_PATTERN, slugify } from '@/domain/format/slug'

/** A page path below the site root: `home` is the home page, `finance` is /finance, `pages/faqs` is /pages/faqs. */
export const slugField = (sourceField = 'title'): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  index: true,
  maxLength: 200,
  admin: { position: 'sidebar', description: 'URL path of the page; "home" is the home page.' },
  hooks: {
    beforeValidate: [
      ({ value, data }) => {
        if (typeof value === 'string' && value.trim()) return slugify(value.trim().replace(/^\/+|\/+$/g, ''))
        const source = data?.[sourceField]
        return typeof source === 'string' ? slugify(source) : value
      },
    ],
  },
  validate: (value: unknown) =>
    typeof value === 'string' && SLUG_PATTERN.test(value)
      ? true
      : 'Use lower-case words separated by hyphens, with / between path segments.',
})

import { describe, expect, it } from 'vitest'

import { DEFAULT_THEME, contrastRatio, resolveTheme, themeCssVariables, themeSchema } from '@tenants/theme'

describe('theme', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5)
  })

  it('refuses a theme whose button text fails AA contrast', () => {
    const result = themeSchema.safeParse({ primaryColor: '#ffcc00', onPrimaryColor: '#ffffff' })
    expect(result.success).toBe(false)
    const issue = result.error!.issues.find((i) => i.path[0] === 'onPrimaryColor')
    expect(issue?.message).toMatch(/WCAG AA needs at least 4.5:1/)
  })

  it('refuses malformed colours', () => {
    const result = themeSchema.safeParse({ textColor: 'red' })
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]!.message).toBe('Use a 6-digit hex colour such as #0a3d62.')
  })

  it('falls back to defaults for a broken stored theme and exposes CSS variables', () => {
    expect(resolveTheme({ textColor: '#ffffff', backgroundColor: '#ffffff' })).toEqual(DEFAULT_THEME)
    const vars = themeCssVariables(DEFAULT_THEME)
    expect(vars['--color-primary']).toBe(DEFAULT_THEME.primaryColor)
    expect(vars['--font-body']).toContain('system-ui')
  })
})

/**
 * A tenant's theme: colours and fonts that become CSS custom properties on every page.
 * Colour pairs are checked for WCAG 2.2 AA contrast (4.5:1 for body text) before a theme can be saved.
 */
import { z } from '@/domain/validation/zod'

const FONT_STACKS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: '"Seravek", "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  geometric: '"Avenir", "Montserrat", "Corbel", "URW Gothic", source-sans-pro, sans-serif',
  industrial: '"Bahnschrift", "DIN Alternate", "Franklin Gothic Medium", "Nimbus Sans Narrow", sans-serif-condensed, sans-serif',
  serif: '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, serif',
} as const
export type FontStack = keyof typeof FONT_STACKS
export const FONT_OPTIONS = Object.keys(FONT_STACKS).map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value }))

const hex = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a 6-digit hex colour such as #0a3d62.')

export const themeSchema = z
  .object({
    primaryColor: hex.default('#0b3d91'),
    onPrimaryColor: hex.default('#ffffff'),
    accentColor: hex.default('#c2410c'),
    backgroundColor: hex.default('#ffffff'),
    textColor: hex.default('#1a1a1a'),
    headingFont: z.enum(Object.keys(FONT_STACKS) as [FontStack, ...FontStack[]]).default('system'),
    bodyFont: z.enum(Object.keys(FONT_STACKS) as [FontStack, ...FontStack[]]).default('system'),
  })
  .superRefine((t, ctx) => {
    const pairs: [keyof typeof t, keyof typeof t, string][] = [
      ['textColor', 'backgroundColor', 'Text and background colours'],
      ['onPrimaryColor', 'primaryColor', 'Button text and primary colours'],
      ['primaryColor', 'backgroundColor', 'Primary (links) and background colours'],
    ]
    for (const [fg, bg, what] of pairs) {
      const ratio = contrastRatio(String(t[fg]), String(t[bg]))
      if (ratio < 4.5) {
        ctx.addIssue({
          code: 'custom',
          path: [fg],
          message: `${what} have a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs at least 4.5:1.`,
        })
      }
    }
  })
export type Theme = z.infer<typeof themeSchema>
export const DEFAULT_THEME: Theme = themeSchema.parse({})

function channel(c: number): number {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
/** Relative luminance of a #rrggbb colour (WCAG 2.x definition). */
function luminance(hexColor: string): number {
  const n = Number.parseInt(hexColor.slice(1), 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** The CSS custom properties a theme sets on <body>. */
export function themeCssVariables(theme: Theme): Record<string, string> {
  return {
    '--color-primary': theme.primaryColor,
    '--color-on-primary': theme.onPrimaryColor,
    '--color-accent': theme.accentColor,
    '--color-bg': theme.backgroundColor,
    '--color-text': theme.textColor,
    '--font-heading': FONT_STACKS[theme.headingFont],
    '--font-body': FONT_STACKS[theme.bodyFont],
  }
}

/** Resolves a stored theme group, keeping defaults for anything missing or invalid. */
export function resolveTheme(stored: unknown): Theme {
  const cleaned = Object.fromEntries(
    Object.entries((stored as Record<string, unknown>) ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  )
  const parsed = themeSchema.safeParse(cleaned)
  return parsed.success ? parsed.data : DEFAULT_THEME
}

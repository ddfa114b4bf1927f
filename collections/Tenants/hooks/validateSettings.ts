import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { validateSettingsGroups } from '@tenants/settings'
import { themeSchema } from '@tenants/theme'
import { normalizeHost } from '@tenants/host'

/**
 * Runs the zod schemas of tenants/ before Payload's own validation, so a tenant whose settings or
 * theme break the rules cannot be saved and the admin shows the message beside the field.
 * Domains are normalised here too (scheme, port and case removed), and duplicates within the record
 * are refused; duplicates across tenants are refused by the unique index.
 */
export const validateTenantSettings: CollectionBeforeValidateHook = ({ data, req, originalDoc }) => {
  if (!data) return data
  const errors: { path: string; message: string }[] = []

  if (data.settings !== undefined) errors.push(...validateSettingsGroups(data.settings))

  if (data.theme !== undefined) {
    const theme = { ...(originalDoc?.theme ?? {}), ...(data.theme ?? {}) }
    const cleaned = Object.fromEntries(Object.entries(theme).filter(([k, v]) => k !== 'logo' && v !== null && v !== ''))
    const parsed = themeSchema.safeParse(cleaned)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ path: `theme.${issue.path.join('.')}`, message: issue.message })
      }
    }
  }

  if (Array.isArray(data.domains)) {
    const seen = new Set<string>()
    data.domains.forEach((row: { domain?: string }, index: number) => {
      const host = normalizeHost(row?.domain)
      if (!host) {
        errors.push({ path: `domains.${index}.domain`, message: 'Enter a host name such as cars.example.com.au.' })
        return
      }
      if (host.endsWith('.localhost')) {
        errors.push({ path: `domains.${index}.domain`, message: '*.localhost addresses are reserved for development ({slug}.localhost).' })
      }
      if (seen.has(host)) errors.push({ path: `domains.${index}.domain`, message: `${host} is listed twice.` })
      seen.add(host)
      row.domain = host
    })
  }

  if (errors.length > 0) {
    throw new ValidationError({ collection: 'tenants', errors }, req.t)
  }
  return data
}

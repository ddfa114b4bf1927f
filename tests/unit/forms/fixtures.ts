import { formConfig, type BlockFormOptions } from '@/domain/forms/config'
import { DEFAULT_TENANT_SETTINGS, type TenantSettings } from '@tenants/settings'

export const config = (settings: Partial<TenantSettings> = {}, block: BlockFormOptions = {}) => formConfig({ ...DEFAULT_TENANT_SETTINGS, ...settings }, block)
export const contact = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '4000' }

/** The message the schema gives for one field, or undefined when that field passes. */
export function messageFor(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, values: unknown, field: string): string | undefined {
  const result = schema.safeParse(values)
  return result.success ? undefined : result.error!.issues.find((i) => i.path.map(String).join('.') === field)?.message
}

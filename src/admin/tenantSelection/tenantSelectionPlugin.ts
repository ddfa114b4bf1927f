import type { Config, Plugin } from 'payload'

const PLUGIN_PROVIDER = '@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider'
const SIGNED_IN_PROVIDER = '/src/admin/tenantSelection/TenantSelectionWhenSignedIn#TenantSelectionWhenSignedIn'

type Providers = NonNullable<NonNullable<NonNullable<Config['admin']>['components']>['providers']>

/** Swaps the multi-tenant plugin's provider for TenantSelectionWhenSignedIn (same props). Place it after that plugin. */
export const tenantSelectionWhenSignedIn: Plugin = (config) => {
  const providers: Providers = config.admin?.components?.providers ?? []
  const swapped = providers.map((provider) =>
    typeof provider === 'object' && provider.path === PLUGIN_PROVIDER ? { ...provider, path: SIGNED_IN_PROVIDER } : provider,
  )
  if (!swapped.some((p) => typeof p === 'object' && p.path === SIGNED_IN_PROVIDER)) {
    throw new Error('tenantSelectionWhenSignedIn: the multi-tenant plugin must come first (its provider was not found)')
  }
  return { ...config, admin: { ...config.admin, components: { ...config.admin?.components, providers: swapped } } }
}

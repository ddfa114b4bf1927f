import type { Field } from 'payload'

import { sameGroupSites } from '@/lib/dealerships/stockSource'

/**
 * "Also shown on": a dealer group's marketer writes a promotion or popup once, on the group's site (or
 * any of its sites), and picks the group's other sites that show it too. Each site's marketer still
 * edits only the records of their own site; a change evicts every site it shows on (src/lib/cache/tenantHooks.ts).
 */
export const sharedSitesField: Field = {
  name: 'sites',
  label: 'Also shown on',
  type: 'relationship',
  relationTo: 'tenants',
  hasMany: true,
  validate: sameGroupSites,
  admin: {
    position: 'sidebar',
    description: 'Other sites of this dealer group that show it too (the group site and the sites over its stock). Leave empty for this site only.',
  },
}

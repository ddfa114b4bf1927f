/**
 * What every dealer-content collection (promotions, popups, special hours, the model range, brands)
 * shares: the public site reads through its own context, staff (not sales) read and write, a marketer can't place a record
 * in a dealer they aren't assigned to, and any change evicts that dealer's cached pages.
 */
import type { CollectionConfig } from 'payload'

import { revalidateTenantAfterChange, revalidateTenantAfterDelete } from '@/lib/cache/tenantHooks'
import { guardTenantAssignment, publishedOrStaff, siteOrStaff, staffWrites } from './tenantScoped'
import { noVersions, staffReadsVersions } from './versions'

export const dealerContentAccess: CollectionConfig['access'] = { read: siteOrStaff, ...staffWrites, ...noVersions }

/** For dealer content with drafts (src/fields/versions.ts): the public site reads published versions only. */
export const draftedContentAccess: CollectionConfig['access'] = { read: publishedOrStaff, ...staffWrites, ...staffReadsVersions }

export const dealerContentHooks: CollectionConfig['hooks'] = {
  beforeChange: [guardTenantAssignment],
  afterChange: [revalidateTenantAfterChange],
  afterDelete: [revalidateTenantAfterDelete],
}

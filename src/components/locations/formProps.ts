/**
 * Props of the enquiry form used on location pages and in the 'Email us' dialog: the dealer's form
 * rules with the location drop-down on, offering only the given locations (one location: selected
 * for the shopper). Location pages are not CMS pages, so the lead API checks the submission against
 * the dealer's own rules, under which the location is optional and, when sent, must be this dealer's.
 */
import { formConfig } from '@/domain/forms/config'
import type { FormProps } from '../forms/types'
import type { SiteTenant } from '@/lib/site/tenant'
import type { LocationView } from '@/domain/presence/locationView'
import { dealerDataLayer } from '@/lib/events/dataLayer'

export function locationFormProps(tenant: SiteTenant, locations: readonly Pick<LocationView, 'id' | 'name'>[]): FormProps {
  return {
    blockId: '',
    heading: null,
    intro: null,
    config: formConfig(tenant.settings, { showLocation: true }),
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    dealerships: [],
    phone: tenant.contact.phone,
    dataLayer: dealerDataLayer(tenant.settings),
  }
}

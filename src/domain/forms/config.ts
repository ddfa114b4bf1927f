/**
 * What decides a form's rules: the dealer's switches (tenant settings) and the block's own options
 * (set by the marketer on the page). Both the browser and the lead API build the same FormConfig
 * from them, and every schema in this folder takes one, so "message required unless configured off"
 * and friends are decided in one place.
 */
import type { TenantSettings } from '@tenants/settings'

export type FormConfig = {
  /** Message required unless configured off. */
  messageRequired: boolean
  /** Terms_conditions required where enabled. */
  termsRequired: boolean
  termsLabel: string
  /** The marketing box's label; the box starts unticked. */
  marketingLabel: string
  /** A general enquiry (no vehicle) asks for a category; required then. */
  categoryOptions: string[]
  /** Location and dealership are required when shown. */
  showLocation: boolean
  showDealership: boolean
  dealershipOptions: string[]
  /** Service wizard. */
  serviceIntervalRequired: boolean
  serviceIntervals: string[]
  serviceTypes: string[]
  serviceTermsNote: boolean
  /** Instant offer: the image step is skipped when off ("or 4 when image upload is disabled"). */
  imageUpload: boolean
}

export type BlockFormOptions = Partial<
  Pick<FormConfig, 'categoryOptions' | 'showLocation' | 'showDealership' | 'dealershipOptions' | 'serviceIntervals' | 'serviceTypes'>
> & { messageRequired?: 'dealer' | 'required' | 'optional' | null }

export const DEFAULT_SERVICE_INTERVALS = [
  '15,000 km / 12 months',
  '30,000 km / 24 months',
  '45,000 km / 36 months',
  '60,000 km / 48 months',
  '75,000 km / 60 months',
  'Other / not sure',
]
export const DEFAULT_SERVICE_TYPES = ['Logbook service', 'General repairs', 'Brakes', 'Tyres', 'Air conditioning', 'Other']

type FormSettings = Pick<
  TenantSettings,
  'enquiryMessageRequired' | 'termsAgreementRequired' | 'termsLabel' | 'marketingConsentLabel' | 'serviceIntervalRequired' | 'serviceTermsNote' | 'instantOfferImages'
>

export function formConfig(settings: FormSettings, block: BlockFormOptions = {}): FormConfig {
  const messageRequired =
    block.messageRequired === 'required' ? true : block.messageRequired === 'optional' ? false : settings.enquiryMessageRequired
  return {
    messageRequired,
    termsRequired: settings.termsAgreementRequired,
    termsLabel: settings.termsLabel,
    marketingLabel: settings.marketingConsentLabel,
    categoryOptions: block.categoryOptions ?? [],
    showLocation: block.showLocation ?? false,
    showDealership: block.showDealership ?? false,
    dealershipOptions: block.dealershipOptions ?? [],
    serviceIntervalRequired: settings.serviceIntervalRequired,
    serviceIntervals: block.serviceIntervals?.length ? block.serviceIntervals : DEFAULT_SERVICE_INTERVALS,
    // The admin cannot tell an empty list from an unset one: both mean the defaults.
    serviceTypes: block.serviceTypes?.length ? block.serviceTypes : DEFAULT_SERVICE_TYPES,
    serviceTermsNote: settings.serviceTermsNote,
    imageUpload: settings.instantOfferImages,
  }
}

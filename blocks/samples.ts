/**
 * Every block's sample data (blocks/<Name>/sample.ts), by block type. The map's type lists every block
 * type of the Pages layout, so a block registered without sample data fails the type check; the block
 * gallery (blocks/gallery.ts) renders each one. `npm run new:block` adds a line to the imports and the map.
 */
import type { BlockSample, BlockSlug } from './sampleTypes'
import { heroSample } from './Hero/sample'
import { richTextSample } from './RichText/sample'
import { imageBannerSample } from './ImageBanner/sample'
import { faqSample } from './FAQ/sample'
import { ctaSample } from './CallToAction/sample'
import { searchResultsSample } from './SearchResults/sample'
import { financeCalculatorSample } from './FinanceCalculator/sample'
import { financeSummarySample } from './FinanceSummary/sample'
import { financeEstimateSample } from './FinanceEstimate/sample'
import { fuelCalculatorSample } from './FuelCalculator/sample'
import { enquiryFormSample } from './EnquiryForm/sample'
import { multiStepFormSample } from './MultiStepForm/sample'
import { serviceBookingSample } from './ServiceBooking/sample'
import { tradeInWizardSample } from './TradeInWizard/sample'
import { instantOfferSample } from './InstantOffer/sample'
import { locationsSample } from './Locations/sample'
import { locationDetailSample } from './LocationDetail/sample'
import { modelRangeSample } from './ModelRange/sample'
import { brandDirectorySample } from './BrandDirectory/sample'
import { heroSearchSample } from './HeroSearch/sample'
import { promotionsSample } from './Promotions/sample'
import { paymentMethodsSample } from './PaymentMethods/sample'
import { relatedLinksSample } from './RelatedLinks/sample'
import { featuresGridSample } from './FeaturesGrid/sample'
import { timetableSample } from './Timetable/sample'

export type BlockSamples = { [K in BlockSlug]: BlockSample<K> }

export const blockSamples: BlockSamples = {
  hero: heroSample,
  richText: richTextSample,
  imageBanner: imageBannerSample,
  faq: faqSample,
  cta: ctaSample,
  searchResults: searchResultsSample,
  financeCalculator: financeCalculatorSample,
  financeSummary: financeSummarySample,
  financeEstimate: financeEstimateSample,
  fuelCalculator: fuelCalculatorSample,
  enquiryForm: enquiryFormSample,
  multiStepForm: multiStepFormSample,
  serviceBooking: serviceBookingSample,
  tradeInWizard: tradeInWizardSample,
  instantOffer: instantOfferSample,
  locations: locationsSample,
  locationDetail: locationDetailSample,
  modelRange: modelRangeSample,
  brandDirectory: brandDirectorySample,
  heroSearch: heroSearchSample,
  promotions: promotionsSample,
  paymentMethods: paymentMethodsSample,
  relatedLinks: relatedLinksSample,
  featuresGrid: featuresGridSample,
  timetable: timetableSample,
}

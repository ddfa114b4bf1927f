/**
 * The block registry: blockType → server component. Its type is derived from the generated Page
 * layout union, so a block config added to blocks/configs.ts (and to the generated types) without a
 * component here fails the type check.
 */
import type { ComponentType } from 'react'

import { CallToActionComponent } from './CallToAction/Component'
import { EnquiryFormComponent } from './EnquiryForm/Component'
import { FAQComponent } from './FAQ/Component'
import { FinanceCalculatorComponent } from './FinanceCalculator/Component'
import { FinanceEstimateComponent } from './FinanceEstimate/Component'
import { FinanceSummaryComponent } from './FinanceSummary/Component'
import { FuelCalculatorComponent } from './FuelCalculator/Component'
import { HeroComponent } from './Hero/Component'
import { ImageBannerComponent } from './ImageBanner/Component'
import { InstantOfferComponent } from './InstantOffer/Component'
import { MultiStepFormComponent } from './MultiStepForm/Component'
import { RichTextComponent } from './RichText/Component'
import { SearchResultsComponent } from './SearchResults/Component'
import { ServiceBookingComponent } from './ServiceBooking/Component'
import { TradeInWizardComponent } from './TradeInWizard/Component'
import { LocationsComponent } from './Locations/Component'
import { LocationDetailComponent } from './LocationDetail/Component'
import { ModelRangeComponent } from './ModelRange/Component'
import { BrandDirectoryComponent } from './BrandDirectory/Component'
import { HeroSearchComponent } from './HeroSearch/Component'
import { PromotionsComponent } from './Promotions/Component'
import { PaymentMethodsComponent } from './PaymentMethods/Component'
import { RelatedLinksComponent } from './RelatedLinks/Component'
import { FeaturesGridComponent } from './FeaturesGrid/Component'
import { TimetableComponent } from './Timetable/Component'
import type { BlockProps, LayoutBlock } from './types'

export type BlockRegistry = { [K in LayoutBlock['blockType']]: ComponentType<BlockProps<K>> }

export const blockComponents: BlockRegistry = {
  hero: HeroComponent,
  richText: RichTextComponent,
  imageBanner: ImageBannerComponent,
  faq: FAQComponent,
  cta: CallToActionComponent,
  searchResults: SearchResultsComponent,
  financeCalculator: FinanceCalculatorComponent,
  financeSummary: FinanceSummaryComponent,
  financeEstimate: FinanceEstimateComponent,
  fuelCalculator: FuelCalculatorComponent,
  enquiryForm: EnquiryFormComponent,
  multiStepForm: MultiStepFormComponent,
  serviceBooking: ServiceBookingComponent,
  tradeInWizard: TradeInWizardComponent,
  instantOffer: InstantOfferComponent,
  locations: LocationsComponent,
  locationDetail: LocationDetailComponent,
  modelRange: ModelRangeComponent,
  brandDirectory: BrandDirectoryComponent,
  heroSearch: HeroSearchComponent,
  promotions: PromotionsComponent,
  paymentMethods: PaymentMethodsComponent,
  relatedLinks: RelatedLinksComponent,
  featuresGrid: FeaturesGridComponent,
  timetable: TimetableComponent,
}

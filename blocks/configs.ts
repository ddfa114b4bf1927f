/**
 * Every page block's Payload config. The Pages collection imports this list; RenderBlocks maps each
 * slug to its component (blocks/registry.tsx), and that map is typed so a block here without a
 * component is a type error.
 */
import { CallToActionBlock } from './CallToAction/config'
import { EnquiryFormBlock } from './EnquiryForm/config'
import { FAQBlock } from './FAQ/config'
import { FinanceCalculatorBlock } from './FinanceCalculator/config'
import { FinanceEstimateBlock } from './FinanceEstimate/config'
import { FinanceSummaryBlock } from './FinanceSummary/config'
import { FuelCalculatorBlock } from './FuelCalculator/config'
import { HeroBlock } from './Hero/config'
import { ImageBannerBlock } from './ImageBanner/config'
import { InstantOfferBlock } from './InstantOffer/config'
import { MultiStepFormBlock } from './MultiStepForm/config'
import { RichTextBlock } from './RichText/config'
import { SearchResultsBlock } from './SearchResults/config'
import { ServiceBookingBlock } from './ServiceBooking/config'
import { TradeInWizardBlock } from './TradeInWizard/config'

import { LocationsBlock } from './Locations/config'
import { LocationDetailBlock } from './LocationDetail/config'
import { ModelRangeBlock } from './ModelRange/config'
import { BrandDirectoryBlock } from './BrandDirectory/config'
import { HeroSearchBlock } from './HeroSearch/config'
import { PromotionsBlock } from './Promotions/config'
import { PaymentMethodsBlock } from './PaymentMethods/config'
import { RelatedLinksBlock } from './RelatedLinks/config'
import { FeaturesGridBlock } from './FeaturesGrid/config'
import { TimetableBlock } from './Timetable/config'

export const pageBlocks = [HeroBlock, RichTextBlock, ImageBannerBlock, FAQBlock, CallToActionBlock, SearchResultsBlock, FinanceCalculatorBlock, FinanceSummaryBlock, FinanceEstimateBlock, FuelCalculatorBlock, EnquiryFormBlock, MultiStepFormBlock, ServiceBookingBlock, TradeInWizardBlock, InstantOfferBlock, LocationsBlock, LocationDetailBlock, ModelRangeBlock, BrandDirectoryBlock, HeroSearchBlock, PromotionsBlock, PaymentMethodsBlock, RelatedLinksBlock, FeaturesGridBlock, TimetableBlock]


/**
 * Slots for the vehicle page's service parts, built separately (delivery calculator, price comparison
 * and the market-price badge, similar cars, the PDF link). The page
 * (src/components/vehicle/page/VehiclePage.tsx) places them in the spec's order.
 */

export { DeliveryCalculator as DeliveryCalculatorSlot } from './services/DeliveryCalculator'
export { MarketPriceBadge as MarketPriceBadgeSlot, PriceComparison as PriceComparisonSlot } from './services/PriceComparison'
export { SimilarCars as SimilarCarsSlot } from './services/SimilarCars'
export { PdfLink as PdfLinkSlot } from './services/PdfLink'

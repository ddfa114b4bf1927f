/**
 * Every collection of the app, in the admin's order, as written (before payload.config.ts hides them
 * from sales staff and the multi-tenant plugin wraps their access). Kept apart from the config so the
 * access guard (tests/unit/security/accessCoverage.test.ts) can check what each collection itself says.
 */
import type { CollectionConfig } from 'payload'

import { AnalyticsEvents } from './AnalyticsEvents'
import { Brands } from './Brands'
import { CspViolations } from './CspViolations'
import { Customers } from './Customers'
import { Dealerships } from './Dealerships'
import { LeadDelivery } from './Leads/LeadDelivery'
import { Leads } from './Leads'
import { Locations } from './Locations'
import { Manufacturers } from './Manufacturers'
import { Media } from './Media'
import { Menus } from './Menus'
import { Models } from './Models'
import { Pages } from './Pages'
import { Popups } from './Popups'
import { PrivacyLog } from './PrivacyLog'
import { Promotions } from './Promotions'
import { RangeModels } from './RangeModels'
import { Reservations } from './Reservations'
import { SignInCodes } from './SignInCodes'
import { SpecialHours } from './SpecialHours'
import { StockFeedFiles } from './StockFeedFiles'
import { StockFeedRuns } from './StockFeedRuns'
import { StockFeeds } from './StockFeeds'
import { TagCosts } from './TagCosts'
import { Tenants } from './Tenants'
import { Unsubscribes } from './Unsubscribes'
import { Users } from './Users'
import { Vehicles } from './Vehicles'
import { WatchAlerts } from './WatchAlerts'
import { WatchlistItems } from './WatchlistItems'
import { WebVitals } from './WebVitals'

export const COLLECTIONS: CollectionConfig[] = [
  Tenants,
  Users,
  Pages,
  Menus,
  Media,
  Locations,
  SpecialHours,
  Promotions,
  Popups,
  RangeModels,
  Brands,
  Vehicles,
  // After the collections with a (tenant, slug) index before it: their index names stay as they were.
  Dealerships,
  StockFeeds,
  StockFeedRuns,
  StockFeedFiles,
  Manufacturers,
  Models,
  Leads,
  LeadDelivery,
  AnalyticsEvents,
  Reservations,
  Customers,
  SignInCodes,
  WatchlistItems,
  WatchAlerts,
  Unsubscribes,
  WebVitals,
  CspViolations,
  TagCosts,
  // Last: a collection added before the ones with a (tenant, createdAt) index would rename theirs.
  PrivacyLog,
]

import * as migration_20261121_194939_initial from './20261121_194939_initial';
import * as migration_20261121_202054_stock from './20261121_202054_stock';
import * as migration_20261121_202100_vehicle_search from './20261121_202100_vehicle_search';
import * as migration_20261121_203418_search_block from './20261121_203418_search_block';
import * as migration_20261121_203450_finance from './20261121_203450_finance';
import * as migration_20261121_203601_forms from './20261121_203601_forms';
import * as migration_20261121_223919_presence from './20261121_223919_presence';
import * as migration_20261122_001130_similar_same_body from './20261122_001130_similar_same_body';
import * as migration_20261122_011945_accounts_reservations from './20261122_011945_accounts_reservations';
import * as migration_20261122_012201_job_tasks from './20261122_012201_job_tasks';
import * as migration_20261122_060001_branded_garage from './20261122_060001_branded_garage';
import * as migration_20261124_224646_phone_layout from './20261124_224646_phone_layout';
import * as migration_20261125_024533_stock_feeds from './20261125_024533_stock_feeds';
import * as migration_20261125_120859_marketing_drafts from './20261125_120859_marketing_drafts';
import * as migration_20261125_123031_unsubscribes from './20261125_123031_unsubscribes';
import * as migration_20261125_125111_image_limit from './20261125_125111_image_limit';
import * as migration_20261125_131302_lead_inbox from './20261125_131302_lead_inbox';
import * as migration_20261125_134024_dashboard_vitals from './20261125_134024_dashboard_vitals';
import * as migration_20261125_152913_compare_page from './20261125_152913_compare_page';
import * as migration_20261125_160000_search_versions from './20261125_160000_search_versions';
import * as migration_20261127_050659_s3_media from './20261127_050659_s3_media';
import * as migration_20261128_025905_stock_feed_photo_separator from './20261128_025905_stock_feed_photo_separator';
import * as migration_20261128_032345_csp_violations from './20261128_032345_csp_violations';
import * as migration_20261128_072010_location_phones_by_car_type from './20261128_072010_location_phones_by_car_type';
import * as migration_20261128_075004_lead_reference from './20261128_075004_lead_reference';
import * as migration_20261128_105757_caravan_test_drive_label from './20261128_105757_caravan_test_drive_label';
import * as migration_20261129_033627_dealerships from './20261129_033627_dealerships';
import * as migration_20261129_063318_dealership_filter from './20261129_063318_dealership_filter';
import * as migration_20261129_064254_lead_rooftops from './20261129_064254_lead_rooftops';
import * as migration_20261129_071324_assignee_notice from './20261129_071324_assignee_notice';
import * as migration_20261129_074559_lead_forward from './20261129_074559_lead_forward';
import * as migration_20261129_101829_site_stock_source from './20261129_101829_site_stock_source';
import * as migration_20261129_104703_group_content from './20261129_104703_group_content';
import * as migration_20261129_110905_shared_pages from './20261129_110905_shared_pages';
import * as migration_20261129_142242_lead_attribution from './20261129_142242_lead_attribution';
import * as migration_20261129_145108_reservation_touches from './20261129_145108_reservation_touches';
import * as migration_20261129_173650_marketing_tags_consent from './20261129_173650_marketing_tags_consent';
import * as migration_20261129_174839_custom_tags from './20261129_174839_custom_tags';
import * as migration_20261129_205025_tag_costs from './20261129_205025_tag_costs';
import * as migration_20261207_233756_consent_records from './20261207_233756_consent_records';
import * as migration_20261207_235126_privacy_log from './20261207_235126_privacy_log';

export const migrations = [
  {
    up: migration_20261121_194939_initial.up,
    down: migration_20261121_194939_initial.down,
    name: '20261121_194939_initial',
  },
  {
    up: migration_20261121_202054_stock.up,
    down: migration_20261121_202054_stock.down,
    name: '20261121_202054_stock',
  },
  {
    up: migration_20261121_202100_vehicle_search.up,
    down: migration_20261121_202100_vehicle_search.down,
    name: '20261121_202100_vehicle_search',
  },
  {
    up: migration_20261121_203418_search_block.up,
    down: migration_20261121_203418_search_block.down,
    name: '20261121_203418_search_block',
  },
  {
    up: migration_20261121_203450_finance.up,
    down: migration_20261121_203450_finance.down,
    name: '20261121_203450_finance',
  },
  {
    up: migration_20261121_203601_forms.up,
    down: migration_20261121_203601_forms.down,
    name: '20261121_203601_forms',
  },
  {
    up: migration_20261121_223919_presence.up,
    down: migration_20261121_223919_presence.down,
    name: '20261121_223919_presence',
  },
  {
    up: migration_20261122_001130_similar_same_body.up,
    down: migration_20261122_001130_similar_same_body.down,
    name: '20261122_001130_similar_same_body',
  },
  {
    up: migration_20261122_011945_accounts_reservations.up,
    down: migration_20261122_011945_accounts_reservations.down,
    name: '20261122_011945_accounts_reservations',
  },
  {
    up: migration_20261122_012201_job_tasks.up,
    down: migration_20261122_012201_job_tasks.down,
    name: '20261122_012201_job_tasks',
  },
  {
    up: migration_20261122_060001_branded_garage.up,
    down: migration_20261122_060001_branded_garage.down,
    name: '20261122_060001_branded_garage',
  },
  {
    up: migration_20261124_224646_phone_layout.up,
    down: migration_20261124_224646_phone_layout.down,
    name: '20261124_224646_phone_layout',
  },
  {
    up: migration_20261125_024533_stock_feeds.up,
    down: migration_20261125_024533_stock_feeds.down,
    name: '20261125_024533_stock_feeds',
  },
  {
    up: migration_20261125_120859_marketing_drafts.up,
    down: migration_20261125_120859_marketing_drafts.down,
    name: '20261125_120859_marketing_drafts',
  },
  {
    up: migration_20261125_123031_unsubscribes.up,
    down: migration_20261125_123031_unsubscribes.down,
    name: '20261125_123031_unsubscribes',
  },
  {
    up: migration_20261125_125111_image_limit.up,
    down: migration_20261125_125111_image_limit.down,
    name: '20261125_125111_image_limit',
  },
  {
    up: migration_20261125_131302_lead_inbox.up,
    down: migration_20261125_131302_lead_inbox.down,
    name: '20261125_131302_lead_inbox',
  },
  {
    up: migration_20261125_134024_dashboard_vitals.up,
    down: migration_20261125_134024_dashboard_vitals.down,
    name: '20261125_134024_dashboard_vitals',
  },
  {
    up: migration_20261125_152913_compare_page.up,
    down: migration_20261125_152913_compare_page.down,
    name: '20261125_152913_compare_page',
  },
  {
    up: migration_20261125_160000_search_versions.up,
    down: migration_20261125_160000_search_versions.down,
    name: '20261125_160000_search_versions',
  },
  {
    up: migration_20261127_050659_s3_media.up,
    down: migration_20261127_050659_s3_media.down,
    name: '20261127_050659_s3_media',
  },
  {
    up: migration_20261128_025905_stock_feed_photo_separator.up,
    down: migration_20261128_025905_stock_feed_photo_separator.down,
    name: '20261128_025905_stock_feed_photo_separator',
  },
  {
    up: migration_20261128_032345_csp_violations.up,
    down: migration_20261128_032345_csp_violations.down,
    name: '20261128_032345_csp_violations',
  },
  {
    up: migration_20261128_072010_location_phones_by_car_type.up,
    down: migration_20261128_072010_location_phones_by_car_type.down,
    name: '20261128_072010_location_phones_by_car_type',
  },
  {
    up: migration_20261128_075004_lead_reference.up,
    down: migration_20261128_075004_lead_reference.down,
    name: '20261128_075004_lead_reference',
  },
  {
    up: migration_20261128_105757_caravan_test_drive_label.up,
    down: migration_20261128_105757_caravan_test_drive_label.down,
    name: '20261128_105757_caravan_test_drive_label',
  },
  {
    up: migration_20261129_033627_dealerships.up,
    down: migration_20261129_033627_dealerships.down,
    name: '20261129_033627_dealerships',
  },
  {
    up: migration_20261129_063318_dealership_filter.up,
    down: migration_20261129_063318_dealership_filter.down,
    name: '20261129_063318_dealership_filter',
  },
  {
    up: migration_20261129_064254_lead_rooftops.up,
    down: migration_20261129_064254_lead_rooftops.down,
    name: '20261129_064254_lead_rooftops',
  },
  {
    up: migration_20261129_071324_assignee_notice.up,
    down: migration_20261129_071324_assignee_notice.down,
    name: '20261129_071324_assignee_notice',
  },
  {
    up: migration_20261129_074559_lead_forward.up,
    down: migration_20261129_074559_lead_forward.down,
    name: '20261129_074559_lead_forward',
  },
  {
    up: migration_20261129_101829_site_stock_source.up,
    down: migration_20261129_101829_site_stock_source.down,
    name: '20261129_101829_site_stock_source',
  },
  {
    up: migration_20261129_104703_group_content.up,
    down: migration_20261129_104703_group_content.down,
    name: '20261129_104703_group_content',
  },
  {
    up: migration_20261129_110905_shared_pages.up,
    down: migration_20261129_110905_shared_pages.down,
    name: '20261129_110905_shared_pages',
  },
  {
    up: migration_20261129_142242_lead_attribution.up,
    down: migration_20261129_142242_lead_attribution.down,
    name: '20261129_142242_lead_attribution',
  },
  {
    up: migration_20261129_145108_reservation_touches.up,
    down: migration_20261129_145108_reservation_touches.down,
    name: '20261129_145108_reservation_touches',
  },
  {
    up: migration_20261129_173650_marketing_tags_consent.up,
    down: migration_20261129_173650_marketing_tags_consent.down,
    name: '20261129_173650_marketing_tags_consent',
  },
  {
    up: migration_20261129_174839_custom_tags.up,
    down: migration_20261129_174839_custom_tags.down,
    name: '20261129_174839_custom_tags',
  },
  {
    up: migration_20261129_205025_tag_costs.up,
    down: migration_20261129_205025_tag_costs.down,
    name: '20261129_205025_tag_costs',
  },
  {
    up: migration_20261207_233756_consent_records.up,
    down: migration_20261207_233756_consent_records.down,
    name: '20261207_233756_consent_records',
  },
  {
    up: migration_20261207_235126_privacy_log.up,
    down: migration_20261207_235126_privacy_log.down,
    name: '20261207_235126_privacy_log'
  },
];

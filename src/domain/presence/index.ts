/**
 * Dealer presence rules: opening and holiday hours, 'open now', promotions, popups, the model range,
 * review stars, locations and breadcrumbs. Pure functions and constants, no React, no I/O; `now` is
 * always a parameter and every wall-clock value is read in an explicit time zone.
 */
export * from './timezone'
export * from './hours'
export * from './specialHours'
export * from './openNow'
export * from './promotions'
export * from './popup'
export * from './range'
export * from './rating'
export * from './locationSlugs'
export * from './breadcrumbs'

/**
 * Vehicle domain rules behind search results and result cards: pure functions and constants, no React,
 * no I/O. `now` and randomness are always parameters.
 */
export * from './time'
export * from './visibility'
export * from './tags'
export * from './price'
export * from './soldRuns'
export * from './promo'
export * from './counts'
export * from './range'
export * from './makes'
export * from './eligibility'
export * from './actions'
export * from './carType'
export * from './facets'
export * from './emptyResults'
export * from './resultCache'

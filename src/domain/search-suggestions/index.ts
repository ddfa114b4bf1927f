/** Search suggestions and nearest alternatives (issue 19 item 2): the pure parts. */
export * from './suggestions'
export * from './combobox'
export * from './url'
export * from './relax'
export * from './highlight'

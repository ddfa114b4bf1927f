/** Server-side entry of the YouX adapter. The browser imports ./browser and ./types only. */
export * from './types'
export * from './client'
export * from './handler'

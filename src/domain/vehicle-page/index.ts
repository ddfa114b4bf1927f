/**
 * Vehicle detail page rules (/cars/{slug}): pure functions and constants, no React, no Payload, no I/O.
 * `now` is always a parameter. Price, tags, availability, actions, the SOLD panel and finance live in
 * src/domain/vehicles and src/domain/finance and are reused here, not repeated.
 */
export * from './keys'
export * from './gallery'
export * from './spin'
export * from './externalVideo'
export * from './dates'
export * from './specRows'
export * from './comments'
export * from './rego'
export * from './similar'
export * from './comparison'
export * from './delivery'
export * from './phone'
export * from './announcement'
export * from './sticky'
export * from './share'
export * from './breadcrumbTitle'
export * from './sections'
export * from './jsonLd'
export * from './viewed'

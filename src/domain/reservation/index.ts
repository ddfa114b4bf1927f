/** Reservation and online-purchase rules (pure; see each file's header for the spec it follows). */
export * from './checkoutFields'
export * from './checkoutForm'
export * from './copy'
export * from './deposit'
export * from './eligibility'
export * from './hold'
export * from './journey'
export * from './paths'

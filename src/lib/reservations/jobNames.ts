/** The reservation task slugs (registered in ./jobs.ts; kept apart so the flow can import them without the handlers). */
export const EXPIRE_RESERVATION_TASK = 'expireReservation'
export const REFUND_RESERVATION_TASK = 'refundReservation'
export const SWEEP_RESERVATIONS_TASK = 'sweepReservations'

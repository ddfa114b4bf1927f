/**
 * The reservation's addresses: /cars/{slug}/checkout, or
 * /cars/{slug}/buy-online on sites whose reservePath says so (the other one is a 404), and the online
 * purchase journey /checkout-journey?car_id={id or slug}.
 */
import type { TenantSettings } from '@tenants/settings'
import { vehiclePath } from '../vehicle-page/path'

export type ReservePath = TenantSettings['reservePath']
export const RESERVE_PATHS: readonly ReservePath[] = ['checkout', 'buy-online']

/** The reservation page of a car. */
export const reservationPath = (slug: string, path: ReservePath): string => `${vehiclePath(slug)}/${path}`

/** Where the payment service sends the shopper back (our route reads the session from the service). */
export const completionPath = (slug: string, path: ReservePath): string => `${reservationPath(slug, path)}/complete`

/** The page that shows a reservation's outcome to its owner. */
export const confirmationPath = (slug: string, path: ReservePath, reference: string): string =>
  `${reservationPath(slug, path)}/confirmation?reference=${encodeURIComponent(reference)}`

/** The online purchase journey for a car. */
export const journeyPath = (carId: number | string): string => `/checkout-journey?car_id=${encodeURIComponent(String(carId))}`

/** Whether a requested path segment is the one this site uses (the other one answers 404). */
export const isSitePath = (requested: ReservePath, settings: Pick<TenantSettings, 'reservePath'>): boolean => requested === settings.reservePath

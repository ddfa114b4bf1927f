/**
 * Share ("Share toast: Copied {car name}
 * to your clipboard!"; "Copied-link notice lasts 1.5 s").
 */

/** The copied-link notice. */
export const COPIED_NOTICE_MS = 1500
/** Every toast. */
export const TOAST_DURATION_MS = 3000

/** `Copied 2020 Toyota Corolla to your clipboard!`; a blank name reads 'this vehicle'. */
export function shareToastMessage(carName: string | null | undefined): string {
  const name = (carName ?? '').trim().replace(/\s+/g, ' ')
  return `Copied ${name || 'this vehicle'} to your clipboard!`
}

/** The address to copy: the vehicle page on the site's origin, without query or hash. */
export function shareUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/cars/${encodeURIComponent(slug.trim())}`
}

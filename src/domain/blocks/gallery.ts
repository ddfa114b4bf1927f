/**
 * Whether the block gallery (/block-gallery, a development and test page) answers: on in `npm run dev`,
 * off in production (a 404) unless staff switch it on with BLOCK_GALLERY=on (the browser tests' server
 * does, playwright.config.ts). BLOCK_GALLERY=off turns it off in development too.
 */
export function blockGalleryEnabled(env: { BLOCK_GALLERY?: string; NODE_ENV?: string }): boolean {
  const flag = env.BLOCK_GALLERY?.trim().toLowerCase()
  if (flag === 'on' || flag === 'true' || flag === '1') return true
  if (flag === 'off' || flag === 'false' || flag === '0') return false
  return env.NODE_ENV === 'development'
}

/** The gallery's address on every dealer site. */
export const BLOCK_GALLERY_PATH = '/block-gallery'

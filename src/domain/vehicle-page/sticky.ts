/**
 * Sticky bars: "Sticky header appears after 500 px of scroll; the
 * mobile sticky bar changes state after 900 px" ("once the page is scrolled more than 900 px").
 */

export const STICKY_HEADER_AFTER_PX = 500
export const MOBILE_STICKY_BAR_AFTER_PX = 900

export type StickyState = {
  /** The sticky header is shown. */
  header: boolean
  /** The mobile bottom bar is in its scrolled state. */
  mobileBarScrolled: boolean
}

/** Both thresholds are "more than": at exactly 500 px the header is not shown yet. */
export function stickyState(scrollY: number, options: { headerHidden?: boolean } = {}): StickyState {
  const y = Number.isFinite(scrollY) ? scrollY : 0
  return {
    header: !options.headerHidden && y > STICKY_HEADER_AFTER_PX,
    mobileBarScrolled: y > MOBILE_STICKY_BAR_AFTER_PX,
  }
}

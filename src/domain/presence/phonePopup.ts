/**
 * When the dealer's popup may open on a phone. A popup over the first screen on arrival is the
 * interstitial Google's mobile guidance penalises and shoppers close unread, so on a phone it waits
 * for the dealer's delay or for the shopper's first real scroll, whichever comes first, and then
 * rises from the bottom as a sheet. Wider screens keep the centred dialog on arrival.
 */

/** Narrower than this is a phone (matches the sheet styles in src/components/popup/popup.css). */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99rem)'

/** A scroll counts once the shopper has moved a quarter of the screen: not a nudge, a look further down. */
const SCROLL_FRACTION = 0.25

export type PhonePopupSettings = { phonePopupDelaySeconds: number; phonePopupOnScroll: boolean }
export type PhonePopupWait = { delayMs: number | null; scrollPx: ((viewportHeight: number) => number) | null }

/** How long to wait: a timer (null: none) and the scroll depth that opens it (null: scrolling does not). */
export function phonePopupWait(settings: PhonePopupSettings): PhonePopupWait {
  const seconds = Math.max(0, Math.round(settings.phonePopupDelaySeconds))
  return {
    delayMs: seconds > 0 ? seconds * 1000 : null,
    scrollPx: settings.phonePopupOnScroll ? (height) => Math.max(1, Math.round(height * SCROLL_FRACTION)) : null,
  }
}

/** What the page looks like when a popup's moment comes (read from the page by the popup host). */
export type PopupScene = {
  /** Another dialog, drawer or open menu: the shopper is busy there, and a popup would take their focus. */
  otherOverlayOpen: boolean
  /** The popup would open as a phone's bottom sheet. */
  sheet: boolean
  /** The first screen's main call to action is on screen (a sheet rising from the bottom could cover it). */
  primaryCtaOnScreen: boolean
}

/**
 * Why the popup must wait, or null when it may open now (issue 34): never over another open dialog or
 * menu, and on a phone never while the page's main call to action is on screen. The host waits for
 * the scene to change and asks again; it never drops the popup for it.
 */
export function popupMustWait(scene: PopupScene): 'overlay' | 'primary-cta' | null {
  if (scene.otherOverlayOpen) return 'overlay'
  if (scene.sheet && scene.primaryCtaOnScreen) return 'primary-cta'
  return null
}

/** After what held it back clears, the popup waits this long, so it never follows a closing menu at once. */
export const POPUP_SETTLE_MS = 1200

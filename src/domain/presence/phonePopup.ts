/**
 * When the dealer's popup may open on a phone. A popup over the first screen on arrival is the
 * interstitial Google's mobile guidance penalises and shoppers close unread, so on a phone it waits
 * for the dealer's delay or for the shopper's first real scroll, whichever comes first, and then
 * rises from the bottom as a sheet. Wider screens keep the centred dialog on arrival.
 */

/** Narrower than this is a phone (matches the sheet styles in src/components/popup/popup.css). */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99rem)'

/** A scroll counts once the shopper has moved a quarter of the screen: not a nudge, a look further down. */
export const SCROLL_FRACTION = 0.25

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

/**
 * Reads the page for the popup host (browser only): whether another dialog, drawer or menu is open,
 * and whether the page's main call to action is on screen. The popup's own dialog carries
 * data-site-popup and is never counted.
 */
import type { PopupScene } from '@/domain/presence/phonePopup'

const OTHER_OVERLAY = [
  'dialog[open]:not([data-site-popup])',
  // A closed native <dialog> keeps its aria-modal attribute: only an open one (above) counts.
  '[aria-modal="true"]:not(dialog)',
  // A header menu or dropdown the shopper has opened.
  'header [aria-expanded="true"]',
  // The consent banner, until the shopper has answered it (src/components/consent): a popup would cover it.
  'html:not([data-consent="chosen"]) .consent-banner:not([hidden])',
  '.consent-banner[data-open]:not([hidden])',
].join(', ')

/** The first primary button or link in the page's main content: the first screen's main call to action. */
const PRIMARY_CTA = 'main .button--primary, main [data-primary-cta]'

export function readPopupScene(doc: Document, win: Window, sheet: boolean): PopupScene {
  const cta = doc.querySelector<HTMLElement>(PRIMARY_CTA)
  const rect = cta?.getBoundingClientRect()
  // Only a call to action on the first screen of the page counts: a button further down is not "the
  // first screen's", and the sheet may rise over it as the shopper scrolls by.
  const onFirstScreen = Boolean(rect && rect.top + win.scrollY < win.innerHeight)
  const onScreen = Boolean(rect && onFirstScreen && rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < win.innerHeight)
  return { otherOverlayOpen: doc.querySelector(OTHER_OVERLAY) !== null, sheet, primaryCtaOnScreen: onScreen }
}

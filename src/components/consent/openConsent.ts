/** The event the footer's Privacy choices link sends the banner (its detail: the element to refocus after). */
export const OPEN_CONSENT = 'forecourt:open-consent'

/** Marks the banner's Accept all ("all") and Necessary only ("necessary") for its early script (./SiteTags.tsx). */
export const CHOICE_ATTR = 'data-consent-choice'

/** Set on window once the banner's code has hydrated: its early script then leaves the buttons to it. */
export const LIVE_FLAG = '__forecourtConsentLive'

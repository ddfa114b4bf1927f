'use client'

import { OPEN_CONSENT } from './openConsent'

/** The footer's Privacy choices: reopens the consent banner with the choices, on any page. */
export function ConsentLink({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="site-footer__consent"
      onClick={(event) => window.dispatchEvent(new CustomEvent(OPEN_CONSENT, { detail: event.currentTarget }))}
    >
      {label}
    </button>
  )
}

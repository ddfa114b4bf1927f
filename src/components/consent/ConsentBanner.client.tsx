'use client'

import { useEffect, useId, useRef, useState } from 'react'

import type { ConsentMode } from '@/domain/marketing/consent'
import { CONSENT_CHANGED, currentConsent, globalPrivacyControl, saveConsent } from '@/lib/tags/browser'
import { CHOICE_ATTR, LIVE_FLAG, OPEN_CONSENT } from './openConsent'

export type ConsentTexts = {
  title: string
  text: string
  noticeText: string
  accept: string
  reject: string
  save: string
}

/**
 * The dealer's consent banner (issue 37), in their words. It is in the page's HTML from the first
 * paint, fixed to the foot of the screen, so it moves nothing and is never late; a shopper who has
 * chosen never sees it (the head's script marks the document before it paints: ./SiteTags.tsx).
 * Reopened from the footer's Privacy choices, it shows the three choices and takes focus; closed,
 * focus goes back where it came from. Not a modal: the page stays usable while it shows.
 */
export function ConsentBanner({ mode, texts }: { mode: ConsentMode; texts: ConsentTexts }) {
  const headingId = useId()
  const [reopened, setReopened] = useState(false)
  const [choosing, setChoosing] = useState(false)
  const [analytics, setAnalytics] = useState(false)
  const [marketing, setMarketing] = useState(false)
  const [gpc, setGpc] = useState(false)
  const [closed, setClosed] = useState(false)
  const region = useRef<HTMLElement>(null)
  const firstChoice = useRef<HTMLInputElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const sync = () => {
      const consent = currentConsent()
      setAnalytics(consent.chosen || mode === 'notice-only' ? consent.analytics : false)
      setMarketing(consent.chosen || mode === 'notice-only' ? consent.marketing : false)
      setGpc(globalPrivacyControl())
      // A choice made in another tab hides the banner here too.
      if (consent.chosen) document.documentElement.dataset.consent = 'chosen'
    }
    sync()
    ;(window as unknown as Record<string, boolean>)[LIVE_FLAG] = true
    const open = (event: Event) => {
      returnFocus.current = (event as CustomEvent<HTMLElement | null>).detail ?? null
      sync()
      setClosed(false)
      setReopened(true)
      setChoosing(true)
      requestAnimationFrame(() => region.current?.focus())
    }
    window.addEventListener(OPEN_CONSENT, open)
    window.addEventListener(CONSENT_CHANGED, sync)
    return () => {
      window.removeEventListener(OPEN_CONSENT, open)
      window.removeEventListener(CONSENT_CHANGED, sync)
    }
  }, [mode])

  const choose = (choice: { analytics: boolean; marketing: boolean }) => {
    saveConsent(choice)
    document.documentElement.dataset.consent = 'chosen'
    setReopened(false)
    setChoosing(false)
    setClosed(true)
    returnFocus.current?.focus()
    returnFocus.current = null
  }

  return (
    <section
      ref={region}
      className="consent-banner"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-open={reopened ? '' : undefined}
      hidden={closed || undefined}
    >
      <div className="container consent-banner__inner">
        <h2 id={headingId} className="consent-banner__title">
          {texts.title}
        </h2>
        <p className="consent-banner__text">{mode === 'notice-only' ? texts.noticeText : texts.text}</p>
        {choosing ? (
          <fieldset className="consent-banner__choices">
            <legend className="visually-hidden">{texts.title}</legend>
            <label>
              <input type="checkbox" checked disabled /> Necessary <span className="consent-banner__hint">(always on: the site needs these to work)</span>
            </label>
            <label>
              <input ref={firstChoice} type="checkbox" name="analytics" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} /> Analytics
            </label>
            <label>
              <input type="checkbox" name="marketing" checked={marketing && !gpc} disabled={gpc} onChange={(e) => setMarketing(e.target.checked)} /> Marketing
              {gpc ? <span className="consent-banner__hint"> (off: your browser sends Global Privacy Control)</span> : null}
            </label>
          </fieldset>
        ) : null}
        <div className="consent-banner__actions">
          <button type="button" className="button button--primary" {...{ [CHOICE_ATTR]: 'all' }} onClick={() => choose({ analytics: true, marketing: true })}>
            {texts.accept}
          </button>
          <button type="button" className="button button--secondary" {...{ [CHOICE_ATTR]: 'necessary' }} onClick={() => choose({ analytics: false, marketing: false })}>
            {texts.reject}
          </button>
          {choosing ? (
            <button type="button" className="button button--secondary" onClick={() => choose({ analytics, marketing })}>
              {texts.save}
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setChoosing(true)
                // The Choose button gives way to Save: focus moves to the first choice, not to the page's top.
                requestAnimationFrame(() => firstChoice.current?.focus())
              }}
            >
              Choose
            </button>
          )}
        </div>
      </div>
    </section>
  )
}

'use client'
/**
 * /sign-in: a mobile number, then the 6-digit code texted to it. Each step is a real form (Enter
 * submits), every field has a label, an error is tied to its field with aria-describedby and focus
 * moves to that field, and the status line ("We sent a code…") is announced politely.
 */
import { useEffect, useId, type FormEvent } from 'react'

import { CODE_LENGTH } from '@/domain/accounts/codes'
import { formatMobile } from '@/domain/accounts/phone'
import { fieldId, TextField } from '../forms/fields.client'
import { useSignIn } from './useSignIn.client'

type Props = { heading: string; intro: string; redirectTo: string; back: string }

const onSubmit = (action: () => unknown) => (event: FormEvent) => {
  event.preventDefault()
  void action()
}

export function SignInForm({ heading, intro, redirectTo, back }: Props) {
  const formId = `s${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const s = useSignIn(redirectTo)
  const phoneId = fieldId(formId, 'phone')
  const codeId = fieldId(formId, 'code')
  const formError = s.error?.field === 'form' ? s.error.message : null

  // After each step change or error (and only then: focusTick), focus goes where the shopper acts next.
  useEffect(() => {
    if (!s.focusTick) return
    const input = document.getElementById(s.step === 'phone' ? phoneId : codeId) as HTMLInputElement | null
    input?.focus()
    if (s.error && s.error.field !== 'form') input?.select()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.focusTick])

  return (
    <div className="sign-in">
      <h1 className="sign-in__heading">{heading}</h1>
      <p className="sign-in__intro">{intro}</p>
      <p className="sign-in__status" role="status">
        {s.status}
      </p>
      {formError ? (
        <div className="form-alert" role="alert">
          {formError}
        </div>
      ) : null}

      {s.step === 'phone' ? (
        <form className="sign-in__form" noValidate onSubmit={onSubmit(s.submitPhone)} aria-label="Your mobile number">
          <TextField
            formId={formId}
            name="phone"
            label="Mobile number"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={30}
            hint="An Australian mobile, like 0412 345 678."
            value={s.phone}
            onChange={s.setPhone}
            error={s.error?.field === 'phone' ? s.error.message : null}
          />
          <button type="submit" className="button button--primary" disabled={s.busy}>
            {s.busy ? 'Sending…' : 'Send code'}
          </button>
        </form>
      ) : (
        <form className="sign-in__form" noValidate onSubmit={onSubmit(s.submitCode)} aria-label="Your sign-in code">
          <TextField
            formId={formId}
            name="code"
            label={`${CODE_LENGTH}-digit code`}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            hint={`Sent by text to ${formatMobile(s.sentTo)}.`}
            value={s.code}
            onChange={s.setCode}
            error={s.error?.field === 'code' ? s.error.message : null}
          />
          <button type="submit" className="button button--primary" disabled={s.busy}>
            {s.busy ? 'Checking…' : 'Sign in'}
          </button>
          <div className="sign-in__secondary">
            <button type="button" className="sign-in__link-button" onClick={() => void s.resend()} disabled={s.busy || s.cooldownLeft > 0}>
              {s.cooldownLeft > 0 ? `Send a new code (in ${s.cooldownLeft} s)` : 'Send a new code'}
            </button>
            <button type="button" className="sign-in__link-button" onClick={s.switchNumber} disabled={s.busy}>
              Use a different number
            </button>
          </div>
        </form>
      )}

      <p className="sign-in__back">
        <a href={back}>Cancel and go back</a>
      </p>
    </div>
  )
}

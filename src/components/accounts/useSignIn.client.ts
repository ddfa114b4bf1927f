'use client'
/**
 * The sign-in page's state: the number step, the code step, the resend cooldown, and which field an
 * error belongs to (so the page can tie it to the field and move focus there). Talks to
 * /api/customers/send-code and /verify-code; on success the whole page goes to the redirect target,
 * so the header and every cached page see the new session.
 */
import { useCallback, useEffect, useState } from 'react'

import { OTP_MESSAGES, RESEND_COOLDOWN_SECONDS, normaliseCode } from '@/domain/accounts/codes'
import { formatMobile, normaliseMobile } from '@/domain/accounts/phone'
import { safeRedirectPath } from '@/domain/accounts/redirects'

export type Step = 'phone' | 'code'
export type SignInError = { field: 'phone' | 'code' | 'form'; message: string }

const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.'

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> }
}

const messageOf = (json: Record<string, unknown>, fallback: string) => (typeof json.message === 'string' && json.message ? json.message : fallback)

export function useSignIn(redirectTo: string) {
  const [step, setStep] = useState<Step>('phone')
  const [phone, setPhone] = useState('')
  const [sentTo, setSentTo] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<SignInError | null>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const [resendAt, setResendAt] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  /** Bumped whenever focus should move to the field of the current step (or its error). */
  const [focusTick, setFocusTick] = useState(0)

  // The resend countdown ticks only while it runs.
  useEffect(() => {
    if (resendAt <= now) return
    const timer = setTimeout(() => setNow(Date.now()), 1000)
    return () => clearTimeout(timer)
  }, [resendAt, now])

  const fail = useCallback((e: SignInError) => {
    setError(e)
    setFocusTick((n) => n + 1)
  }, [])

  const send = useCallback(
    async (number: string, again: boolean) => {
      setBusy(true)
      setError(null)
      try {
        const { status: code, json } = await post('/api/customers/send-code', { phone: number })
        if (code !== 200) return fail({ field: code === 400 ? 'phone' : again ? 'code' : 'form', message: messageOf(json, OTP_MESSAGES.smsFailed) })
        const normalised = String(json.phone)
        setSentTo(normalised)
        setCode('')
        setStep('code')
        setResendAt(Date.now() + RESEND_COOLDOWN_SECONDS * 1000)
        setNow(Date.now())
        setStatus(`${again ? 'We sent a new code' : 'We sent a 6-digit code'} to ${formatMobile(normalised)}. It expires in 5 minutes.`)
        setFocusTick((n) => n + 1)
      } catch {
        fail({ field: 'form', message: NETWORK_MESSAGE })
      } finally {
        setBusy(false)
      }
    },
    [fail],
  )

  const submitPhone = useCallback(() => {
    const checked = normaliseMobile(phone)
    if (!checked.ok) return fail({ field: 'phone', message: checked.message })
    return send(checked.phone, false)
  }, [phone, send, fail])

  const submitCode = useCallback(async () => {
    const typed = normaliseCode(code)
    if (!typed) return fail({ field: 'code', message: OTP_MESSAGES.codeFormat })
    setBusy(true)
    setError(null)
    try {
      const { status: answer, json } = await post('/api/customers/verify-code', { phone: sentTo, code: typed })
      if (answer === 200) {
        setStatus('Signed in. Taking you back…')
        // The page checked it already; checked again where it is followed, so no caller can skip it.
        window.location.assign(safeRedirectPath(redirectTo))
        return
      }
      setBusy(false)
      fail({ field: 'code', message: messageOf(json, 'That code did not work. Send a new one.') })
    } catch {
      setBusy(false)
      fail({ field: 'form', message: NETWORK_MESSAGE })
    }
  }, [code, sentTo, redirectTo, fail])

  const switchNumber = useCallback(() => {
    setStep('phone')
    setCode('')
    setError(null)
    setStatus('')
    setFocusTick((n) => n + 1)
  }, [])

  const cooldownLeft = Math.max(0, Math.ceil((resendAt - now) / 1000))
  return { step, phone, setPhone, sentTo, code, setCode, error, status, busy, cooldownLeft, focusTick, submitPhone, submitCode, resend: () => send(sentTo, true), switchNumber }
}

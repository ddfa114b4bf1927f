'use client'
/**
 * State and submission shared by every lead form: values, per-field errors, the error summary that is
 * focused after a failed check, the form-level alert, the submitting state, the idempotency key made
 * once per form fill, stored-details prefill (this browser's, then the signed-in shopper's), the
 * single-location auto-select, and the trip to /success.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import type * as z from '@/domain/validation/zodMini'

import type { AnalyticsEventId } from '@/domain/forms/analytics'
import { validate, type FieldError } from '@/domain/forms/errors'
import type { LeadAnswer } from '@/domain/forms/lead'
import type { LeadApiForm } from '@/domain/leads/options'
import { MESSAGES } from '@/domain/forms/messages'
import { fillBlanks, formDetailsOf } from '@/domain/accounts/storedDetails'
import { fetchAccount } from '@/lib/customers/accountClient'
import { trackEvent, type DataLayerSetting } from '@/lib/events/client'
import { sendConversion } from '@/lib/tags/browser'
import { leadConversionKind } from '@/domain/marketing/conversions'
import { attribution, newIdempotencyKey, readStoredDetails, recordVisit, storeDetails } from './browser'
import { whenIdle, type SchemaModule } from './lazySchemas'

export type Values = Record<string, unknown>

type Options = {
  form: LeadApiForm
  blockId: string
  dataLayer: DataLayerSetting
  locations?: { id: number }[]
  initial?: Values
  /** The message for a failed submission (each form has its own). */
  failureMessage?: string
  /** The form's schema module (lazySchemas.ts), fetched once the page is idle so `check` need not wait. */
  schemas?: SchemaModule<unknown>
}

export function useLeadForm({ form, blockId, dataLayer, locations = [], initial = {}, failureMessage = MESSAGES.submitFailed, schemas }: Options) {
  const formId = `f${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const router = useRouter()
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldError[]>([])
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [focusSummary, setFocusSummary] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const keyRef = useRef('')

  useEffect(() => {
    keyRef.current = newIdempotencyKey()
    recordVisit()
    const stored = readStoredDetails()
    setValues((v) => {
      const next = { ...v }
      for (const [k, value] of Object.entries(stored)) if (!next[k]) next[k] = value
      // A location drop-down with exactly one option selects it, once.
      if (locations.length === 1 && !next.location_id) next.location_id = String(locations[0]!.id)
      return next
    })
    // A signed-in shopper's stored details fill whatever is still empty when they arrive.
    let live = true
    const cancelPreload = schemas ? whenIdle(() => void schemas().catch(() => undefined)) : undefined
    void fetchAccount().then((account) => {
      if (live && account.signedIn) setValues((v) => fillBlanks(v, formDetailsOf(account.customer)))
    })
    return () => {
      live = false
      cancelPreload?.()
    }
    // Runs once per form fill; the inputs of the first render are what prefill means.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (focusSummary) summaryRef.current?.focus()
  }, [focusSummary])

  const set = useCallback((name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }))
    setErrors((errs) => (errs.some((e) => e.field === name) ? errs.filter((e) => e.field !== name) : errs))
  }, [])

  const showErrors = useCallback((list: FieldError[]) => {
    setErrors(list)
    const formLevel = list.find((e) => e.field === '_form')
    setFormError(formLevel ? formLevel.message : null)
    setFocusSummary((n) => n + 1)
  }, [])

  /**
   * Checks the values against a step's schema (or the schema once its module has loaded); shows and
   * focuses the errors when it fails. A schema module that can't be fetched (the connection dropped)
   * says the form could not be sent, as a failed post does.
   */
  const check = useCallback(
    async <S extends z.ZodMiniType>(schema: S | Promise<S>): Promise<z.infer<S> | null> => {
      let ready: S
      try {
        ready = await schema
      } catch {
        setFormError(failureMessage)
        return null
      }
      const result = validate(ready, values)
      if (!result.ok) {
        showErrors(result.errors)
        return null
      }
      setErrors([])
      setFormError(null)
      return result.data
    },
    [values, showErrors, failureMessage],
  )

  /** Posts to the lead API. Returns the answer, or null after showing what went wrong. */
  const post = useCallback(
    async (envelope: Record<string, unknown>): Promise<LeadAnswer | null> => {
      setSubmitting(true)
      setFormError(null)
      try {
        const res = await fetch('/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': keyRef.current },
          body: JSON.stringify({
            form,
            idempotency_key: keyRef.current,
            form_ref: { path: window.location.pathname, block: blockId },
            attribution: attribution(),
            website: honeypotRef.current?.value || undefined,
            ...envelope,
          }),
        })
        const body = await res.json().catch(() => ({}))
        if (res.ok && typeof body.lead_id === 'string') return body as LeadAnswer
        if (res.status === 400 && Array.isArray(body.errors)) showErrors(body.errors)
        else setFormError(typeof body.message === 'string' && res.status !== 500 ? body.message : failureMessage)
        return null
      } catch {
        setFormError(failureMessage)
        return null
      } finally {
        setSubmitting(false)
      }
    },
    [form, blockId, failureMessage, showErrors],
  )

  /** A returned lead_id means success: analytics and the dealer's ad conversions fire, details are kept, /success. */
  const succeed = useCallback(
    (leadId: string, eventId: AnalyticsEventId | null) => {
      storeDetails(values)
      if (eventId) trackEvent(eventId, { lead_id: leadId }, dataLayer)
      sendConversion(leadConversionKind(form), leadId)
      setSubmitting(true)
      router.push(`/success?lead=${encodeURIComponent(leadId)}`)
    },
    [values, dataLayer, router, form],
  )

  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : values[name] === undefined || values[name] === null ? '' : String(values[name]))
  const errorOf = (name: string) => errors.find((e) => e.field === name)?.message ?? null

  return { formId, values, set, text, errors, errorOf, formError, setFormError, submitting, setSubmitting, check, post, succeed, showErrors, summaryRef, honeypotRef }
}
export type LeadForm = ReturnType<typeof useLeadForm>

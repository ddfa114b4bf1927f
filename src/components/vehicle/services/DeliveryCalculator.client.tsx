'use client'

import { useEffect, useId, useReducer, useState, type FormEvent } from 'react'

import {
  DELIVERY_NO_ESTIMATE,
  deliveryReducer,
  INITIAL_DELIVERY_STATE,
  POSTCODE_LENGTH,
  sanitisePostcodeInput,
} from '@/domain/vehicle-page/delivery'
import { formatAud } from '@/domain/vehicles/price'
import { useHydrated } from '@/components/hydration/useHydrated.client'

/**
 * The delivery calculator (idle, loading, then result or error). The browser asks our
 * GET /api/delivery, which asks the delivery service through src/lib/deliveryQuotes; the reducer in
 * src/domain/vehicle-page/delivery.ts holds the states and the messages.
 */
export function DeliveryCalculatorClient({ carSlug, endpoint = '/api/delivery' }: { carSlug: string; endpoint?: string }) {
  const [state, dispatch] = useReducer(deliveryReducer, INITIAL_DELIVERY_STATE)
  const [postcode, setPostcode] = useState('')
  // Enabled once hydrated: before that, a submit would reload the page instead of asking for an estimate.
  const ready = useHydrated()
  const inputId = useId()
  const messageId = useId()

  const loadingPostcode = state.status === 'loading' ? state.postcode : null
  useEffect(() => {
    if (loadingPostcode === null) return
    const controller = new AbortController()
    const url = `${endpoint}?${new URLSearchParams({ postcode: loadingPostcode, car_id: carSlug })}`
    fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`Delivery lookup answered ${res.status}`)
        dispatch({ type: 'resolved', postcode: loadingPostcode, estimate: await res.json() })
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return
        console.warn('Delivery lookup failed:', error)
        dispatch({ type: 'failed', postcode: loadingPostcode })
      })
    return () => controller.abort()
  }, [loadingPostcode, carSlug, endpoint])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    dispatch({ type: 'submit', postcode })
  }

  const error = state.status === 'error' ? state.message : null
  return (
    <section className="vs-delivery" aria-labelledby={`${inputId}-heading`} data-state={state.status}>
      <h2 id={`${inputId}-heading`} className="vs-heading">
        Delivery calculator
      </h2>
      <p className="vs-muted">Enter your postcode for an estimate of the cost to deliver this vehicle to you.</p>
      <form className="vs-delivery__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>Postcode</label>
        <input
          id={inputId}
          name="postcode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={POSTCODE_LENGTH}
          value={postcode}
          onChange={(e) => setPostcode(sanitisePostcodeInput(e.target.value))}
          aria-invalid={error !== null && error !== DELIVERY_NO_ESTIMATE}
          aria-describedby={messageId}
        />
        <button type="submit" className="button button--primary" disabled={!ready || state.status === 'loading'}>
          {state.status === 'loading' ? 'Calculating…' : 'Calculate'}
        </button>
      </form>
      <div id={messageId} aria-live="polite" className="vs-delivery__message">
        {state.status === 'loading' ? <p className="vs-muted">Getting your estimate…</p> : null}
        {state.status === 'result' ? (
          <p className="vs-delivery__result">
            Estimated delivery{state.estimate.region ? ` to ${state.estimate.region}` : ''} ({state.postcode}):{' '}
            <strong>{formatAud(state.estimate.price)}</strong>
          </p>
        ) : null}
        {error ? (
          <p className="vs-delivery__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  )
}

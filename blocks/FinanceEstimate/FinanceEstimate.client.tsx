'use client'

import { useEffect, useId, useRef, useState } from 'react'

import {
  FINANCE_ESTIMATE,
  FREQUENCIES,
  FREQUENCY_VALUES,
  estimateText,
  financeEstimate,
  formatRate,
  type FrequencyName,
  type YouxQuote,
} from '@/domain/finance'
import { fetchYouxQuote, shouldFetchQuote } from '@/lib/youx/browser'
import type { YouxQuoteRequest } from '@/lib/youx/types'
import '@/components/finance/FinanceCalculator.css'
import './FinanceEstimate.css'

export type FinanceEstimatePanelProps = {
  price: number | null | undefined
  /** The sample rate: the lender's rate, else the dealer's default. */
  rate: number | null | undefined
  comparisonRate?: number | null
  /** The vehicle's quote, when it has one. */
  quote?: YouxQuote | null
  /**
   * When given and there is no quote and the price is above 0, a quote is fetched once from
   * POST /api/youx/quote; a failure is silently ignored.
   */
  quoteRequest?: Omit<YouxQuoteRequest, 'selfAssessedCreditScore' | 'loanTerm' | 'purchasePrice'> | null
  defaultFrequency?: FrequencyName
  heading?: string | null
  headingLevel?: 2 | 3
}

/**
 * The finance estimate panel: an estimate only, as amount per wk/fn/mo with an
 * asterisk, over a 5 year term with a 10% deposit and a 30% final payment. Renders nothing when no
 * estimate is available.
 */
export function FinanceEstimatePanel(props: FinanceEstimatePanelProps) {
  const [quote, setQuote] = useState<YouxQuote | null>(props.quote ?? null)
  const [frequency, setFrequency] = useState<FrequencyName>(props.defaultFrequency ?? 'weekly')
  const asked = useRef(false)
  const id = useId().replace(/:/g, '')
  const { quoteRequest, price } = props

  useEffect(() => {
    if (!quoteRequest || asked.current || !shouldFetchQuote(quote, price)) return
    asked.current = true
    const controller = new AbortController()
    fetchYouxQuote(
      { ...quoteRequest, purchasePrice: price!, loanTerm: FINANCE_ESTIMATE.quoteLoanTerm, selfAssessedCreditScore: FINANCE_ESTIMATE.creditScore },
      { signal: controller.signal },
    ).then((q) => {
      if (q) setQuote(q)
    })
    return () => controller.abort()
  }, [quoteRequest, quote, price])

  const estimate = financeEstimate({ price: props.price, rate: props.rate, comparisonRate: props.comparisonRate, quote })
  if (!estimate) return null
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2'
  return (
    <div className="fin-estimate">
      {props.heading ? <Heading className="fin-estimate__heading">{props.heading}</Heading> : null}
      <fieldset className="fin-estimate__toggle">
        <legend className="visually-hidden">Show the estimate</legend>
        {FREQUENCY_VALUES.map((f) => (
          <label key={f} className="fin-estimate__option">
            <input type="radio" name={`${id}-frequency`} value={f} checked={frequency === f} onChange={() => setFrequency(f)} />
            <span>{FREQUENCIES[f].label}</span>
          </label>
        ))}
      </fieldset>
      <p className="fin-estimate__amount" aria-live="polite" data-testid="finance-estimate">
        {estimateText(estimate, frequency)}
      </p>
      <p className="fin-estimate__note">
        *Estimate only, {estimate.source === 'quote' ? 'from a personalised quote' : 'not a quote'}: {formatRate(estimate.rate)} p.a.
        {estimate.comparisonRate !== null ? ` (comparison rate ${formatRate(estimate.comparisonRate)} p.a.)` : ''} over {FINANCE_ESTIMATE.termYears}{' '}
        years with a {FINANCE_ESTIMATE.depositRatio * 100}% deposit and a {FINANCE_ESTIMATE.finalPaymentRatio * 100}% final payment.
        Monthly figures are weekly × {FINANCE_ESTIMATE.weeksPerMonth}.
      </p>
    </div>
  )
}

'use client'

import { useId, useMemo, useRef, useState } from 'react'

import {
  FREQUENCIES,
  FREQUENCY_VALUES,
  calculateRepayment,
  calculatorSetup,
  financeLinkHref,
  fitTerm,
  formatMoney,
  formatRate,
  formatYears,
  isFrequencyName,
  repaymentText,
  sanitiseAmount,
  sanitiseInput,
  type Bounds,
  type FinanceRules,
  type FrequencyName,
  type LenderData,
} from '@/domain/finance'
import { ANALYTICS_EVENTS, once } from '@/lib/analytics/track'
import { FinanceDisclaimer } from './FinanceDisclaimer.client'
import { FinanceSlider } from './FinanceSlider.client'
import './FinanceCalculator.css'

export type FinanceCalculatorVehicle = {
  id?: number | string | null
  price?: number | null
  car_type?: string | null
  vin?: string | null
}

export type FinanceCalculatorProps = {
  /** The dealer's resolved rules (tenants/financeRules.ts: resolveFinanceRules / getFinanceRules). */
  rules: FinanceRules
  /** preferredDealership in the finance link (the dealer's slug). */
  dealership: string
  /** The dealer's finance page (settings.financeLink, default /finance). */
  financeLink: string
  vehicle?: FinanceCalculatorVehicle | null
  /** The vehicle's lender data for the dealer's provider (defaults for term, rate, deposit, balloon). */
  lender?: LenderData | null
  /** A provided default amount (spec 02 §9). */
  providedAmount?: number | null
  variant?: 'standard' | 'extras'
  extrasInput?: 'deposit' | 'tradeIn'
  buttonLabel?: string
  showDisclaimer?: boolean
  heading?: string | null
  headingLevel?: 2 | 3
  intro?: string | null
  /** Puts the #financeDisclaimer anchor on the disclaimer (one calculator per page). */
  disclaimerAnchor?: boolean
}

const plain = (n: number) => n.toLocaleString('en-AU', { maximumFractionDigits: 2 })
const rateText = (n: number) => String(Number(n.toFixed(2)))

type Field = {
  value: number
  text: string
  message: string | null
  slide: (v: number) => void
  type: (text: string) => void
  blur: () => void
}

/** One input's state: the value calculated with, the text in its box, and its bounds message. */
function useField(initial: number, bounds: Pick<Bounds, 'min' | 'max'>, format: (n: number) => string, options: { zeroFloor?: boolean; fit?: (n: number) => number } = {}): Field {
  const [value, setValue] = useState(initial)
  const [text, setText] = useState(() => format(initial))
  const [message, setMessage] = useState<string | null>(null)
  return {
    value,
    text,
    message,
    slide(v) {
      setValue(v)
      setText(format(v))
      setMessage(null)
    },
    type(raw) {
      setText(raw)
      const s = options.zeroFloor ? sanitiseAmount(raw, bounds) : sanitiseInput(raw, bounds)
      setValue(options.fit && !s.message ? options.fit(s.value) : s.value)
      setMessage(s.message)
    },
    blur() {
      // A valid entry is tidied ("30000" → "30,000"); an invalid one stays as typed beside its message.
      if (!message) setText(format(value))
    },
  }
}

/**
 * The finance calculator (spec 02 §2.5, §4, §5, §9): amount, term and rate sliders with number boxes,
 * a frequency select, optional deposit or trade-in and residual inputs, the repayment ('Enquire for
 * Finance' at 25 or less), the Get Finance Quote link and the disclaimer. Analytics event 26 fires once,
 * on the first slider or frequency change.
 */
export function FinanceCalculator(props: FinanceCalculatorProps) {
  const { rules, vehicle, lender } = props
  const id = useId().replace(/:/g, '')
  const setup = useMemo(
    () => calculatorSetup(rules, { price: vehicle?.price, providedAmount: props.providedAmount, lender }),
    [rules, vehicle?.price, props.providedAmount, lender],
  )
  const { bounds } = setup
  const termIncrements = bounds.term.increments

  const amount = useField(setup.initial.amount, bounds.amount, plain, { zeroFloor: true })
  const term = useField(setup.initial.termYears, bounds.term, rateText, { fit: (n) => fitTerm(n, bounds.term) })
  const rate = useField(setup.initial.rate, bounds.interest, rateText)
  const firstExtra = useField(props.extrasInput === 'tradeIn' ? setup.initial.tradeIn : setup.initial.deposit, bounds.extras, plain)
  const residual = useField(setup.initial.residual, bounds.extras, plain)
  const [frequency, setFrequency] = useState<FrequencyName>(setup.initial.frequency)

  const firstUse = useRef<(() => void) | null>(null)
  const used = () => {
    firstUse.current ??= once(ANALYTICS_EVENTS.calculatorUsed, {
      calculator: 'finance',
      finance_provider: rules.provider,
      car_id: vehicle?.id ?? undefined,
    })
    firstUse.current()
  }

  const extras = props.variant === 'extras'
  const tradeInFirst = props.extrasInput === 'tradeIn'
  const repayment = calculateRepayment(
    {
      amount: amount.value,
      termYears: term.value,
      yearlyRate: rate.value,
      frequency,
      establishmentFees: rules.establishmentFees,
      deposit: extras && !tradeInFirst ? firstExtra.value : 0,
      tradeIn: extras && tradeInFirst ? firstExtra.value : 0,
      residual: extras ? residual.value : 0,
    },
    rules.rounding,
  )
  const freq = FREQUENCIES[frequency]
  const price = typeof vehicle?.price === 'number' && vehicle.price > 0 ? vehicle.price : null
  const href = financeLinkHref(props.financeLink, {
    preferredDealership: props.dealership,
    vehiclePriceBudget: price ?? amount.value,
    car_id: vehicle?.id ?? null,
    car_type: vehicle?.car_type ?? null,
    vin: vehicle?.vin ?? null,
  })
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2'
  const money = (n: number) => formatMoney(n, true)

  return (
    <div className="fin-calc">
      {props.heading ? <Heading className="fin-calc__heading">{props.heading}</Heading> : null}
      {props.intro ? <p className="fin-calc__intro">{props.intro}</p> : null}
      <div className="fin-calc__grid">
        <div className="fin-calc__inputs">
          <FinanceSlider
            id={`${id}-amount`}
            label="Loan amount"
            boxLabel="Loan amount in dollars"
            prefix="$"
            value={amount.value}
            text={amount.text}
            min={bounds.amount.min}
            max={bounds.amount.max}
            step={bounds.amount.step}
            valueText={money(amount.value)}
            minText={money(bounds.amount.min)}
            maxText={money(bounds.amount.max)}
            message={amount.message}
            onSlide={(v) => {
              amount.slide(v)
              used()
            }}
            onType={amount.type}
            onBlur={amount.blur}
          />
          <FinanceSlider
            id={`${id}-term`}
            label="Loan term"
            boxLabel="Loan term in years"
            suffix="years"
            value={term.value}
            text={term.text}
            min={bounds.term.min}
            max={bounds.term.max}
            step={bounds.term.step}
            increments={termIncrements}
            valueText={formatYears(term.value)}
            minText={formatYears(bounds.term.min)}
            maxText={formatYears(bounds.term.max)}
            message={term.message}
            onSlide={(v) => {
              term.slide(v)
              used()
            }}
            onType={term.type}
            onBlur={term.blur}
          />
          {rules.interest.hidden ? null : (
            <FinanceSlider
              id={`${id}-rate`}
              label="Interest rate"
              boxLabel="Interest rate in percent per year"
              suffix="% p.a."
              value={rate.value}
              text={rate.text}
              min={bounds.interest.min}
              max={bounds.interest.max}
              step={bounds.interest.step}
              valueText={`${formatRate(rate.value)} p.a.`}
              minText={formatRate(bounds.interest.min)}
              maxText={formatRate(bounds.interest.max)}
              message={rate.message}
              disabled={rules.interest.disabled}
              onSlide={(v) => {
                rate.slide(v)
                used()
              }}
              onType={rate.type}
              onBlur={rate.blur}
            />
          )}
          {extras ? (
            <>
              <FinanceSlider
                id={`${id}-extra`}
                label={tradeInFirst ? 'Trade-in' : 'Deposit'}
                boxLabel={tradeInFirst ? 'Trade-in value in dollars' : 'Deposit in dollars'}
                prefix="$"
                value={firstExtra.value}
                text={firstExtra.text}
                min={bounds.extras.min}
                max={bounds.extras.max}
                step={bounds.extras.step}
                valueText={money(firstExtra.value)}
                minText={money(bounds.extras.min)}
                maxText={money(bounds.extras.max)}
                message={firstExtra.message}
                onSlide={(v) => {
                  firstExtra.slide(v)
                  used()
                }}
                onType={firstExtra.type}
                onBlur={firstExtra.blur}
              />
              <FinanceSlider
                id={`${id}-residual`}
                label="Residual (balloon)"
                boxLabel="Residual in dollars"
                prefix="$"
                value={residual.value}
                text={residual.text}
                min={bounds.extras.min}
                max={bounds.extras.max}
                step={bounds.extras.step}
                valueText={money(residual.value)}
                minText={money(bounds.extras.min)}
                maxText={money(bounds.extras.max)}
                message={residual.message}
                onSlide={(v) => {
                  residual.slide(v)
                  used()
                }}
                onType={residual.type}
                onBlur={residual.blur}
              />
            </>
          ) : null}
          <div className="fin-field fin-field--select">
            <label className="fin-field__label" htmlFor={`${id}-frequency`}>
              Repayment frequency
            </label>
            <select
              id={`${id}-frequency`}
              className="fin-field__select"
              value={frequency}
              onChange={(e) => {
                if (isFrequencyName(e.target.value)) setFrequency(e.target.value)
                used()
              }}
            >
              {FREQUENCY_VALUES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCIES[f].label}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="fin-calc__result">
          <div className="fin-result" aria-live="polite" aria-atomic="true" data-testid="finance-repayment">
            <p className="fin-result__label">Estimated {freq.label.toLowerCase()} repayment</p>
            {repayment.enquire ? (
              <p className="fin-result__amount fin-result__amount--enquire">{repaymentText(repayment)}</p>
            ) : (
              <p className="fin-result__amount">
                <span data-testid="finance-repayment-amount">{repaymentText(repayment)}</span>
                <span className="fin-result__per"> per {freq.per}</span>
              </p>
            )}
            {repayment.enquire ? null : (
              <p className="fin-result__total">
                Total repayments {formatMoney(repayment.totalRepayments)} over {repayment.numberOfPayments} payments
                {repayment.residual > 0 ? `, then a final payment of ${formatMoney(repayment.residual)}` : ''}
              </p>
            )}
            {rules.interest.hidden ? null : (
              <p className="fin-result__rate">
                at {formatRate(rate.value)} p.a. over {formatYears(term.value)}
                {rules.establishmentFees > 0 ? `, including ${formatMoney(rules.establishmentFees)} establishment fees` : ''}
              </p>
            )}
          </div>
          <a className="button button--primary button--large fin-calc__cta" href={href}>
            {props.buttonLabel || 'Get Finance Quote'}
          </a>
        </div>
      </div>
      {props.showDisclaimer === false ? null : (
        <FinanceDisclaimer text={rules.disclaimer} anchorId={props.disclaimerAnchor ? 'financeDisclaimer' : undefined} />
      )}
    </div>
  )
}

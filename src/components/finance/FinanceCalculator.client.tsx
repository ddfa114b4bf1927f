'use client'

import { formatNumber } from '@/domain/format/numbers'
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
import { trackOnce, type DataLayerSetting } from '@/lib/events/client'
import { FinanceDisclaimer } from './FinanceDisclaimer.client'
import { FinanceSlider } from './FinanceSlider.client'
import './FinanceCalculator.css'

type FinanceCalculatorVehicle = {
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
  /** Where the first-use event also goes, when the dealer has a tag manager's dataLayer. */
  dataLayer?: DataLayerSetting
  vehicle?: FinanceCalculatorVehicle | null
  /** The vehicle's lender data for the dealer's provider (defaults for term, rate, deposit, balloon). */
  lender?: LenderData | null
  /** A provided default amount. */
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

const plain = (n: number) => formatNumber(n, { maximumFractionDigits: 2 })
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
 * The finance calculator: amount, term and rate sliders with number boxes,
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
    firstUse.current ??= trackOnce(26, {
      calculator: 'finance',
      finance_provider: rules.provider,
      car_id: vehicle?.id ?? undefined,
    }, props.dataLayer)
    firstUse.current()
  }

  /** What every slider takes from its field and bounds; the first change of any fires event 26 once. */
  const sliderProps = (field: Field, b: Pick<Bounds, 'min' | 'max' | 'step'>, format: (n: number) => string, formatValue = format) => ({
    value: field.value,
    text: field.text,
    min: b.min,
    max: b.max,
    step: b.step,
    valueText: formatValue(field.value),
    minText: format(b.min),
    maxText: format(b.max),
    message: field.message,
    onSlide: (v: number) => {
      field.slide(v)
      used()
    },
    onType: field.type,
    onBlur: field.blur,
  })

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
            {...sliderProps(amount, bounds.amount, money)}
          />
          <FinanceSlider
            id={`${id}-term`}
            label="Loan term"
            boxLabel="Loan term in years"
            suffix="years"
            {...sliderProps(term, bounds.term, formatYears)}
            increments={termIncrements}
          />
          {rules.interest.hidden ? null : (
            <FinanceSlider
              id={`${id}-rate`}
              label="Interest rate"
              boxLabel="Interest rate in percent per year"
              suffix="% p.a."
              {...sliderProps(rate, bounds.interest, formatRate, (v) => `${formatRate(v)} p.a.`)}
              disabled={rules.interest.disabled}
            />
          )}
          {extras ? (
            <>
              <FinanceSlider
                id={`${id}-extra`}
                label={tradeInFirst ? 'Trade-in' : 'Deposit'}
                boxLabel={tradeInFirst ? 'Trade-in value in dollars' : 'Deposit in dollars'}
                prefix="$"
                {...sliderProps(firstExtra, bounds.extras, money)}
              />
              <FinanceSlider
                id={`${id}-residual`}
                label="Residual (balloon)"
                boxLabel="Residual in dollars"
                prefix="$"
                {...sliderProps(residual, bounds.extras, money)}
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

/**
 * Finance summary strips ("Finance summary strips in several layouts showing weekly
 * price, rate, comparison rate, term, deposit and balloon"). A plain component with no hooks, so the
 * vehicle page and result cards can render it on the server or inside client components. Check
 * eligibility (isFinanceSummaryEligible) before rendering it.
 */
import {
  ENQUIRE_FOR_FINANCE,
  ENQUIRE_THRESHOLD,
  finiteOrNull,
  formatMoney,
  formatRate,
  formatYears,
  type LenderData,
} from '@/domain/finance'
import '@/components/finance/FinanceCalculator.css'
import './FinanceSummary.css'

type FinanceSummaryLayout = 'strip' | 'cards' | 'compact'

export type FinanceSummaryProps = {
  lender: LenderData
  layout?: FinanceSummaryLayout
  heading?: string | null
  headingLevel?: 2 | 3
  /** The footnote the asterisk points to. */
  footnote?: string | null
}

type Item = { key: string; label: string; value: string }

/** The figures of a summary, in the spec's order: price (weekly, else monthly), rate, comparison rate, term, deposit, balloon. */
function summaryItems(lender: LenderData): { price: { text: string; per: 'wk' | 'mo' | null }; items: Item[] } {
  const week = finiteOrNull(lender.paymentWeek)
  const month = finiteOrNull(lender.paymentMonth)
  const payment = week ?? month
  const per: 'wk' | 'mo' | null = week !== null ? 'wk' : month !== null ? 'mo' : null
  const price =
    payment === null || payment <= ENQUIRE_THRESHOLD
      ? { text: ENQUIRE_FOR_FINANCE, per: null }
      : { text: `${formatMoney(payment, per === 'wk')}/${per}*`, per }
  const rate = finiteOrNull(lender.interestRate)
  const comparison = finiteOrNull(lender.comparisonRate)
  const years = finiteOrNull(lender.termYears) ?? (finiteOrNull(lender.termMonths) !== null ? lender.termMonths! / 12 : null)
  const deposit = finiteOrNull(lender.deposit)
  const balloon = finiteOrNull(lender.balloon)
  const items: Item[] = [
    { key: 'price', label: per === 'mo' ? 'Monthly' : 'Weekly', value: price.text },
    ...(rate !== null ? [{ key: 'rate', label: 'Rate', value: `${formatRate(rate)} p.a.` }] : []),
    ...(comparison !== null ? [{ key: 'comparison', label: 'Comparison rate', value: `${formatRate(comparison)} p.a.` }] : []),
    ...(years !== null ? [{ key: 'term', label: 'Term', value: formatYears(years) }] : []),
    ...(deposit !== null ? [{ key: 'deposit', label: 'Deposit', value: formatMoney(deposit, true) }] : []),
    ...(balloon !== null ? [{ key: 'balloon', label: 'Balloon', value: formatMoney(balloon, true) }] : []),
  ]
  return { price, items }
}

export function FinanceSummary({ lender, layout = 'strip', heading, headingLevel = 2, footnote }: FinanceSummaryProps) {
  const { price, items } = summaryItems(lender)
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  if (layout === 'compact') {
    const rest = items.filter((i) => i.key !== 'price')
    return (
      <div className="fin-summary fin-summary--compact">
        {heading ? <Heading className="fin-summary__heading">{heading}</Heading> : null}
        <p className="fin-summary__line">
          <strong className="fin-summary__price">{price.per ? `From ${price.text}` : price.text}</strong>
          {rest.length ? ` · ${rest.map((i) => `${i.label} ${i.value}`).join(' · ')}` : ''}
        </p>
        {footnote ? <p className="fin-summary__footnote">{footnote}</p> : null}
      </div>
    )
  }
  return (
    <div className={`fin-summary fin-summary--${layout}`}>
      {heading ? <Heading className="fin-summary__heading">{heading}</Heading> : null}
      <dl className="fin-summary__list">
        {items.map((item) => (
          <div key={item.key} className={`fin-summary__item fin-summary__item--${item.key}`}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {footnote ? <p className="fin-summary__footnote">{footnote}</p> : null}
    </div>
  )
}

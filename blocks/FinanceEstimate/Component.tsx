import { SAMPLE_LOAN, comparisonRateOf } from '@/domain/finance'
import type { BlockProps } from '../types'
import { getFinanceRules } from '@/lib/site/financeRules'
import { FinanceEstimatePanel } from './Lazy.client'

/** The finance estimate panel as a page block: the block's sample price at the dealer's default rate. */
export async function FinanceEstimateComponent({ block, tenant }: BlockProps<'financeEstimate'>) {
  const rules = await getFinanceRules(tenant)
  const rate = rules.interest.defaultRate
  const comparisonRate =
    rules.comparisonRate ?? comparisonRateOf({ amount: SAMPLE_LOAN.amount, fees: rules.establishmentFees, termYears: SAMPLE_LOAN.termYears, yearlyRate: rate })
  const frequency = block.defaultFrequency === 'fortnightly' || block.defaultFrequency === 'monthly' ? block.defaultFrequency : 'weekly'
  return (
    <section className="fin-block fin-block--estimate container" aria-label={block.heading ? undefined : 'Finance estimate'}>
      <FinanceEstimatePanel
        price={block.samplePrice}
        rate={rate}
        comparisonRate={comparisonRate}
        defaultFrequency={frequency}
        heading={block.heading}
        quoteRequest={block.fetchQuote ? { year: new Date().getFullYear(), vin: null, nvic: null, whoIsHelping: tenant.slug } : null}
      />
    </section>
  )
}

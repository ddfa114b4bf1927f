import { formatMoney, formatYears, isFinanceSummaryEligible, sampleLender } from '@/domain/finance'
import type { BlockProps } from '../types'
import { getFinanceRules } from '@/lib/site/financeRules'
import { FinanceSummary } from './FinanceSummary'

/**
 * A finance summary for a sample loan (no vehicle on a page): the dealer's rate, comparison rate and
 * payments for the block's sample price. Shown only when a vehicle at that price would be eligible,
 * so a site that never shows finance summaries shows none here either.
 */
export async function FinanceSummaryComponent({ block, tenant }: BlockProps<'financeSummary'>) {
  const rules = await getFinanceRules(tenant)
  const amount = block.sampleAmount > 0 ? block.sampleAmount : 30000
  const termYears = block.sampleTermYears > 0 ? block.sampleTermYears : 5
  const deposit = Math.min(block.sampleDeposit ?? 0, amount)
  const lender = sampleLender(rules, { amount, termYears, deposit, balloon: block.sampleBalloon ?? 0 })
  const now = new Date()
  const sampleVehicle = { price: amount, year: now.getFullYear(), status: 'in_stock', make: null }
  if (!isFinanceSummaryEligible({ vehicle: sampleVehicle, lender, rules, settings: tenant.settings, now })) return null
  const layout = block.layout === 'cards' || block.layout === 'compact' ? block.layout : 'strip'
  return (
    <section className="fin-block fin-block--summary container" aria-label={block.heading ? undefined : 'Finance example'}>
      <FinanceSummary
        lender={lender}
        layout={layout}
        heading={block.heading}
        footnote={`*Example only: a secured loan of ${formatMoney(amount, true)} over ${formatYears(termYears)}${deposit > 0 ? ` with a ${formatMoney(deposit, true)} deposit` : ''}. The comparison rate applies to this example only; fees and charges, other terms and amounts give different rates.`}
      />
    </section>
  )
}

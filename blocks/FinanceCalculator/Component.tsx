import { FINANCE_CALCULATOR_ANCHOR } from '@/domain/finance/link'
import type { BlockProps } from '../types'
import { FinanceCalculator } from '@/components/finance/Lazy.client'
import { getFinanceRules } from '@/lib/site/financeRules'
import { dealerDataLayer } from '@/lib/events/dataLayer'

/** The finance calculator as a page block: the dealer's rules, its finance link, no vehicle. */
export async function FinanceCalculatorComponent({ block, tenant }: BlockProps<'financeCalculator'>) {
  const rules = await getFinanceRules(tenant)
  return (
    <section className="fin-block container" id={FINANCE_CALCULATOR_ANCHOR} aria-label={block.heading ? undefined : 'Finance calculator'}>
      <FinanceCalculator
        rules={rules}
        dealership={tenant.slug}
        financeLink={tenant.settings.financeLink}
        dataLayer={dealerDataLayer(tenant.settings)}
        providedAmount={block.defaultAmount ?? null}
        variant={block.variant === 'extras' ? 'extras' : 'standard'}
        extrasInput={block.extrasInput === 'tradeIn' ? 'tradeIn' : 'deposit'}
        buttonLabel={block.buttonLabel ?? 'Get Finance Quote'}
        showDisclaimer={block.showDisclaimer !== false}
        heading={block.heading}
        intro={block.intro}
        disclaimerAnchor
      />
    </section>
  )
}

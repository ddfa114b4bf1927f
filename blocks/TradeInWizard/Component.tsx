import { formProps } from '@/components/forms/context'
import { FormSection } from '@/components/forms/FormSection'
import type { BlockProps } from '../types'
import { TradeInWizard } from './Lazy.client'

export async function TradeInWizardComponent({ block, tenant }: BlockProps<'tradeInWizard'>) {
  const props = await formProps(block, tenant)
  return (
    <FormSection heading={props.heading} intro={props.intro} kind="trade-in">
      <TradeInWizard {...props} variant={block.variant === 'used' ? 'used' : 'standard'} />
    </FormSection>
  )
}

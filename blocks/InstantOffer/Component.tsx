import { formProps } from '@/components/forms/context'
import { FormSection } from '@/components/forms/FormSection'
import type { BlockProps } from '../types'
import { InstantOfferWizard } from './Lazy.client'

export async function InstantOfferComponent({ block, tenant }: BlockProps<'instantOffer'>) {
  const props = await formProps(block, tenant)
  return (
    <FormSection heading={props.heading} intro={props.intro} kind="instant-offer">
      <InstantOfferWizard {...props} contactPath={block.contactPath || '/contact'} />
    </FormSection>
  )
}

import { formProps } from '../forms-shared/context'
import { FormSection } from '../forms-shared/FormSection'
import type { BlockProps } from '../types'
import { EnquiryForm } from './Lazy.client'

export async function EnquiryFormComponent({ block, tenant }: BlockProps<'enquiryForm'>) {
  const props = await formProps(block as never, tenant)
  return (
    <FormSection heading={props.heading} intro={props.intro} kind="enquiry">
      <EnquiryForm {...props} submitLabel={block.submitLabel ?? 'Send enquiry'} />
    </FormSection>
  )
}

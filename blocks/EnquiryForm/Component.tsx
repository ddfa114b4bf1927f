import { formProps } from '../../src/components/forms/context'
import { FormSection } from '../../src/components/forms/FormSection'
import type { BlockProps } from '../types'
import { EnquiryForm } from '../../src/components/forms/enquiry/Lazy.client'

export async function EnquiryFormComponent({ block, tenant }: BlockProps<'enquiryForm'>) {
  const props = await formProps(block as never, tenant)
  return (
    <FormSection heading={props.heading} intro={props.intro} kind="enquiry">
      <EnquiryForm {...props} submitLabel={block.submitLabel ?? 'Send enquiry'} />
    </FormSection>
  )
}

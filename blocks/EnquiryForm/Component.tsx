import { formProps } from '@/components/forms/context'
import { FormSection } from '@/components/forms/FormSection'
import type { BlockProps } from '../types'
import { EnquiryForm } from '@/components/forms/enquiry/Lazy.client'

export async function EnquiryFormComponent({ block, tenant }: BlockProps<'enquiryForm'>) {
  const props = await formProps(block, tenant)
  return (
    <FormSection heading={props.heading} intro={props.intro} kind="enquiry">
      <EnquiryForm {...props} submitLabel={block.submitLabel ?? 'Send enquiry'} />
    </FormSection>
  )
}

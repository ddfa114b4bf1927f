import { formProps } from '../forms-shared/context'
import { FormSection } from '../forms-shared/FormSection'
import type { BlockProps } from '../types'
import { MultiStepForm } from './Lazy.client'

export async function MultiStepFormComponent({ block, tenant }: BlockProps<'multiStepForm'>) {
  const props = await formProps(block as never, tenant)
  return (
    <FormSection heading={props.heading} intro={props.intro} kind="multi-step">
      <MultiStepForm {...props} submitLabel={block.submitLabel ?? 'Book test drive'} />
    </FormSection>
  )
}

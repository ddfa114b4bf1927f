'use client'
/**
 * Enquire Now and the SOLD panel's Find Me Something Similar: a modal dialog holding the site's enquiry
 * form for this car (given to the form as carId). The form's code loads only when the dialog first opens.
 */
import dynamic from 'next/dynamic'

import { ModalDialog } from '@/components/locations/ModalDialog.client'
import type { FormProps } from '../../forms/types'

const EnquiryForm = dynamic(() => import('../../forms/enquiry/EnquiryForm.client').then((m) => m.EnquiryForm), {
  ssr: false,
  loading: () => <p>Loading the form…</p>,
})

type Props = {
  carId: number
  title: string
  triggerLabel: string
  triggerClassName?: string
  formProps: FormProps
  intro?: string
}

export function EnquiryDialog({ carId, title, triggerLabel, triggerClassName = 'button button--primary', formProps, intro }: Props) {
  return (
    <ModalDialog title={title} triggerLabel={triggerLabel} triggerClassName={triggerClassName} size="large">
      {intro ? <p>{intro}</p> : null}
      <EnquiryForm {...formProps} carId={carId} submitLabel="Send enquiry" />
    </ModalDialog>
  )
}

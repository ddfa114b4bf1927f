'use client'
/**
 * 'Email us' on a location card: the site's enquiry form (blocks/EnquiryForm) in a modal dialog, with
 * this location as the only option of its location drop-down, so the form selects it by itself and
 * the lead goes to this location.
 */
import '../forms/forms.css'
import { EnquiryForm } from '../forms/enquiry/Lazy.client'
import type { FormProps } from '../forms/types'
import { ModalDialog } from './ModalDialog.client'

export function EmailUs({ form, locationName }: { form: FormProps; locationName: string }) {
  return (
    <ModalDialog title={`Email ${locationName}`} triggerLabel="Email us" triggerClassName="button button--secondary loc-card__email" size="large">
      <EnquiryForm {...form} submitLabel="Send enquiry" />
    </ModalDialog>
  )
}

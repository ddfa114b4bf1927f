import { formProps } from '@/components/forms/context'
import { FormSection } from '@/components/forms/FormSection'
import type { BlockProps } from '../types'
import { ServiceWizard } from './Lazy.client'

/** The booking form's id: the service page's BOOK NOW buttons link to #book-a-service. */
const SERVICE_BOOKING_ANCHOR = 'book-a-service'

/** The service booking: an external booking frame when its address is set, else the wizard. */
export async function ServiceBookingComponent({ block, tenant }: BlockProps<'serviceBooking'>) {
  if (block.frameUrl) {
    return (
      <FormSection heading={block.heading ?? null} intro={block.intro ?? null} kind="service-frame" anchor={SERVICE_BOOKING_ANCHOR}>
        <iframe className="booking-frame" src={block.frameUrl} title={`Book a service with ${tenant.name}`} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
        <p className="booking-frame__fallback">
          Booking form not showing? <a href={block.frameUrl} target="_blank" rel="noopener noreferrer">Open the booking page</a>.
        </p>
      </FormSection>
    )
  }
  const props = await formProps(block, tenant)
  return (
    <FormSection heading={props.heading} intro={props.intro} kind="service" anchor={SERVICE_BOOKING_ANCHOR}>
      <ServiceWizard {...props} variant={block.variant === 'minimal' ? 'minimal' : 'standard'} />
    </FormSection>
  )
}

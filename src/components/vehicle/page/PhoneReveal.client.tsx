'use client'
/**
 * The phone block's number: masked after its first 5 characters until
 * revealed; revealing records a phone-click event {car_id, dealership_id, website_id}; some dealers show
 * it revealed from the start. Revealed, the number is a tel: link.
 */
import { useState } from 'react'

import { displayedPhone, telHref } from '@/domain/vehicle-page'
import { trackEvent, type DataLayerSetting } from '@/lib/events/client'

type Props = {
  phone: string
  revealedByDefault: boolean
  carId: number
  dealershipId: number | null
  websiteId: number
  dataLayer?: DataLayerSetting
}

export function PhoneReveal({ phone, revealedByDefault, carId, dealershipId, websiteId, dataLayer }: Props) {
  const [revealed, setRevealed] = useState(revealedByDefault)
  const href = telHref(phone)
  if (revealed) {
    return (
      <p className="vp-phone__number" data-testid="vehicle-phone">
        {href ? <a href={href}>{displayedPhone(phone, true)}</a> : displayedPhone(phone, true)}
      </p>
    )
  }
  return (
    <p className="vp-phone__number">
      <span data-testid="vehicle-phone">{displayedPhone(phone, false)}</span>
      <span className="visually-hidden"> (partly hidden)</span>{' '}
      <button
        type="button"
        className="button button--secondary vp-phone__reveal"
        onClick={() => {
          setRevealed(true)
          trackEvent(25, { car_id: String(carId), dealership_id: dealershipId, website_id: websiteId }, dataLayer)
        }}
      >
        Show number
      </button>
    </p>
  )
}

/**
 * The reservation copy ("Reservation deposit copy default $200, car held 48 hours, 100%
 * refundable. Used cars carry a 48-hour money-back guarantee in one dealer's copy.";
 * "Money-back guarantee (one brand): 48 hours, refused if over 300 km driven, damage, or loan not
 * covered; 2 cars per customer per 12 months; return by 5pm next day.").
 * The amounts and hours are the dealer's; the guarantee shows for used cars where the dealer turns it on.
 */
import type { TenantSettings } from '@tenants/settings'
import { formatDeposit } from './deposit'

export type ReservationCopy = {
  /** 'Reserve this car with a $200 deposit' */
  heading: string
  /** 'Pay $200 deposit' */
  payLabel: string
  /** '$200' */
  deposit: string
  /** 'Your car is held for 48 hours.' */
  hold: string
  /** 'Your deposit is 100% refundable.' */
  refund: string
  /** The used-car money-back guarantee, when it applies. */
  guarantee: { heading: string; summary: string; conditions: string[] } | null
}

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`)

function moneyBackGuarantee(): NonNullable<ReservationCopy['guarantee']> {
  return {
    heading: '48-hour money-back guarantee',
    summary: 'Changed your mind? Tell us within 48 hours of taking delivery and we will give you your money back.',
    conditions: [
      // Two deadlines in the spec, one after the other: tell us within 48 hours, then bring it back.
      'Once you have told us, return the car by 5pm the next day.',
      'The guarantee does not apply if the car has been driven more than 300 km, has been damaged, or your loan does not cover the refund.',
      'Limited to 2 cars per customer in any 12 months.',
    ],
  }
}

export function reservationCopy(
  depositCents: number,
  settings: Pick<TenantSettings, 'holdHours' | 'moneyBackGuarantee'>,
  carType: string | null | undefined,
): ReservationCopy {
  const deposit = formatDeposit(depositCents)
  return {
    heading: `Reserve this car with a ${deposit} deposit`,
    payLabel: `Pay ${deposit} deposit`,
    deposit,
    hold: `Your car is held for ${hoursText(settings.holdHours)}.`,
    refund: 'Your deposit is 100% refundable.',
    guarantee: settings.moneyBackGuarantee && carType === 'used' ? moneyBackGuarantee() : null,
  }
}

/** The one-line note beside the Reserve Now button on the vehicle page. */
export function reserveButtonNote(depositCents: number, settings: Pick<TenantSettings, 'holdHours'>): string {
  return `${formatDeposit(depositCents)} fully refundable deposit, held for ${hoursText(settings.holdHours)}`
}

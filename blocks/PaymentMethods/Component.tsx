import type { BlockProps } from '../types'
import { PAYMENT_METHODS } from './config'
import { PaymentBadge } from './PaymentBadge'
import './PaymentMethods.css'

type Method = (typeof PAYMENT_METHODS)[number]['value']

/** The payment-accepted strip: a labelled list of badges in the configured order (all five when none are chosen). */
export function PaymentMethodsComponent({ block }: BlockProps<'paymentMethods'>) {
  const chosen: readonly Method[] = block.methods?.length ? block.methods : PAYMENT_METHODS.map((m) => m.value)
  const methods = chosen.map((value) => PAYMENT_METHODS.find((m) => m.value === value)).filter((m) => m !== undefined)
  if (methods.length === 0) return null
  const heading = block.heading?.trim() || 'Payment methods accepted'
  return (
    <section className="payment-methods container">
      <h2 className="payment-methods__heading">{heading}</h2>
      <ul className="payment-methods__list">
        {methods.map((m) => (
          <li key={m.value} className="payment-methods__item">
            <PaymentBadge method={m.value} label={m.label} />
          </li>
        ))}
      </ul>
    </section>
  )
}

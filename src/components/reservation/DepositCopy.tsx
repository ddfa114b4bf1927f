/** The deposit, hold and refund copy, with the used-car money-back guarantee where offered. */
import type { ReservationCopy } from '@/domain/reservation'

export function DepositCopy({ copy }: { copy: ReservationCopy }) {
  return (
    <div className="rsv-copy" data-testid="reservation-copy">
      <ul className="rsv-copy__points">
        <li>
          Deposit: <strong>{copy.deposit}</strong>
        </li>
        <li>{copy.hold}</li>
        <li>{copy.refund}</li>
      </ul>
      {copy.guarantee ? (
        <section className="rsv-guarantee" aria-labelledby="rsv-guarantee-heading">
          <h3 id="rsv-guarantee-heading">{copy.guarantee.heading}</h3>
          <p>{copy.guarantee.summary}</p>
          <ul>
            {copy.guarantee.conditions.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

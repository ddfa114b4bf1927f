/**
 * One part of what the shopper answered, on the lead's tabs (issue 18): the trade-in, the finance
 * questions, or the rest (src/domain/leads/answers.ts sorts them by name). Read-only, from the lead's
 * own `fields` (and, on the Trade-in tab, the valuation's offer).
 */
import { answersIn, answerText, type AnswerSection } from '@/domain/leads/answers'

type Props = { data?: Record<string, unknown> | null; section: AnswerSection }

const EMPTY: Record<AnswerSection, string> = {
  customer: 'Nothing more than the contact details.',
  'trade-in': 'No trade-in.',
  finance: 'No finance questions answered.',
}

export function LeadAnswers({ data, section }: Props) {
  const rows = answersIn(data?.fields, section)
  const message = section === 'customer' ? ((data?.defaults as { message?: string | null } | undefined)?.message ?? null) : null
  const offer = section === 'trade-in' ? (data?.valuation as { offer?: unknown } | null | undefined)?.offer : undefined
  return (
    <div className={`lead-answers lead-answers--${section}`} data-testid={`lead-answers-${section}`} style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      {message ? <blockquote style={{ margin: '0 0 1rem', whiteSpace: 'pre-wrap' }}>{message}</blockquote> : null}
      {offer !== undefined && offer !== null ? <p>Offer: {answerText(offer)}</p> : null}
      {rows.length === 0 ? (
        message ? null : <p style={{ color: 'var(--theme-elevation-500)' }}>{EMPTY[section]}</p>
      ) : (
        <table style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {rows.map((a) => (
              <tr key={a.key}>
                <th scope="row" style={{ textAlign: 'left', padding: '0.25rem 1rem 0.25rem 0', fontWeight: 600, verticalAlign: 'top' }}>
                  {a.label}
                </th>
                <td style={{ padding: '0.25rem 0', whiteSpace: 'pre-wrap' }}>{a.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

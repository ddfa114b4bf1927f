import type { PAYMENT_METHODS } from './config'

type Method = (typeof PAYMENT_METHODS)[number]['value']

/** What each badge shows: our own plain wordmark and a generic card-chip or tap-to-pay mark (no brand artwork). */
const BADGES: Record<Method, { text: string; kind: 'card' | 'wallet'; style?: 'italic' | 'lower' }> = {
  mastercard: { text: 'mastercard', kind: 'card', style: 'lower' },
  visa: { text: 'VISA', kind: 'card', style: 'italic' },
  maestro: { text: 'maestro', kind: 'card', style: 'lower' },
  'google-pay': { text: 'G Pay', kind: 'wallet' },
  'apple-pay': { text: 'Apple Pay', kind: 'wallet' },
}

/** One payment method as a card-shaped badge; its accessible name is the method's full name. */
export function PaymentBadge({ method, label }: { method: Method; label: string }) {
  const badge = BADGES[method]
  return (
    <svg className="payment-badge" data-method={method} viewBox="0 0 96 60" width="96" height="60" role="img" aria-label={label} focusable="false">
      <rect x="1" y="1" width="94" height="58" rx="8" className="payment-badge__card" />
      {badge.kind === 'card' ? (
        // A card chip.
        <g className="payment-badge__mark">
          <rect x="10" y="12" width="16" height="12" rx="2.5" />
          <path d="M10 18h16M18 12v12" />
        </g>
      ) : (
        // Contactless waves.
        <g className="payment-badge__mark">
          <path d="M12 12c3 3.5 3 8.5 0 12M17 9c4.5 5 4.5 13 0 18M22 6c6 6.5 6 17.5 0 24" />
        </g>
      )}
      <text
        x="48"
        y="46"
        textAnchor="middle"
        className="payment-badge__text"
        // Inline, because the stylesheet's `font` shorthand outranks a presentation attribute.
        style={badge.style === 'italic' ? { fontStyle: 'italic' } : undefined}
        textLength={badge.text.length > 6 ? 76 : undefined}
        lengthAdjust="spacingAndGlyphs"
        aria-hidden="true"
      >
        {badge.text}
      </text>
    </svg>
  )
}

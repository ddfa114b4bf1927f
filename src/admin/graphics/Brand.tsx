/**
 * Forecourt's own marks in the admin (issue 17): the login page's logo and the navigation's icon, in
 * place of Payload's. Served from public/assets, so they show without internet.
 */
export function Logo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 64 px SVG from public/, no resizing to do */}
      <img src="/assets/forecourt-mark.svg" alt="" width={48} height={48} />
      <span style={{ fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' }}>Forecourt</span>
    </span>
  )
}

export function Icon() {
  // eslint-disable-next-line @next/next/no-img-element -- as above
  return <img src="/assets/forecourt-mark.svg" alt="Forecourt" width={24} height={24} />
}

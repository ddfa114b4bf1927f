/** One panel of the dashboard: a titled, labelled section (every panel's frame). */
export function Section({ id, title, intro, children, tone, wide }: { id: string; title: string; intro?: string; children: React.ReactNode; tone?: 'attention'; wide?: boolean }) {
  return (
    <section className={`fc-dash__panel${tone ? ` fc-dash__panel--${tone}` : ''}${wide ? ' fc-dash__panel--wide' : ''}`} aria-labelledby={`fc-dash-${id}`} data-testid={`dashboard-${id}`}>
      <h2 id={`fc-dash-${id}`} className="fc-dash__title">
        {title}
      </h2>
      {intro ? <p className="fc-dash__intro">{intro}</p> : null}
      {children}
    </section>
  )
}

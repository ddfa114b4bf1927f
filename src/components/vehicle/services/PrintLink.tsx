/** The vehicle page's Print action: /print?car_id={slug} in a new tab (spec 01 §2 routes). */
export const printPath = (slug: string) => `/print?${new URLSearchParams({ car_id: slug })}`

export function PrintLink({ slug, className = 'button button--secondary', children = 'Print' }: { slug: string; className?: string; children?: React.ReactNode }) {
  return (
    <a href={printPath(slug)} target="_blank" rel="noopener" className={className} data-testid="print-link">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

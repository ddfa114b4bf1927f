import Link from 'next/link'

/** A missing page on a dealer's site, inside that dealer's header and footer. */
export default function PageNotFound() {
  return (
    <section className="container container--reading not-found">
      <h1>Sorry, we can’t find that page</h1>
      <p>It may have moved, or the link may be out of date.</p>
      <p>
        <Link href="/" className="button button--primary">
          Back to the home page
        </Link>{' '}
        <Link href="/search/new-used-and-demo-cars" className="button button--secondary">
          Search our vehicles
        </Link>
      </p>
    </section>
  )
}

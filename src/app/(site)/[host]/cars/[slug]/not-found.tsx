import Link from 'next/link'

/** A vehicle that is not (or no longer) on this dealer's site. */
export default function VehicleNotFound() {
  return (
    <section className="container container--reading not-found">
      <h1>Sorry, this vehicle is no longer available</h1>
      <p>It may have been sold, or the link may be out of date.</p>
      <p>
        <Link href="/search/new-used-and-demo-cars" className="button button--primary">
          Search our vehicles
        </Link>{' '}
        <Link href="/" className="button button--secondary">
          Back to the home page
        </Link>
      </p>
    </section>
  )
}

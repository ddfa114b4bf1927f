/** Shown for a host that names no dealer: deliberately plain, never another dealer's site. */
export default function UnknownSite() {
  return (
    <main className="plain-404">
      <h1>404: Not found</h1>
      <p>There is no site at this address.</p>
    </main>
  )
}

'use client'

/** The printable page's own button: opens the browser's print dialog. Hidden when printing. */
export function PrintButton() {
  return (
    <button type="button" className="button button--primary vs-print__no-print" onClick={() => window.print()}>
      Print this page
    </button>
  )
}

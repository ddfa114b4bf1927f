import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import './globals.css'

export const metadata: Metadata = { title: 'Forecourt', icons: { icon: '/assets/forecourt-mark.svg' } }
export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

/** The root of every dealer site; the dealer's own chrome is in [host]/layout.tsx. */
export default function SiteRootLayout({ children }: { children: ReactNode }) {
  return (
    // The consent banner's script marks a shopper's stored choice on <html> before React hydrates it.
    <html lang="en-AU" suppressHydrationWarning>
      <body>{children}</body>
    </html>
  )
}

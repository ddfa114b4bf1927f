'use client'

import { useEffect } from 'react'
import { usePathname } from 'next/navigation'

import { recordVisit } from './browser'

/**
 * Records each page of the session for a lead's attribution (visited pages, landing query parameters).
 * Every form mounts it; mounting it in the site layout too would record pages without a form.
 */
export function VisitTracker() {
  const pathname = usePathname()
  useEffect(() => recordVisit(), [pathname])
  return null
}

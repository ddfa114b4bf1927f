'use client'
/**
 * The vehicle page's fuel and finance calculators, loaded only when their section nears the viewport
 * (they are the page's heaviest client code after the gallery). On phones the finance calculator is
 * replaced by the Request a Quote panel (rendered by the server, shown by CSS), so its code never loads there.
 */
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import type { FinanceCalculatorProps } from '../../finance/FinanceCalculator.client'
import type { FuelCalculatorProps } from '../../fuel/FuelCalculator.client'

const FinanceCalculator = dynamic(() => import('../../finance/FinanceCalculator.client').then((m) => m.FinanceCalculator), {
  ssr: false,
})
const FuelCalculator = dynamic(() => import('../../fuel/FuelCalculator.client').then((m) => m.FuelCalculator), { ssr: false })

/** Min width at which the full finance calculator shows (below it: Request a Quote). */
const DESKTOP_QUERY = '(min-width: 48rem)'

function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true)
        io.disconnect()
      }
    }, { rootMargin: '400px 0px' })
    io.observe(el)
    return () => io.disconnect()
  }, [near])
  return [ref, near]
}

export function LazyFuelCalculator(props: FuelCalculatorProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  return <div ref={ref} className="vp-lazy">{near ? <FuelCalculator {...props} /> : null}</div>
}

export function LazyFinanceCalculator(props: FinanceCalculatorProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const [desktop, setDesktop] = useState<boolean | null>(null)
  useEffect(() => {
    const mq = window.matchMedia(DESKTOP_QUERY)
    setDesktop(mq.matches)
    const on = (e: MediaQueryListEvent) => setDesktop(e.matches)
    mq.addEventListener('change', on)
    return () => mq.removeEventListener('change', on)
  }, [])
  return (
    <div ref={ref} className="vp-lazy vp-finance-calc">
      {desktop && near ? <FinanceCalculator {...props} /> : null}
    </div>
  )
}

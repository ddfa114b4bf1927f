'use client'
/**
 * False in the server HTML and while React hydrates it, true from then on. A button whose whole job is
 * done by a click handler is disabled until then: a press before the page's scripts listen would
 * otherwise do nothing and look broken (on a slow phone that is the first second or two).
 */
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * True while React hydrates server HTML (and on the server), false in a render of its own: a client
 * navigation, a widget mounted afresh, an update.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
}

'use client'
/**
 * False in the server HTML and while React hydrates it, true from then on and in any render of the
 * browser's own (a client navigation, a part mounted afresh, an update). A button whose whole job is
 * done by a click handler is disabled until then: a press before the page's scripts listen would
 * otherwise do nothing and look broken (on a slow phone that is the first second or two). The form
 * kit's fields take no input until then either (src/components/forms/fields.client.tsx).
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

'use client'
/**
 * A widget whose code loads on the shopper's first interaction instead of with the page.
 *
 * On the server it renders as usual (its HTML is complete and on screen from the first paint). In the
 * browser its code is its own chunk, not among the page's first scripts, and while the page hydrates
 * the widget's Suspense boundary suspends until the first interaction (interaction.ts): React keeps
 * a suspended boundary's server HTML as it is and hydrates it when the promise settles. So a page's
 * first load pays neither the download nor the hydration of its heaviest widgets. Clicks and form
 * submissions that land before the code has arrived are held and replayed (replay.ts).
 *
 * An island made with wake 'visible' also wakes as it nears the screen, so one in the first screen
 * hydrates after load and one further down before the shopper scrolls to it. (Forms are not islands
 * yet: a signed-in shopper's details must be in the form the moment it shows, and a full browser run
 * found a form in the first screen that once did not wake in time; see the closing note of issue 15.)
 *
 * On a client-side navigation there is no server HTML to keep: the widget loads at once. Nor is there
 * when the page's address has changed before the island woke (Back or Forward to an entry the page
 * pushed before it was reloaded): that HTML belongs to another address, so the widget is rendered
 * afresh in the browser rather than hydrated.
 *
 * The widget's CSS must be imported by the module that calls deferredIsland, not by the widget:
 * the server HTML links only the CSS of the page's first chunks.
 */
import {
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'

import { firstInteraction } from './interaction'
import { installReplay, ISLAND_ATTR, replayHeld } from './replay'
import { useHydrated } from '@/components/hydration/useHydrated.client'

if (typeof window !== 'undefined') installReplay()

/** The page's address as the router sees it (the hash is not part of what a page renders). */
const currentAddress = () => `${window.location.pathname}${window.location.search}`

/** When an island wakes: on the first interaction, or also as soon as it comes near the screen. */
export type Wake = 'interaction' | 'visible'

/**
 * Opens once; its promise is what a waiting island suspends on. `servedFor` is the address whose
 * server HTML the island holds while it waits (null when it holds none: mounted in the browser).
 */
type Gate = { open: boolean; opened: Promise<void>; release: () => void; servedFor: string | null }

function createGate(): Gate {
  let release = () => {}
  const opened = new Promise<void>((resolve) => (release = resolve))
  const gate: Gate = { open: false, opened, release: () => {}, servedFor: null }
  gate.release = () => {
    gate.open = true
    release()
  }
  return gate
}

/** Near the screen: a screen's height ahead, so a form is ready before the shopper reaches it. */
function whenVisible(island: HTMLElement, callback: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect()
        callback()
      }
    },
    { rootMargin: '100% 0px' },
  )
  // The wrapper is display: contents (no box of its own): watch what it holds.
  for (const child of Array.from(island.children)) observer.observe(child)
  return () => observer.disconnect()
}

function WaitForGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = !useHydrated()
  // The server renders everything (its useSyncExternalStore answers the server snapshot, "hydrating").
  if (typeof window !== 'undefined' && hydrating && !gate.open) {
    // Noted here, in the render that keeps the server HTML, not in DeferredIsland: a hook there that
    // re-renders it after hydration would update the waiting boundary, which React then renders in
    // the browser at once instead of letting it wait.
    gate.servedFor ??= currentAddress()
    use(gate.opened)
  }
  return children
}

/**
 * Marks the island ready in the commit that hydrates it (a layout effect: no event can slip between
 * React taking over the island and replay.ts letting its events through).
 */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useLayoutEffect(onHydrated, [onHydrated])
  return null
}

/**
 * Space held while the widget's HTML is not there yet: when the widget suspends on the server (the
 * search results wait for their first search), React streams the page around it first and the widget
 * later in the same response, and a browser may paint in between. Holding the space keeps the rest of
 * the page (the footer) below the first screen meanwhile, so nothing the shopper sees moves (CLS).
 */
export type IslandOptions = { reserve?: string }

export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>, wake: Wake = 'interaction', options: IslandOptions = {}): ComponentType<P> {
  const fallback = options.reserve ? <div aria-hidden="true" data-island-reserve="" style={{ minHeight: options.reserve }} /> : null
  const Widget = lazy(async () => ({ default: await load() }))

  function DeferredIsland(props: P) {
    const ref = useRef<HTMLDivElement>(null)
    const [gate] = useState(createGate)
    // Changed (once) to render the widget afresh instead of hydrating server HTML of another address.
    const [fresh, setFresh] = useState(false)
    useEffect(() => {
      const open = () => {
        if (gate.open) return
        // A step back or forward to an address this document pushed before the widget woke (the
        // entries of a page that was reloaded since): the server HTML shows the address the page was
        // loaded at, not this one. Hydrating it would start the widget in the state of the wrong
        // address (the search results: the reloaded address's results under this address's filters),
        // so the widget is rendered in the browser for the address it is at now.
        if (gate.servedFor !== null && currentAddress() !== gate.servedFor) setFresh(true)
        gate.release()
      }
      void firstInteraction().then(open)
      if (wake !== 'visible' || !ref.current) return
      return whenVisible(ref.current, open)
    }, [gate])
    const onHydrated = useCallback(() => {
      const island = ref.current
      if (!island || island.getAttribute(ISLAND_ATTR) === 'ready') return
      island.setAttribute(ISLAND_ATTR, 'ready')
      void replayHeld(island)
    }, [])
    return (
      // display: contents keeps the wrapper out of the layout (the widget's own box is what the grid sees).
      <div ref={ref} {...{ [ISLAND_ATTR]: 'pending' }} style={{ display: 'contents' }}>
        <Suspense key={fresh ? 'fresh' : 'served'} fallback={fallback}>
          <WaitForGate gate={gate}>
            <Widget {...props} />
            <Hydrated onHydrated={onHydrated} />
          </WaitForGate>
        </Suspense>
      </div>
    )
  }
  return DeferredIsland
}

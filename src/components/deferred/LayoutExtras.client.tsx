'use client'
/**
 * The dealer layout's parts that draw nothing when the page arrives: the visit tracker (it only writes
 * the session's pages to storage), the popup host (a popup opens after a delay, a scroll or a settled
 * page, never on arrival) and the watchlist's toast region (a toast follows a save). They load after
 * the page hydrates (next/dynamic without server rendering), so no page carries them in its first
 * scripts, where they were 4 KB gzip of every page's. Whatever they react to waits for them: the
 * tracker reads the address it mounts on, and a save's toast is kept in the watchlist store until the
 * region shows it.
 */
import dynamic from 'next/dynamic'

export const VisitTracker = dynamic(() => import('../forms/VisitTracker.client').then((m) => m.VisitTracker), { ssr: false })
export const PopupHost = dynamic(() => import('../popup/PopupHost.client').then((m) => m.PopupHost), { ssr: false })
export const WatchlistToaster = dynamic(() => import('../watchlist/WatchlistToaster.client').then((m) => m.WatchlistToaster), { ssr: false })

/**
 * The watchlist button's rules and copy. Pure, shared by the
 * button, its store and the tests.
 */
import { signInPath } from '../accounts/redirects'

/** A toast shows for 3000 ms. */
export const WATCHLIST_TOAST_MS = 3000

/** The watchlist page: the 'View List' target. */
export const WATCHLIST_PAGE_PATH = '/my-watchlist'
export const GARAGE_PAGE_PATH = '/my-garage'

/**
 * Whether the save control shows (hidden when the feature is off; "Sold cars hide the
 * save button unless already saved"). `saved` is null while the shopper's list is still loading: a sold
 * car's button stays hidden until the list says it is saved.
 */
export function watchlistButtonVisible(input: { enabled: boolean; sold: boolean; saved: boolean | null }): boolean {
  if (!input.enabled) return false
  return !input.sold || input.saved === true
}

/** The button's accessible name, which says what pressing it does. */
export function watchlistButtonLabel(carName: string, saved: boolean): string {
  return saved ? `Remove ${carName} from watchlist` : `Save ${carName} to watchlist`
}

export type WatchlistToastCopy = { title: string; message: string; linkLabel: 'View List'; href: string }

/** The toasts, each with a View List link. */
export function watchlistToast(action: 'saved' | 'removed', carName: string): WatchlistToastCopy {
  return action === 'saved'
    ? { title: 'Car Saved In Watchlist', message: `${carName} is now available in your watchlist`, linkLabel: 'View List', href: WATCHLIST_PAGE_PATH }
    : { title: 'Car Removed', message: `${carName} is no longer in your watchlist`, linkLabel: 'View List', href: WATCHLIST_PAGE_PATH }
}

export type SignInType = 'watchlist' | 'my-garage'

/**
 * Signing in to save: /sign-in?type=watchlist&redirect={path}&back={path}; both targets kept to paths of this
 * site (the accounts rules in src/domain/accounts/redirects.ts), never an address elsewhere.
 */
export function signInUrl(type: SignInType, redirect: string, back: string = redirect): string {
  return signInPath({ type, redirect, back })
}

/** Messages the shopper sees in the browser alert ("browser alert with the message"). */
export const WATCHLIST_MESSAGES = {
  signIn: 'Please sign in to save cars.',
  network: 'We could not reach the server, so your watchlist was not changed. Please check your connection and try again.',
  failed: 'Your watchlist could not be changed. Please try again.',
} as const

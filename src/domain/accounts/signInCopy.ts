/**
 * What the sign-in page says, by the `type` it was opened with (its types, plus the
 * watchlist's): the heading tells the shopper why they are asked to sign in.
 */
export type SignInCopy = { heading: string; intro: string }

const INTRO = 'We will text a 6-digit code to your mobile. No password needed.'

const COPY: Record<string, SignInCopy> = {
  watchlist: { heading: 'Sign in to save cars to your watchlist', intro: `Your watchlist keeps the cars you like and tells you when their price drops. ${INTRO}` },
  checkout: { heading: 'Sign in to reserve this car', intro: `Reserving holds the car for you with a refundable deposit. ${INTRO}` },
  'online-payment': { heading: 'Sign in to make a payment', intro: INTRO },
  finance: { heading: 'Sign in to see finance options', intro: INTRO },
  'car-finance': { heading: 'Sign in for your personalised finance', intro: INTRO },
  'my-garage': { heading: 'Sign in to My Garage', intro: `My Garage keeps your watchlist, favourites and the cars you viewed. ${INTRO}` },
  'spin-to-win': { heading: 'Sign in to spin to win', intro: INTRO },
  'trade-in': { heading: 'Sign in to value your car', intro: INTRO },
}

export function signInCopy(type: string | null | undefined): SignInCopy {
  return (type && Object.hasOwn(COPY, type) ? COPY[type] : null) ?? { heading: 'Sign in', intro: INTRO }
}

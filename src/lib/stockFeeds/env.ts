/**
 * Development setting: feed and photo addresses on loopback or private networks are refused
 * (server-side request forgery) unless STOCK_FEEDS_ALLOW_PRIVATE=true, which `npm run dev` and the
 * tests set so the local DMS simulator can be used. Never set it in production.
 */
export const allowPrivateFeedAddresses = () => process.env.STOCK_FEEDS_ALLOW_PRIVATE === 'true'

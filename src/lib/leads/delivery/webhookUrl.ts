/**
 * A dealer's webhook address: https only, except plain http to this machine (development and tests).
 * No credentials in the URL: the request is signed instead.
 */
export function validateWebhookUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  if (typeof value !== 'string') return 'Enter an https:// address.'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter an https:// address.'
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]'
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return 'Enter an https:// address.'
  if (url.username || url.password) return 'Remove the user name and password from the address; requests are signed instead.'
  return true
}

/**
 * Which request id a request goes by (issue 38): the one a trusted proxy in front set in X-Request-Id
 * (nginx's `$request_id`, a load balancer's trace id), so one id follows the request from the edge
 * through our logs; otherwise a new one. Without trusted proxies (TRUSTED_PROXY_HOPS=0) any
 * X-Request-Id came from the client itself and is not taken. A proxy's id is taken only in a plain
 * shape (letters, digits and `._:-`, at most 128): it goes into logs and a response header as it is.
 */
export const REQUEST_ID_HEADER = 'x-request-id'

const PLAIN = /^[A-Za-z0-9._:-]{1,128}$/

export function chooseRequestId(sent: string | string[] | undefined, trustedHops: number, make: () => string): string {
  const value = Array.isArray(sent) ? sent[0] : sent
  if (trustedHops > 0 && value && PLAIN.test(value)) return value
  return make()
}

/**
 * The price-gauge service over HTTP (AUTOGAUGE_API_URL, optional AUTOGAUGE_API_KEY); contract in
 * ./types.ts. A 404 or an empty body is "no data" (null); anything else that is not a 200 with JSON
 * throws an AutogaugeError.
 */
import { AutogaugeError, type AutogaugeCar, type AutogaugeProvider } from './types'
import { decodeOrNull } from '@/domain/security/percentDecoding'

/** The vehicle page renders with the gauge: a slow service must not hold it up for long. */
const AUTOGAUGE_TIMEOUT_MS = 3_000

/** GET {base}{car path}/autogauge, the path's segments encoded (exported for the unit tests). */
export function autogaugeUrl(baseUrl: string, carPath: string): string {
  const path = carPath
    .split('/')
    .filter(Boolean)
    .map((s) => encodeURIComponent(decodeOrNull(s) ?? s))
    .join('/')
  return `${baseUrl.replace(/\/+$/, '')}/${path}/autogauge`
}

export function httpAutogaugeProvider(baseUrl: string, apiKey?: string, timeoutMs = AUTOGAUGE_TIMEOUT_MS): AutogaugeProvider {
  return {
    name: 'http',
    async gauge(car: AutogaugeCar) {
      let res: Response
      try {
        res = await fetch(autogaugeUrl(baseUrl, car.path), {
          headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          signal: AbortSignal.timeout(timeoutMs),
          // The page that shows the panel is cached per vehicle; the gauge is read once per render.
          cache: 'no-store',
        })
      } catch (error) {
        throw new AutogaugeError(`The price-gauge service did not answer (${(error as Error).message}).`)
      }
      if (res.status === 404) return null
      const text = await res.text()
      if (!res.ok) throw new AutogaugeError(`The price-gauge service answered ${res.status}.`)
      if (text.trim() === '') return null
      try {
        return JSON.parse(text) as unknown
      } catch {
        throw new AutogaugeError('The price-gauge service sent an unreadable answer.')
      }
    },
  }
}

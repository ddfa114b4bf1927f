/**
 * The delivery-estimate service as our code sees it ("delivery estimate by postcode:
 * postcode → returns a price and a region name; path and method: not shown"). The wire contract is
 * ours, documented here and spoken by the HTTP adapter (./http.ts), the in-process demo service
 * (./local.ts) and the simulator (tests/simulators/delivery/server.ts):
 *
 *   GET {DELIVERY_API_URL}/estimate?postcode=4000&origin_postcode=4217&origin_state=QLD&dealer=harbour-city&vehicle=123
 *     postcode          the shopper's 4-digit Australian postcode (required)
 *     origin_postcode   the postcode of the car's location (optional)
 *     origin_state      the state of the car's location (optional)
 *     dealer            the dealer's slug (optional, for the provider's own pricing)
 *     vehicle           our vehicle id (optional, for the provider's logs)
 *   Authorization: Bearer {DELIVERY_API_KEY}   when a key is configured
 *
 *   200 { "price": 450, "region": "Brisbane Metro" }       an estimate in whole AUD, incl. GST
 *   200 { "price": null, "region": null }                   no estimate for that location
 *   404 { "message": "..." }                               no estimate for that location (also accepted)
 *   400 { "message": "..." }                               a malformed postcode
 *   5xx                                                    the service failed
 */
export type DeliveryQuoteRequest = {
  postcode: string
  originPostcode?: string | null
  originState?: string | null
  dealer?: string | null
  vehicleId?: number | string | null
}

/** The service's answer as received (200 body); read with readDeliveryEstimate (src/domain/vehicle-page/delivery.ts). */
export type DeliveryQuoteResponse = { price: number | null; region: string | null }

export interface DeliveryProvider {
  readonly name: string
  /** The raw answer, or null when the service has no estimate for the location (404). Throws on failure. */
  quote(request: DeliveryQuoteRequest): Promise<unknown>
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message)
  }
}

/** A car's page on its dealer's site: /cars/{slug}, or /cars/{id} for a car without a slug. */
export const vehiclePath = (car: string | { slug?: string | null; id: number | string }): string =>
  `/cars/${encodeURIComponent(typeof car === 'string' ? car : (car.slug ?? String(car.id)))}`

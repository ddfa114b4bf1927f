/**
 * The vehicle page's breadcrumb title: "Breadcrumb title: year, make, model and badge; the
 * full name when series display is on." The tenant switch is `seriesDisplay` ("Breadcrumbs and titles
 * use the full name including series"), so the full name is year, make, model, badge and series.
 */
import type { TenantSettings } from '@tenants/settings'

export type TitleCar = {
  year?: number | string | null
  make?: string | null
  model?: string | null
  badge?: string | null
  series?: string | null
}

const part = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v).trim().replace(/\s+/g, ' '))

/**
 * '2020 Toyota Corolla Ascent Sport', or with series display '2020 Toyota Corolla Ascent Sport ZWE211R'.
 * Missing parts are skipped; the series is not repeated when the badge already contains it as a word.
 */
export function breadcrumbTitle(car: TitleCar, settings: Pick<TenantSettings, 'seriesDisplay'>): string {
  const parts = [part(car.year), part(car.make), part(car.model), part(car.badge)]
  const series = part(car.series)
  if (settings.seriesDisplay && series) {
    const escaped = series.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    if (!new RegExp(`(^|\\s)${escaped}(\\s|$)`, 'i').test(part(car.badge))) parts.push(series)
  }
  return parts.filter((p) => p !== '').join(' ')
}

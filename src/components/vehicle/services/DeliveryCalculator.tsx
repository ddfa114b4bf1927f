/**
 * The vehicle page's delivery calculator. Server part: picks the car; the
 * form and its states are the client component.
 */
import type { Vehicle } from '@/payload-types'
import type { SiteTenant } from '@/lib/site/tenant'
import { DeliveryCalculatorClient } from './DeliveryCalculator.client'
import './services.css'

export function DeliveryCalculator({ vehicle }: { vehicle: Vehicle; tenant: SiteTenant }) {
  return <DeliveryCalculatorClient carSlug={vehicle.slug ?? String(vehicle.id)} />
}

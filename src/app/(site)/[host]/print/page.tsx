import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { breadcrumbTitle } from '@/domain/vehicle-page'
import { PrintVehicle } from '@/components/vehicle/services/PrintVehicle'
import { getVisibleVehicle } from '@/lib/site/vehicle'
import { getTenantByHost } from '@/lib/site/tenant'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

async function load({ params, searchParams }: Props) {
  const [{ host }, query] = await Promise.all([params, searchParams])
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  const carId = Array.isArray(query.car_id) ? query.car_id[0] : query.car_id
  // Only this dealer's visible cars: another dealer's slug, or a hidden car, is a 404.
  const vehicle = carId ? await getVisibleVehicle(tenant, carId) : null
  if (!vehicle) notFound()
  return { tenant, vehicle }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { tenant, vehicle } = await load(props)
  return { title: `${breadcrumbTitle(vehicle, tenant.settings)} | ${tenant.name}`, robots: { index: false, follow: false } }
}

/** /print?car_id={slug}: the printable vehicle page, opened in a new tab from the vehicle page. */
export default async function PrintPage(props: Props) {
  const { tenant, vehicle } = await load(props)
  return <PrintVehicle vehicle={vehicle} tenant={tenant} now={Date.now()} />
}

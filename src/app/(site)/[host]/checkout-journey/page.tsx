import type { Metadata } from 'next'

import { JourneyPage } from '@/components/reservation/JourneyPage'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Buy online', robots: { index: false, follow: false } }

/** /checkout-journey?car_id={id or slug}: the online purchase journey (src/components/reservation/JourneyPage.tsx). */
export default async function Page({ params, searchParams }: Props) {
  const { host } = await params
  const query = await searchParams
  const carId = typeof query.car_id === 'string' ? query.car_id : null
  return <JourneyPage host={host} carId={carId} cancelled={query.cancelled === '1'} />
}

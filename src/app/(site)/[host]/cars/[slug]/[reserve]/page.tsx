import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ReservationPage } from '@/components/reservation/ReservationPage'
import { RESERVE_PATHS, type ReservePath } from '@/domain/reservation/paths'

type Props = { params: Promise<{ host: string; slug: string; reserve: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Reserve this car', robots: { index: false, follow: false } }

/**
 * /cars/{slug}/checkout or /cars/{slug}/buy-online (whichever the dealer's reservePath names; the
 * other, and any other segment, is a 404): reserve with a refundable deposit.
 */
export default async function Page({ params, searchParams }: Props) {
  const { host, slug, reserve } = await params
  if (!RESERVE_PATHS.includes(reserve as ReservePath)) notFound()
  return <ReservationPage host={host} slug={slug} path={reserve as ReservePath} cancelled={(await searchParams).cancelled === '1'} />
}

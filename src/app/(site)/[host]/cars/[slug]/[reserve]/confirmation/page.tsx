import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ConfirmationPage } from '@/components/reservation/ConfirmationPage'
import { RESERVE_PATHS, type ReservePath } from '@/domain/reservation/paths'
import { decodeOrNull } from '@/domain/security/percentDecoding'

type Props = { params: Promise<{ host: string; slug: string; reserve: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your reservation', robots: { index: false, follow: false } }

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : null)

/** /cars/{slug}/checkout/confirmation?reference= (or buy-online): the reservation's outcome, for its owner only. */
export default async function Page({ params, searchParams }: Props) {
  const { host, slug, reserve } = await params
  if (!RESERVE_PATHS.includes(reserve as ReservePath)) notFound()
  const carSlug = decodeOrNull(slug)
  if (carSlug === null) notFound()
  const query = await searchParams
  return <ConfirmationPage host={host} slug={carSlug} path={reserve as ReservePath} reference={one(query.reference)} problem={one(query.problem)} />
}

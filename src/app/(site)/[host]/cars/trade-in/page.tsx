import { redirect } from 'next/navigation'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /cars/trade-in?car_id={id}: the trade-in valuation for a vehicle. The dealer's
 * /trade-in page holds the wizard, which reads car_id from the address; this static segment also
 * keeps the path from being taken for a vehicle slug.
 */
export default async function CarTradeIn({ searchParams }: Props) {
  const carId = (await searchParams).car_id
  const id = Array.isArray(carId) ? carId[0] : carId
  redirect(id && /^\d+$/.test(id) ? `/trade-in?car_id=${id}` : '/trade-in')
}

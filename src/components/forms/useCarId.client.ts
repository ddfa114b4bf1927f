'use client'
import { useEffect, useState } from 'react'

/**
 * The vehicle a form is about: the one the form was given (the vehicle page's own enquiry), else
 * ?car_id= (the vehicle page links to /book-test-drive?car_id=…).
 */
export function useCarId(given?: number): number | undefined {
  const [carId, setCarId] = useState<number | undefined>(given)
  useEffect(() => {
    if (given !== undefined) return
    const raw = new URLSearchParams(window.location.search).get('car_id')
    if (raw && /^\d{1,12}$/.test(raw)) setCarId(Number(raw))
  }, [given])
  return given ?? carId
}

'use client'
import { useEffect, useState } from 'react'

/** The vehicle a form is about, from ?car_id= (the vehicle page links to /book-test-drive?car_id=…). */
export function useCarId(): number | undefined {
  const [carId, setCarId] = useState<number | undefined>()
  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get('car_id')
    if (raw && /^\d{1,12}$/.test(raw)) setCarId(Number(raw))
  }, [])
  return carId
}

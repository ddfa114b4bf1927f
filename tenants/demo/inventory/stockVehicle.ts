/** The shape of a generated vehicle, apart from the generator so its helpers can name it without a circle. */
import type { RequiredDataFromCollectionSlug } from 'payload'

type VehicleData = RequiredDataFromCollectionSlug<'vehicles'>

/** A generated vehicle: collection data with the site given by location slug and the gallery by library file name. */
export type StockVehicle = Omit<VehicleData, 'location' | 'images' | 'tenant'> & {
  location: string
  images: string[]
  createdAt: string
}

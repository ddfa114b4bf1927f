import type { CollectionBeforeValidateHook } from 'payload'

import { deriveVehicleFields } from '@/domain/vehicles/derivedFields'

export const prepareVehicle: CollectionBeforeValidateHook = ({ data, originalDoc }) => (data ? deriveVehicleFields(data, originalDoc) : data)

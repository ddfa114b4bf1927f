/** Display labels of facet values (the stored values are codes or plain words). */
import { BODY_LABELS } from '../../../collections/Vehicles/options'
import { CAR_TYPE_LABELS } from '../../../src/domain/vehicles/carType'

const ITEM_TYPE_LABELS: Record<string, string> = { car: 'Cars', caravan: 'Caravans', motorcycle: 'Motorcycles', truck: 'Trucks' }

export function facetLabel(attribute: string, value: string): string {
  switch (attribute) {
    case 'body':
      return BODY_LABELS[value] ?? value
    case 'car_type':
      return CAR_TYPE_LABELS[value as keyof typeof CAR_TYPE_LABELS] ?? value
    case 'item_type':
      return ITEM_TYPE_LABELS[value] ?? value
    case 'make_model': {
      // 'Toyota > HiLux' reads 'Toyota HiLux'.
      const at = value.indexOf(' > ')
      return at < 0 ? value : `${value.slice(0, at)} ${value.slice(at + 3)}`
    }
    case 'seats':
      return `${value} seats`
    default:
      return value
  }
}

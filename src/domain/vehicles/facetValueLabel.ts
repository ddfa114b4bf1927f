/**
 * How a facet's stored value reads to a shopper (stored values are codes or plain words): the search
 * filters' checkboxes and the "nearest matches without …" headings both say it this way.
 */
import { BODY_LABELS } from './options'
import { splitMakeModel } from '../search/routing'
import { CAR_TYPE_LABELS } from './carType'

const ITEM_TYPE_LABELS: Record<string, string> = { car: 'Cars', caravan: 'Caravans', motorcycle: 'Motorcycles', truck: 'Trucks' }

export function facetValueLabel(attribute: string, value: string): string {
  switch (attribute) {
    case 'body':
      return BODY_LABELS[value] ?? value
    case 'car_type':
      return CAR_TYPE_LABELS[value as keyof typeof CAR_TYPE_LABELS] ?? value
    case 'item_type':
      return ITEM_TYPE_LABELS[value] ?? value
    case 'make_model': {
      // 'Toyota > HiLux' reads 'Toyota HiLux'.
      const { make, model } = splitMakeModel(value)
      return make ? `${make} ${model}` : model
    }
    default:
      return value
  }
}

export const LOCATION_TYPE_OPTIONS = [
  { label: 'Sales', value: 'sales' },
  { label: 'Service', value: 'service' },
  { label: 'Parts', value: 'parts' },
  { label: 'Service and parts', value: 'service-and-parts' },
]

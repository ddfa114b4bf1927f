import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'
import { CAR_TYPE_OPTIONS } from '@/domain/vehicles/carType'
import {
  DEFAULT_CAR_TYPE_OPTIONS,
  DEFAULT_FILTER_PANELS,
  FILTER_PANELS,
  FILTER_PANEL_IDS,
  SORT_OPTIONS,
} from '@/lib/search/uiFilters'

/**
 * Stock search results with filters. What a marketer chooses per
 * page lives here; what belongs to the dealer (page size, promo card positions, no-price text, tag
 * names, sold window...) comes from the tenant's settings.
 */
export const SearchResultsBlock = {
  slug: 'searchResults',
  interfaceName: 'SearchResultsBlock',
  labels: { singular: 'Search results', plural: 'Search results' },
  admin: { components: { Label: blockLabelFrom(['heading', 'variant']) }, images: blockThumbnail('searchResults', 'Search results') },
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 90,
      admin: { description: 'Optional. On a search or offers page the page heading already names the results.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'variant',
          type: 'select',
          required: true,
          defaultValue: 'search',
          options: [
            { label: 'Stock search', value: 'search' },
            { label: 'Special offers only', value: 'offers' },
          ],
          admin: { width: '33%', description: 'Special offers shows only cars with an offer or was-price.' },
        },
        {
          name: 'defaultSort',
          type: 'select',
          required: true,
          defaultValue: 'vehicles',
          options: SORT_OPTIONS.map((o) => ({ label: o.label, value: o.value })),
          admin: { width: '33%' },
        },
        {
          name: 'layout',
          type: 'select',
          required: true,
          defaultValue: 'grid',
          options: [
            { label: 'Grid', value: 'grid' },
            { label: 'Carousel', value: 'carousel' },
          ],
          admin: { width: '33%' },
        },
      ],
    },
    {
      name: 'filters',
      type: 'select',
      hasMany: true,
      defaultValue: DEFAULT_FILTER_PANELS,
      options: FILTER_PANEL_IDS.map((id) => ({ label: FILTER_PANELS[id].label, value: id })),
      admin: { isSortable: true, description: 'The filter panels shown, in this order. Drag to reorder.' },
    },
    {
      name: 'carTypeOptions',
      type: 'select',
      hasMany: true,
      defaultValue: DEFAULT_CAR_TYPE_OPTIONS,
      options: Object.values(CAR_TYPE_OPTIONS).map((o) => ({ label: o.label, value: o.id })),
      admin: {
        isSortable: true,
        description: 'Buttons of the car-type filter, in order. Without All, the first is selected when nothing else is.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'promoCard',
          type: 'checkbox',
          defaultValue: true,
          label: "Show the 'We Want Your Car!' card in used-only results",
          admin: { width: '50%' },
        },
        {
          name: 'showViewCount',
          type: 'checkbox',
          defaultValue: false,
          label: 'Show how many times each car was viewed',
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'itemNoun',
      type: 'select',
      required: true,
      defaultValue: 'cars',
      label: "'Show Me N …' button counts",
      options: [
        { label: 'cars', value: 'cars' },
        { label: 'caravans', value: 'caravans' },
        { label: 'caravans when only caravans are shown, else cars', value: 'auto' },
      ],
    },
  ],
} satisfies Block

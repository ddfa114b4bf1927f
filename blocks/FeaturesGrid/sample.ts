import type { BlockSample } from '../sampleTypes'

/** The FeaturesGrid block's sample: what the block gallery (/block-gallery) and its tests render. */
export const featuresGridSample = {
  block: {
    blockType: 'featuresGrid',
    heading: 'Why service with us',
    subheading: 'Servicing that keeps your warranty and your plans on track.',
    style: 'features',
    items: [
      { title: 'Genuine parts', icon: 'genuine', text: 'Made for your car and backed by the maker’s parts warranty.' },
      { title: 'Express service', icon: 'clock', text: 'Quick-Smart 90-minute services while you wait, with free wi-fi and coffee.' },
      { title: 'Courtesy shuttle', icon: 'shuttle', text: 'A lift to work or home within 10 km, morning and afternoon.' },
      { title: 'Free health check', icon: 'health', text: 'Tyres, brakes, battery and fluids checked with every service.' },
    ],
  },
} satisfies BlockSample<'featuresGrid'>

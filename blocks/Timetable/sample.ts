import type { BlockSample } from '../sampleTypes'

/** The Timetable block's sample: what the block gallery (/block-gallery) and its tests render. */
export const timetableSample = {
  block: {
    blockType: 'timetable',
    heading: 'Drop-off and pick-up times',
    rows: [
      { label: 'Drop-off', times: '7:45am and 8:45am' },
      { label: 'Pick-up', times: '2:00pm and 4:30pm' },
      { label: 'Saturday', times: 'Drop-off 8:00am, pick-up by 12:00pm' },
    ],
    note: 'Quick-Smart 90-minute services run all day; ask when you book.',
  },
} satisfies BlockSample<'timetable'>

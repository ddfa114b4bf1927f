import type { BlockSample } from '../sampleTypes'

/** The FAQ block's sample: what the block gallery (/block-gallery) and its tests render. */
export const faqSample = {
  block: {
    blockType: 'faq',
    heading: 'Buying with us',
    rememberOpen: false,
    items: [
      {
        question: 'Can I reserve a car online?',
        answer: 'Yes. Choose Reserve on any eligible vehicle and pay a refundable deposit. We hold the car for 48 hours while we confirm the details with you.',
      },
      {
        question: 'Do you accept trade-ins of any make?',
        answer: 'Absolutely. We take trade-ins of every make and model. Value My Trade gives you an indicative price, which we confirm when we inspect the car.',
      },
      {
        question: 'What is a demo car?',
        answer: "A demonstrator is a current-model new car we have used for test drives. It carries the balance of the manufacturer's new-car warranty and usually has only a few thousand kilometres on it.",
      },
    ],
  },
} satisfies BlockSample<'faq'>

/**
 * Per-dealer facts and copy that the About, Careers, Contact and FAQ pages are written from
 * (pages.ts). Addresses and histories are invented; phone numbers come from dealers.ts.
 */
import type { DealerSlug } from './dealers'

type Site = { name: string; address: string; note?: string }
export type FaqItem = { question: string; answer: string }

export type Profile = {
  sites: Site[]
  /** A line under the opening hours, which pages.ts prints from each site's own hours (locations.ts). */
  hoursNote?: string
  /** Two or three paragraphs of the dealer's story, for About Us. */
  story: string[]
  values: string[]
  roles: { title: string; summary: string }[]
  careersEmail: string
  /** The state whose law governs the website terms. */
  state: string
  /** Dealer-specific questions for the FAQs page (general ones are added in pages.ts). */
  faqs: FaqItem[]
}

export const PROFILES: Record<DealerSlug, Profile> = {
  'harbour-city': {
    sites: [
      { name: 'Southport', address: '120 Marine Parade, Southport QLD 4215', note: 'Toyota, Hyundai and used cars' },
      { name: 'Tweed Heads', address: '45 Wharf Street, Tweed Heads NSW 2485', note: 'Kia and Ford' },
      { name: 'Brisbane', address: '2450 Logan Road, Eight Mile Plains QLD 4113', note: 'Used cars of every make' },
      { name: 'Service centre', address: '12 Enterprise Avenue, Tweed Heads South NSW 2486', note: 'Servicing and parts for every make we sell' },
    ],
    story: [
      'Harbour City Motor Group began in 1987 as a twelve-car used yard on the Southport foreshore. Today we are a family-owned group of four franchise dealerships (Toyota, Hyundai, Kia and Ford) across the Gold Coast and the Tweed, plus a used-car centre in Brisbane.',
      'Being a group means you can compare brands in one visit, trade in any make, and have your car serviced at whichever of our sites is closest, with the same people looking after you from the test drive to the hundred-thousand-kilometre service.',
    ],
    values: ['Honest, drive-away pricing', 'No-pressure test drives across four brands', 'Local jobs: more than 180 staff and 30 apprentices', 'Proud sponsor of Gold Coast junior surf lifesaving'],
    roles: [
      { title: 'Sales Consultant (Toyota, Southport)', summary: 'Full time, retainer plus commission, demo vehicle provided.' },
      { title: 'Light Vehicle Technician (Tweed Heads)', summary: 'Certificate III qualified; Ford or Kia experience welcome.' },
      { title: 'First-year Apprentice Technician', summary: 'Start your trade with factory training across four brands.' },
    ],
    careersEmail: 'careers@harbourcitymotors.com.au',
    state: 'Queensland',
    faqs: [
      { question: 'Can I service my car at either site?', answer: 'Yes. Our Southport and Tweed Heads workshops service every make we sell, and most other makes too. Book online and choose the site that suits you.' },
      { question: 'Can I compare cars from different brands?', answer: 'Yes. Tick Compare on up to three vehicles, new, demo or used and of any make, to see them side by side.' },
    ],
  },
  'bayside-mazda': {
    sites: [
      { name: 'Cheltenham showroom', address: '1200 Nepean Highway, Cheltenham VIC 3192' },
      { name: 'Service centre', address: '15 Park Road, Cheltenham VIC 3192', note: 'around the corner from the showroom' },
    ],
    story: [
      "Bayside Mazda has sold and serviced Mazdas on the Nepean Highway since 1994, looking after drivers from Brighton and Sandringham to Mentone and Mordialloc.",
      'We are a single-brand dealer by choice: every salesperson, technician and parts adviser here knows Mazda inside out, from the first MX-5 to the latest CX-90.',
    ],
    values: ['Mazda-trained sales and service staff', 'Free loan cars with every scheduled service (bookings essential)', 'Quality trade-ins of every make'],
    roles: [
      { title: 'Service Advisor', summary: 'Full time, Monday to Friday; dealership experience preferred.' },
      { title: 'Mazda Product Specialist', summary: 'Help customers find the right Mazda; full training provided.' },
    ],
    careersEmail: 'careers@baysidemazda.com.au',
    state: 'Victoria',
    faqs: [
      { question: 'What is Mazda Assured?', answer: 'Mazda Assured is our pre-owned programme for late-model Mazdas that pass a multi-point inspection and come with a full service history. Ask us for the current inclusions.' },
      { question: 'Can I get a loan car while mine is serviced?', answer: 'Yes. We offer a free loan car with scheduled services, subject to availability, so please book a few days ahead.' },
    ],
  },
  'outback-used': {
    sites: [
      { name: 'Broken Hill sales yard and workshop', address: '88 Williams Street, Broken Hill NSW 2880' },
      { name: 'Dubbo caravan and 4WD yard', address: '150 Cobra Street, Dubbo NSW 2830' },
    ],
    hoursNote: 'After hours by appointment: just give us a ring.',
    story: [
      'Outback Used Cars & Caravans is a locally owned business with yards in Broken Hill and Dubbo. We buy, sell and trade used cars, 4WDs, utes, caravans and campers, and we know what it takes to get a vehicle across the Far West and home again.',
      'Every vehicle goes through our own workshop before it goes on the lot: tyres, brakes, cooling and suspension for cars, and gas, electrics, seals and bearings for vans.',
    ],
    values: ['Straight answers and a fair price', 'Delivery across the Far West and into South Australia', 'Towing advice before you buy'],
    roles: [{ title: 'Yard Hand / Detailer', summary: 'Casual or part time; a manual licence is essential.' }],
    careersEmail: 'sales@outbackusedcars.com.au',
    state: 'New South Wales',
    faqs: [
      { question: 'Do you buy caravans outright?', answer: 'Yes. We buy caravans, campers and cars outright, even if you are not buying from us. Send us a few photos and the compliance plate details for a quick estimate.' },
      { question: 'Can you fit a tow bar or brake controller?', answer: 'Our workshop can fit tow bars, electric brake controllers and Anderson plugs before you pick up your car or van.' },
    ],
  },
}

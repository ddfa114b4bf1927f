/**
 * The demo pages the menus and home pages link to (issue 17, "No link leads nowhere"), and the spec's
 * other content routes: parts and accessories with a parts enquiry, the parts
 * search, current offers, finance pre-approval, insurance and the finance-and-insurance hub, spin to
 * win, fleet sales, and the Mazda pages (BT-50 Ute Centre and Fleet, Guaranteed Future Value, Mazda
 * Assured). Every page is built from the existing blocks and written from the dealer's own record
 * (name, phone, makes, settings) and profile; which pages a dealer gets follows what it sells:
 *   every dealer      parts and accessories, parts search, offers, finance pages, spin to win
 *   sells new cars    fleet sales
 *   sells new Mazdas  the Mazda pages
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Page } from '@/payload-types'
import type { Dealer } from './dealers'
import { bold, doc, h2, h3, link, ol, p, ul } from '@/domain/richText/lexical'
import { PROFILES } from './profiles'

type Layout = NonNullable<Page['layout']>
type Block = Layout[number]
type PageData = RequiredDataFromCollectionSlug<'pages'>

const usedOnly = (dealer: Dealer) => dealer.tenant.settings?.stock?.stockUsedOnly === true
const sellsNew = (dealer: Dealer) => dealer.newMakes.length > 0
const sellsNewMazda = (dealer: Dealer) => dealer.newMakes.includes('Mazda')
const financeHref = (dealer: Dealer) => dealer.tenant.settings?.finance?.financeLink ?? '/finance'

const phoneOf = (dealer: Dealer) => dealer.tenant.contact?.phone ?? ''
const tel = (phone: string) => link(`tel:${phone.replace(/[^\d]/g, '')}`, phone)

/** "Toyota, Hyundai, Kia and Ford". */
const andList = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

const categories = (...labels: string[]) => labels.map((label) => ({ label }))

function page(title: string, slug: string, description: string, layout: Layout): PageData {
  return { title, slug, meta: { description }, layout }
}

const text = (...content: Parameters<typeof doc>): Block => ({ blockType: 'richText', content: doc(...content), width: 'reading' })

// ---------------------------------------------------------------------------------------------------
// Parts and accessories
// ---------------------------------------------------------------------------------------------------

function partsEnquiry(dealer: Dealer, heading: string): Block {
  return {
    blockType: 'enquiryForm',
    heading,
    intro: 'Tell us the make, model and year, and the VIN or rego if you have it, then the part or accessory you need. We reply with a price and availability within one business day.',
    categories: categories(...(usedOnly(dealer) ? ['Car and 4WD parts', 'Caravan and camper parts', 'Towing and fitting', 'Tyres and batteries'] : ['Genuine parts', 'Accessories', 'Tyres and batteries', 'Fitting quote'])),
    messageRequired: 'required',
    showLocation: true,
    submitLabel: 'Send parts enquiry',
  }
}

function partsAndAccessories(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  const phone = phoneOf(dealer)
  const intro = sellsNew(dealer)
    ? p(`Our parts department stocks genuine ${andList(dealer.newMakes)} parts and accessories, and can order anything else for your car, usually within two business days.`)
    : p('We keep the parts that get cars, utes, 4WDs and caravans through the Far West on the shelf, and source the rest from trusted suppliers for every make.')
  return page('Parts & Accessories', 'vehicle-parts-and-accessories', `Genuine parts, accessories and fitting at ${name}. Send a parts enquiry or call our parts team.`, [
    text(
      h2(sellsNew(dealer) ? 'Genuine parts, fitted properly' : 'The right part, the first time'),
      intro,
      ul(
        'Service parts: filters, brake pads and rotors, wiper blades, batteries',
        usedOnly(dealer) ? 'Caravan parts: jockey wheels, wheel bearings, gas fittings, 12-volt gear' : 'Accessories made for your model, from floor mats to roof racks',
        'Tow bars, brake controllers and wiring fitted in our workshop',
        'Trade accounts for local businesses and fleets',
      ),
      p('Call our parts team on ', tel(phone), ', search for a part on our ', link('/parts/search', 'parts search page'), ', or send the form below.'),
    ),
    {
      blockType: 'featuresGrid',
      heading: 'Why buy parts from us',
      style: 'features',
      items: [
        { title: sellsNew(dealer) ? 'Genuine parts' : 'Quality parts', icon: 'genuine', text: sellsNew(dealer) ? 'Made for your car and backed by the maker’s parts warranty.' : 'New parts from brands we trust, or tested used parts where they make sense.' },
        { title: 'Fitted by our technicians', icon: 'parts', text: 'Have it fitted while your car is in for a service, or book a time that suits you.' },
        { title: 'Ordered fast', icon: 'clock', text: 'Most parts we do not hold arrive within one to two business days.' },
        { title: 'Advice you can use', icon: 'health', text: 'Our parts interpreters check the catalogue against your VIN, so it fits first time.' },
      ],
    },
    partsEnquiry(dealer, 'Parts enquiry'),
    {
      blockType: 'relatedLinks',
      heading: 'You might also be interested in',
      links: [
        { label: 'Accessories', href: '/accessories', description: 'Protect it, tow with it, take it further.' },
        { label: 'Parts search', href: '/parts/search', description: 'Have a part number? Check price and availability.' },
        { label: 'Book a service', href: '/service', description: 'Genuine servicing by factory-trained technicians.' },
      ],
    },
  ])
}

function accessories(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  const items = usedOnly(dealer)
    ? [
        { title: 'Towing', icon: 'car' as const, text: 'Tow bars, electric brake controllers, Anderson plugs and weight-distribution hitches, fitted and tested.' },
        { title: 'Touring', icon: 'sunrise' as const, text: 'Roof racks, awnings, long-range fuel tanks, water tanks and dual-battery systems.' },
        { title: 'Protection', icon: 'shield' as const, text: 'Bull bars, underbody protection, stone guards for vans, seat covers and mats.' },
        { title: 'Power and tech', icon: 'software' as const, text: 'Solar panels, lithium batteries, reversing cameras and UHF radios.' },
      ]
    : [
        { title: 'Towing', icon: 'car' as const, text: 'Genuine tow bars and wiring harnesses, rated for your model and fitted by us.' },
        { title: 'Protection', icon: 'shield' as const, text: 'All-weather floor mats, cargo liners, paint protection film and weather shields.' },
        { title: 'Carrying', icon: 'plan' as const, text: 'Roof racks, cross bars, bike carriers and cargo boxes made for your roof.' },
        { title: 'Technology', icon: 'software' as const, text: 'Dash cameras, parking sensors and wireless phone chargers that keep your warranty intact.' },
      ]
  return page('Accessories', 'accessories', `Accessories for your car${usedOnly(dealer) ? ', 4WD or caravan' : ''} from ${name}, supplied and fitted.`, [
    text(
      h2('Make it yours'),
      p(
        sellsNew(dealer)
          ? `Genuine ${andList(dealer.newMakes)} accessories are designed and tested with the car, so they fit properly and keep the new-car warranty intact. Add them when you buy and they can be included in your finance.`
          : 'Getting ready for a big trip or just a weekend away? We supply and fit the gear that makes a car, ute or van ready for the road, and we will check it all works before you head off.',
      ),
    ),
    { blockType: 'featuresGrid', heading: 'Popular accessories', style: 'features', items },
    {
      blockType: 'cta',
      heading: 'Get a fitted price',
      text: `Tell us what you are after and we will quote it supplied and fitted, or call ${phoneOf(dealer)}.`,
      buttons: [{ link: { label: 'Send a parts enquiry', href: '/vehicle-parts-and-accessories' } }, { link: { label: 'Search by part number', href: '/parts/search' } }],
      tone: 'primary',
    },
  ])
}

function partsSearch(dealer: Dealer): PageData {
  return page('Parts Search', 'parts/search', `Find a part by number, VIN or description at ${dealer.tenant.name}: price and availability from our parts team.`, [
    text(
      h2('Find a part'),
      p('Have a part number? Put it in the form with your vehicle details and we will confirm the price and whether it is on the shelf. No part number? Describe what you need and give us your VIN or rego: our parts interpreters will find the right one.'),
      ol('Enter your vehicle: make, model, year and the VIN or rego', 'Add the part number, or describe the part and where it goes', 'We reply with the price and availability, usually the same day'),
    ),
    {
      ...partsEnquiry(dealer, 'Search for a part'),
      categories: categories('I have a part number', 'Help me find the right part', 'Accessories'),
      submitLabel: 'Check price and availability',
    } as Block,
    {
      blockType: 'faq',
      heading: 'Parts questions',
      rememberOpen: false,
      items: [
        { question: 'Where do I find my VIN?', answer: 'The 17-character VIN is on your registration papers, on the compliance plate, and at the base of the windscreen on the driver’s side.' },
        { question: 'How long do ordered parts take?', answer: 'Most parts arrive within one to two business days. Larger or less common parts can take longer; we will tell you when you order.' },
        { question: 'Can I return a part?', answer: 'Unused parts in their original packaging can be returned within 14 days with your receipt. Electrical parts and special orders cannot be returned unless faulty. Your rights under the Australian Consumer Law always apply.' },
      ],
    },
  ])
}

// ---------------------------------------------------------------------------------------------------
// Offers
// ---------------------------------------------------------------------------------------------------

function offers(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  return page('Current Offers', 'offers', `This month’s offers at ${name}: ${usedOnly(dealer) ? 'used car and caravan deals' : 'drive-away deals on new and demo stock'}, finance and trade-in bonuses.`, [
    text(
      h2(usedOnly(dealer) ? 'Deals on cars, utes and caravans' : `This month at ${name}`),
      p(
        usedOnly(dealer)
          ? 'Our offers change as stock comes and goes. Here is what is on now; call us if you are after something in particular and we will keep an eye out for it.'
          : 'Drive-away prices on selected new and demo cars, sharp finance and a bonus on your trade. Offers are for a limited time and while stocks last.',
      ),
    ),
    { blockType: 'promotions', heading: 'On now', display: 'banner', limit: 3 },
    { blockType: 'promotions', heading: 'More offers', display: 'cards', limit: 6 },
    {
      blockType: 'relatedLinks',
      heading: 'Find your deal',
      links: [
        { label: 'Reduced-price cars', href: '/special-offers', description: 'Every car with a reduced price, lowest first.' },
        { label: 'Finance options', href: financeHref(dealer), description: 'Estimate repayments and get a quote.' },
        { label: 'Value my trade', href: '/trade-in', description: 'An indicative price for your car in two minutes.' },
      ],
    },
    {
      blockType: 'richText',
      content: doc(p('Offers are available to private buyers at participating locations and may be withdrawn or changed at any time. Drive-away prices include registration, CTP and stamp duty. Finance to approved applicants only; fees, charges, terms and conditions apply.')),
      width: 'reading',
    },
  ])
}

// ---------------------------------------------------------------------------------------------------
// Finance and insurance
// ---------------------------------------------------------------------------------------------------

const financeDisclaimer = (dealer: Dealer): Block =>
  text(p(`${dealer.tenant.name} arranges finance as a credit representative of its lending partners. Finance is subject to the lender’s credit criteria and approval; fees, charges, terms and conditions apply. Any advice here is general and does not take your objectives, financial situation or needs into account.`))

function preApproval(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  return page('Finance Pre-Approval', 'finance/pre-approval', `Get pre-approved for car finance with ${name} before you choose your car.`, [
    text(
      h2('Know your budget before you shop'),
      p('Pre-approval tells you how much you can borrow before you pick a car, so you can shop with confidence and drive away sooner once you find the one.'),
      h3('How it works'),
      ol(
        'Send the form below with a few details about you and what you want to buy',
        'Our business manager calls to talk through your budget and the options',
        'With your consent, we submit your application to the lender that suits you',
        'You receive a conditional approval, usually within one business day',
      ),
      p('Prefer to talk? Call us on ', tel(phoneOf(dealer)), '.'),
    ),
    {
      blockType: 'featuresGrid',
      heading: 'What you will need',
      style: 'benefits',
      items: [
        { title: 'Your driver licence', icon: 'star' },
        { title: 'Two recent payslips (or a tax return if self-employed)', icon: 'star' },
        { title: 'Details of your living expenses, debts and credit cards', icon: 'star' },
      ],
    },
    {
      blockType: 'enquiryForm',
      heading: 'Apply for pre-approval',
      intro: 'No credit check happens until you choose to apply, and only with your consent.',
      categories: categories(...(usedOnly(dealer) ? ['Car or 4WD loan', 'Caravan or camper loan', 'Business (ABN) finance'] : ['Car loan', 'Novated lease', 'Business (ABN) finance'])),
      messageRequired: 'optional',
      showLocation: false,
      submitLabel: 'Request pre-approval',
    },
    financeDisclaimer(dealer),
  ])
}

function insurance(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  const state = PROFILES[dealer.tenant.slug].state
  return page('Car Insurance', 'finance/insurance', `Comprehensive, gap and tyre and rim insurance arranged by ${name} when you buy.`, [
    text(
      h2('Drive away covered'),
      p(`Compulsory third party (CTP) cover comes with your ${state} registration; it covers injury to other people, not damage to cars or property. We can arrange the rest of your cover when you buy, so you are insured from the moment you drive away.`),
      ul(
        [bold('Comprehensive car insurance'), ': damage to your car and other people’s property, theft and fire'],
        [bold('Gap insurance'), ': the difference between what you owe on your loan and what your insurer pays if the car is written off'],
        [bold('Tyre and rim cover'), ': repair or replacement after road-hazard damage'],
        [bold('Extended warranty'), usedOnly(dealer) ? ': cover for mechanical and electrical repairs on your used car or van' : ': mechanical protection once the factory warranty ends'],
      ),
    ),
    {
      blockType: 'enquiryForm',
      heading: 'Get an insurance quote',
      intro: 'Tell us which cover you would like and the car you are buying or already own; we will call with a quote.',
      categories: categories('Comprehensive car insurance', 'Gap insurance', 'Tyre and rim cover', 'Extended warranty'),
      messageRequired: 'optional',
      showLocation: false,
      submitLabel: 'Request a quote',
    },
    text(
      h3('General advice warning'),
      p('Insurance is issued by the insurer, not by us. Any advice is general and does not take your objectives, financial situation or needs into account. Before you decide, read the Product Disclosure Statement and the Target Market Determination, which we give you with every quote.'),
    ),
  ])
}

function financeAndInsurance(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  return page('Finance & Insurance', 'finance-and-insurance', `Car finance, pre-approval and insurance arranged in the showroom at ${name}.`, [
    text(
      h2('Everything arranged in one visit'),
      p(`Our business managers arrange your loan and your insurance while you choose your car, so there is nothing left to sort out on delivery day. Call ${phoneOf(dealer)} or start below.`),
    ),
    {
      blockType: 'relatedLinks',
      heading: 'Finance and insurance',
      links: [
        { label: 'Car finance', href: financeHref(dealer), description: 'Estimate your repayments and request a quote.' },
        { label: 'Get pre-approved', href: '/finance/pre-approval', description: 'Know your budget before you shop.' },
        { label: 'Insurance', href: '/finance/insurance', description: 'Comprehensive, gap, and tyre and rim cover.' },
      ],
    },
    { blockType: 'financeSummary', heading: 'Finance example', layout: 'strip', sampleAmount: 30000, sampleTermYears: 5, sampleDeposit: 0, sampleBalloon: 0 },
    financeDisclaimer(dealer),
  ])
}

// ---------------------------------------------------------------------------------------------------
// Spin to win (gated by the dealer's "Spin to win needs sign-in" switch)
// ---------------------------------------------------------------------------------------------------

function spinToWin(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  const state = PROFILES[dealer.tenant.slug].state
  return page('Spin to Win', 'spin-to-win', `Enter ${name}’s Spin to Win: a fuel card, a free service or accessories to be won every week.`, [
    text(
      h2('Spin the wheel, win a prize'),
      p(`Every Friday at 4pm we spin the prize wheel once for each entry drawn that week. Enter below: there is one prize for every draw, and we call winners the same afternoon.`),
    ),
    {
      blockType: 'featuresGrid',
      heading: 'On the wheel',
      style: 'features',
      items: [
        { title: '$100 fuel card', icon: 'car', text: 'Fill up on us.' },
        { title: 'Free logbook service', icon: 'genuine', text: 'Your next scheduled service, parts and labour included.' },
        { title: '$250 accessories voucher', icon: 'parts', text: 'Spend it on anything from our parts and accessories range.' },
        { title: 'Full detail', icon: 'star', text: 'A cut and polish inside and out.' },
      ],
    },
    {
      blockType: 'enquiryForm',
      heading: 'Enter this week’s draw',
      intro: 'One entry per person per week. Tell us which prize you would most like to win.',
      messageRequired: 'optional',
      showLocation: false,
      submitLabel: 'Enter the draw',
    },
    {
      blockType: 'faq',
      heading: 'The fine print',
      rememberOpen: false,
      items: [
        { question: 'Who can enter?', answer: `Residents of ${state} aged 18 or over. Our staff and their families cannot enter.` },
        { question: 'Do I need to buy anything?', answer: 'No. Entry is free and buying a car or a service does not improve your chances.' },
        { question: 'How are winners chosen and told?', answer: 'One entry is drawn at random each Friday at 4pm at our showroom, and the wheel decides the prize. We call the winner the same day and publish their first name and suburb on our social pages.' },
        { question: 'Can I swap the prize for cash?', answer: 'Prizes cannot be exchanged for cash. Full terms and conditions are available at the showroom and on request.' },
      ],
    },
  ])
}

// ---------------------------------------------------------------------------------------------------
// Fleet (dealers selling new cars)
// ---------------------------------------------------------------------------------------------------

function fleet(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  const links: { label: string; href: string; description: string }[] = [
    { label: 'New cars in stock', href: '/search/new-cars', description: 'Vehicles ready to deliver now.' },
    { label: 'Business finance', href: financeHref(dealer), description: 'Chattel mortgage, lease and novated options.' },
  ]
  if (sellsNewMazda(dealer)) links.unshift({ label: 'Mazda BT-50 for fleets', href: '/pages/mazda-bt-50-fleet', description: 'Cab chassis and dual cab utes, fitted out for work.' })
  return page('Fleet Sales', 'fleet', `Fleet and business vehicle sales at ${name}: ${andList(dealer.newMakes)} for ABN holders, government and not-for-profits.`, [
    text(
      h2('Vehicles for your business'),
      p(`Whether you run two utes or two hundred cars, our fleet team looks after ABN holders, government departments and not-for-profits with fleet pricing on the ${andList(dealer.newMakes)} range, one point of contact and servicing that keeps your vehicles on the road.`),
      p('Call our fleet manager on ', tel(phoneOf(dealer)), ' or send your requirements below.'),
    ),
    {
      blockType: 'featuresGrid',
      heading: 'What our fleet customers get',
      style: 'features',
      items: [
        { title: 'Fleet pricing', icon: 'plan', text: 'Manufacturer fleet rebates passed on, with one quote for the whole order.' },
        { title: 'One point of contact', icon: 'star', text: 'A dedicated fleet manager from the first quote to the last service.' },
        { title: 'Fit-outs arranged', icon: 'parts', text: 'Trays, canopies, racking, tow bars and signage fitted before delivery.' },
        { title: 'Servicing that fits around you', icon: 'clock', text: 'Early drop-off, loan vehicles and priority bookings for fleet vehicles.' },
      ],
    },
    {
      blockType: 'enquiryForm',
      heading: 'Request a fleet quote',
      intro: 'Tell us which vehicles you need, how many and when. Include your ABN if you have one.',
      categories: categories('Fleet purchase', 'Novated lease', 'Fleet servicing', 'Business finance'),
      messageRequired: 'required',
      showLocation: false,
      submitLabel: 'Request a quote',
    },
    { blockType: 'relatedLinks', heading: 'You might also be interested in', links },
  ])
}

// ---------------------------------------------------------------------------------------------------
// Mazda (dealers selling new Mazdas)
// ---------------------------------------------------------------------------------------------------

const BT50_SEARCH = '/search/mazda/bt-50'

function bt50UteCentre(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  return page('Mazda BT-50 Ute Centre', 'pages/mazda-bt-50-ute-centre', `The Mazda BT-50 range at ${name}: dual cab and cab chassis utes, 4x2 and 4x4, ready to test drive.`, [
    text(
      h2('Built to work, made to drive'),
      p(`The BT-50 pairs a strong turbo-diesel with up to 3,500 kg of braked towing and a cabin that feels like a Mazda. At ${name} you can compare the grades side by side and take one for a proper drive, loaded or towing if you like.`),
      ul(
        'Dual cab pick-up and cab chassis, in 4x2 and 4x4',
        'Up to 3,500 kg braked towing capacity',
        'Grades from the work-ready XS and XT to the well-equipped GT and SP',
        'Five-year, unlimited-kilometre factory warranty',
      ),
    ),
    {
      blockType: 'modelRange',
      heading: 'The BT-50 range',
      categories: [{ body: 'ute' }],
      showAll: false,
      display: 'grid',
    },
    {
      blockType: 'cta',
      heading: 'BT-50s in stock now',
      text: 'New, demo and used BT-50s at our Cheltenham showroom.',
      buttons: [{ link: { label: 'See BT-50 stock', href: BT50_SEARCH } }, { link: { label: 'BT-50 for fleets', href: '/pages/mazda-bt-50-fleet' } }],
      tone: 'light',
    },
    { blockType: 'multiStepForm', heading: 'Book a BT-50 test drive', showLocation: true, submitLabel: 'Book test drive' },
    {
      blockType: 'faq',
      heading: 'BT-50 questions',
      rememberOpen: false,
      items: [
        { question: 'Can I test drive a BT-50 with a load or a trailer?', answer: 'Yes. Tell us when you book and we will have a loaded tray or a trailer ready, so you can feel how it tows before you buy.' },
        { question: 'Can you fit a tray, canopy or tow bar before delivery?', answer: 'Yes. We fit genuine Mazda accessories and work with local body builders for trays and canopies; it can all be included in your finance.' },
        { question: 'Is there a BT-50 fleet programme?', answer: 'ABN holders and fleets get fleet pricing and a dedicated contact. See our BT-50 fleet page.' },
      ],
    },
  ])
}

function bt50Fleet(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  return page('Mazda BT-50 Fleet', 'pages/mazda-bt-50-fleet', `Mazda BT-50 fleet sales at ${name}: fleet pricing, trays and fit-outs, and servicing for business.`, [
    text(
      h2('BT-50 for business'),
      p(`From a single tradie’s ute to a fleet of site vehicles, ${name} supplies the Mazda BT-50 ready for work: cab chassis with a tray, dual cab with a canopy, tow bar and signage, delivered registered and fitted out.`),
      p('Speak to our fleet team on ', tel(phoneOf(dealer)), '.'),
    ),
    {
      blockType: 'featuresGrid',
      heading: 'Fleet benefits',
      style: 'benefits',
      items: [
        { title: 'Mazda fleet pricing for ABN holders', icon: 'star' },
        { title: 'Trays, canopies and racking fitted before delivery', icon: 'star' },
        { title: 'Five-year, unlimited-kilometre warranty', icon: 'shield' },
        { title: 'Priority servicing with a loan vehicle', icon: 'star' },
      ],
    },
    {
      blockType: 'enquiryForm',
      heading: 'Request a BT-50 fleet quote',
      intro: 'Tell us the body style, grade and number of utes, and any fit-out you need.',
      categories: categories('BT-50 fleet quote', 'Tray and canopy fit-out', 'Fleet servicing'),
      messageRequired: 'required',
      showLocation: false,
      submitLabel: 'Request a quote',
    },
    {
      blockType: 'relatedLinks',
      heading: 'You might also be interested in',
      links: [
        { label: 'BT-50 Ute Centre', href: '/pages/mazda-bt-50-ute-centre', description: 'The full BT-50 range and test drives.' },
        { label: 'Fleet sales', href: '/fleet', description: 'Fleet pricing across the Mazda range.' },
        { label: 'BT-50 stock', href: BT50_SEARCH, description: 'New, demo and used BT-50s available now.' },
      ],
    },
  ])
}

function guaranteedFutureValue(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  return page('Guaranteed Future Value', 'guaranteed-future-value', `Mazda Guaranteed Future Value at ${name}: lower repayments and a guaranteed minimum value at the end of your term.`, [
    text(
      h2('Know what your Mazda will be worth'),
      p('With Guaranteed Future Value (GFV) finance, the minimum value of your new Mazda at the end of your loan is set on the day you buy, based on the term and the kilometres you expect to drive. Because that amount is deferred to the end, your regular repayments are lower.'),
      h3('At the end of your term, you choose'),
      ol(
        [bold('Trade it in'), ' on a new Mazda: any value above the GFV goes towards your next car'],
        [bold('Keep it'), ' by paying or refinancing the final payment'],
        [bold('Hand it back'), ' and walk away, subject to fair wear and tear and the agreed kilometres'],
      ),
    ),
    {
      blockType: 'financeCalculator',
      heading: 'Estimate your repayments',
      intro: 'Set a final (balloon) payment to see how a guaranteed future value lowers your repayments. Our team will confirm the actual GFV for your model, term and kilometres.',
      variant: 'extras',
      extrasInput: 'deposit',
      buttonLabel: 'Get Finance Quote',
      showDisclaimer: true,
    },
    {
      blockType: 'cta',
      heading: 'Talk to our finance team',
      text: `Call ${phoneOf(dealer)} or request a quote for the Mazda you have in mind.`,
      buttons: [{ link: { label: 'Mazda Finance', href: financeHref(dealer) } }, { link: { label: 'Browse new Mazdas', href: '/models' } }],
      tone: 'light',
    },
    text(p('Guaranteed Future Value is available to approved applicants of Mazda Finance on eligible new vehicles. Conditions apply, including the agreed kilometres and the condition of the vehicle at the end of the term. Fees, charges, terms and conditions apply.')),
  ])
}

function mazdaAssured(dealer: Dealer): PageData {
  const { name } = dealer.tenant
  return page('Mazda Assured Pre-Owned', 'mazda-assured', `Mazda Assured late-model pre-owned Mazdas at ${name}: inspected, serviced and backed by an extra warranty.`, [
    text(
      h2('A pre-owned Mazda, assured'),
      p(`Mazda Assured cars are late-model Mazdas that have passed a 90-point inspection by our Mazda-trained technicians and come with a full service history. ${name} backs every one with the extras below.`),
    ),
    {
      blockType: 'featuresGrid',
      heading: 'Every Mazda Assured car comes with',
      style: 'benefits',
      items: [
        { title: '90-point inspection by Mazda-trained technicians', icon: 'star' },
        { title: '1-year extra warranty', icon: 'shield' },
        { title: '12 months roadside assistance', icon: 'shield' },
        { title: 'A full service history', icon: 'star' },
      ],
    },
    {
      blockType: 'cta',
      heading: 'Find your Mazda Assured car',
      text: `Browse our used Mazdas online or call ${phoneOf(dealer)} to hear about cars arriving this week.`,
      buttons: [{ link: { label: 'Used Mazdas', href: '/search/used-cars' } }, { link: { label: 'Value my trade', href: '/trade-in' } }],
      tone: 'primary',
    },
    {
      blockType: 'faq',
      heading: 'Mazda Assured questions',
      rememberOpen: false,
      items: [
        { question: 'Which cars can be Mazda Assured?', answer: 'Late-model Mazdas with a full service history that pass our 90-point inspection. Cars that fall short are sold as regular used cars.' },
        { question: 'Can I finance a Mazda Assured car?', answer: 'Yes. Mazda Finance and our other lending partners finance pre-owned cars; ask about repayments when you enquire.' },
      ],
    },
  ])
}

/** The linked pages the dealer gets (see the table at the top). */
export function linkedPages(dealer: Dealer): PageData[] {
  const pages = [partsAndAccessories(dealer), accessories(dealer), partsSearch(dealer), offers(dealer), preApproval(dealer), insurance(dealer), financeAndInsurance(dealer), spinToWin(dealer)]
  if (sellsNew(dealer)) pages.push(fleet(dealer))
  if (sellsNewMazda(dealer)) pages.push(bt50UteCentre(dealer), bt50Fleet(dealer), guaranteedFutureValue(dealer), mazdaAssured(dealer))
  return pages
}

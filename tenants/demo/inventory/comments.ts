/**
 * Dealer comments in the voice of a yard's listings. A "|" starts a new paragraph; some
 * cars have none yet, which the site shows as "Dealer comments are pending".
 */
import type { Rng } from './random'

export type CommentFacts = {
  name: string
  carType: 'new' | 'used' | 'demo'
  itemType: 'car' | 'caravan' | 'motorcycle' | 'truck'
  km: number | null
  colour: string
  features: string[]
  dealer: string
  city: string
  certified: boolean
  certifiedName?: string
  towing: number
}

const OPENERS = {
  new: ['Brand new {name} in {colour}, ready for delivery from our {city} showroom.', 'Drive away today in a brand new {name}.', 'In stock now: a new {name} finished in {colour}.'],
  demo: ['Save thousands on this ex-demonstrator {name} with only {km} km.', 'Demo clearance: {name}, {km} km, full new-car warranty.', 'Barely run in: {name} ex-demo with {km} km on the clock.'],
  used: ['This {name} has covered {km} km and is presented in great condition.', 'Well looked after {name}, {km} km, in {colour}.', 'Trade-in {name} with {km} km, serviced and ready to go.'],
  caravan: ['{name} in excellent order, ready for your next trip.', 'Set up for touring: {name}, well maintained and ready to hitch up.', 'Hit the road in this {name}.'],
  motorcycle: ['{name} with {km} km, serviced and ready to ride.', 'Tidy {name}, {km} km, with a fresh service.'],
  truck: ['{name} with {km} km, ready for work.', 'Work-ready {name}: {km} km and a fresh service.'],
}

const CLOSERS = [
  'Finance available and trade-ins welcome. Call {dealer} today to arrange an inspection.',
  'Book a test drive online or call us: we are open six days.',
  'Ask us about our extended warranty and finance options.',
  'All our vehicles are inspected before sale. Trade-ins welcome.',
]

/** 12,345 (Intl's toLocaleString is slow enough to matter when streaming 100,000 cars). */
const thousands = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

const fill = (template: string, f: CommentFacts) =>
  template
    .replace('{name}', f.name)
    .replace('{colour}', f.colour.toLowerCase())
    .replace('{city}', f.city)
    .replace('{dealer}', f.dealer)
    .replace('{km}', thousands(f.km ?? 0))

export function dealerComments(rng: Rng, f: CommentFacts): string {
  // About one car in nine has no comments yet.
  if (rng.chance(0.11)) return ''
  const key = f.itemType === 'car' ? f.carType : f.itemType
  const paragraphs = [fill(rng.pick(OPENERS[key]), f)]
  if (f.features.length) {
    const picks = rng.shuffle(f.features).slice(0, rng.int(3, 5))
    paragraphs.push(`Features include ${picks.slice(0, -1).join(', ')} and ${picks[picks.length - 1]}.`)
  }
  if (f.certified) paragraphs.push(`${f.certifiedName ?? 'Certified pre-owned'}: multi-point inspected, with an extra year of warranty and roadside assistance.`)
  if (f.towing >= 3000 && rng.chance(0.5)) paragraphs.push(`Rated to tow ${thousands(f.towing)} kg braked: ideal for the van or the boat.`)
  // Some listings are a single block of text; most are split into paragraphs.
  paragraphs.push(fill(rng.pick(CLOSERS), f))
  return rng.chance(0.8) ? paragraphs.join('|') : paragraphs.join(' ')
}

/**
 * DMS words → the option values Vehicles uses (src/domain/vehicles/options.ts).
 *
 * DMS exports spell the same thing many ways ("Auto", "6 SP AUTOMATIC", "CVT"; "ULP", "Premium
 * Unleaded"; "4x4", "Four Wheel Drive"). Each function takes the cell as written and returns the
 * option value, or `null` when the word is not recognised: the caller keeps the text as written and
 * leaves the group empty rather than guessing.
 */
import type { BodyType, CarType, PriceType, SimpleDrive, SimpleFuel, SimpleTransmission } from './feedVehicle'

/** Lower case, single-spaced, for matching. */
const words = (raw: string) => raw.toLowerCase().replace(/\s+/g, ' ').trim()

/** New / Used / Demo in their usual spellings and one-letter codes. */
export function carTypeFrom(raw: string): CarType | null {
  const w = words(raw).replace(/[^a-z ]/g, '')
  if (/^(new|n|brand new)$/.test(w)) return 'new'
  if (/^(used|u|pre ?owned|preowned|second ?hand|secondhand|near new|certified pre ?owned|cpo)$/.test(w)) return 'used'
  if (/^(demo|d|demonstrator|ex ?demo|exdemo|demonstration)$/.test(w)) return 'demo'
  return null
}

/**
 * Automatic or Manual. Anything with two pedals counts as automatic: CVT, dual-clutch (DCT, DSG),
 * automated manuals and the single-speed reduction gear of electric cars.
 */
export function transmissionFrom(raw: string): SimpleTransmission | null {
  const w = words(raw)
  if (/\bauto|\bcvt\b|\bdct\b|\bdsg\b|\bamt\b|dual[ -]?clutch|twin[ -]?clutch|continuous|variable|tiptronic|steptronic|sportshift|powershift|\breduction\b|single[ -]?speed|\b1 ?(?:sp|speed)\b|^a$|^at$/.test(w)) {
    return 'Automatic'
  }
  if (/\bman(?:ual)?\b|^m$|^mt$|\bmt\b|\bsp man\b/.test(w)) return 'Manual'
  return null
}

/**
 * The fuel group. Plug-in hybrids are checked before hybrids, hybrids before electric and petrol
 * (a "Petrol/Electric Hybrid" is a hybrid). Dual-fuel petrol/LPG cars count as LPG.
 */
export function fuelFrom(raw: string): SimpleFuel | null {
  const w = words(raw)
  if (/plug[ -]?in|\bphev\b/.test(w)) return 'PHEV'
  if (/hybrid|\bhev\b|\bmhev\b/.test(w)) return 'Hybrid'
  if (/\blpg\b|\bautogas\b|dual[ -]?fuel/.test(w)) return 'LPG'
  if (/electric|\bev\b|\bbev\b|battery/.test(w)) return 'Electric'
  if (/diesel|\bdsl\b|^d$/.test(w)) return 'Diesel'
  if (/petrol|unleaded|\bulp\b|\bpulp\b|\bpremium\b|\be10\b|\be85\b|\bgasoline\b|^p$/.test(w)) return 'Petrol'
  return null
}

/**
 * The drive group. "2WD" and "4x2" say only that two wheels drive: "4x2" is the ute convention for
 * rear-wheel drive, while a plain "2WD" could be either, so it stays unrecognised.
 */
export function driveFrom(raw: string): SimpleDrive | null {
  const w = words(raw)
  if (/\bawd\b|all[ -]?wheel|quattro|xdrive|4motion|4matic|symmetrical|\be-?four\b/.test(w)) return 'AWD'
  if (/\b4wd\b|\b4x4\b|four[ -]?wheel|\b4 ?wd\b|part[ -]?time|full[ -]?time 4|\b4 ?x ?4\b/.test(w)) return '4WD'
  if (/\bfwd\b|front[ -]?wheel|^front$/.test(w)) return 'FWD'
  if (/\brwd\b|rear[ -]?wheel|^rear$|\b4x2\b/.test(w)) return 'RWD'
  return null
}

/**
 * The body group, tested most specific first ("Cab Chassis" before "Ute", "People Mover" before
 * "Van"). Hatchbacks become `hatch` and station wagons `wagon`: the stock catalogue and the search
 * facets use those, and the duplicate `hatchback` / `stationWagon` options would split one facet in
 * two. "4D Wagon" on an SUV stays a wagon: the DMS word is all we have.
 */
export function bodyFrom(raw: string): BodyType | null {
  const w = words(raw)
  const rules: Array<[RegExp, BodyType]> = [
    [/cab[ -]?chassis|\bc\/chas\b|tray/, 'cabChassis'],
    [/people[ -]?mover|\bmpv\b|minivan|\bpeople\b/, 'peopleMover'],
    [/motor[ -]?home|campervan|camper van|\brv\b/, 'motorhome'],
    [/\bbus\b|coach/, 'bus'],
    [/light[ -]?truck|\btruck\b|\bprime mover\b/, 'lightTruck'],
    [/convertible|cabriolet|cabrio|roadster|spyder|spider/, 'convertible'],
    [/soft[ -]?top/, 'softtop'],
    [/hard[ -]?top/, 'hardtop'],
    [/\bute\b|utility|pick[ -]?up|pickup|dual cab|double cab|crew cab|single cab|extra cab|king cab|space cab|super cab|club cab|freestyle cab/, 'ute'],
    [/\bsuv\b|sport utility|sports utility|crossover/, 'suv'],
    [/\bvan\b|panel|window van|cargo/, 'van'],
    [/hatch|liftback|\bhback\b|h\/back/, 'hatch'],
    [/wagon|\bwgn\b|estate|touring|sportbrake|avant|shooting brake/, 'wagon'],
    [/sedan|saloon|\bsdn\b|fastback|gran coupe/, 'sedan'],
    [/coupe|coupé|\bcpe\b/, 'coupe'],
    [/\b4x4\b/, '4x4'],
  ]
  for (const [pattern, body] of rules) if (pattern.test(w)) return body
  return null
}

/** The two-or-three-letter state code for an Australian state or territory, written either way. */
export function regoStateFrom(raw: string): string | null {
  const w = words(raw).replace(/[^a-z ]/g, '')
  const states: Array<[RegExp, string]> = [
    [/^(nsw|new south wales)$/, 'NSW'],
    [/^(vic|victoria)$/, 'VIC'],
    [/^(qld|queensland)$/, 'QLD'],
    [/^(sa|south australia)$/, 'SA'],
    [/^(wa|western australia)$/, 'WA'],
    [/^(tas|tasmania)$/, 'TAS'],
    [/^(act|australian capital territory)$/, 'ACT'],
    [/^(nt|northern territory)$/, 'NT'],
  ]
  for (const [pattern, state] of states) if (pattern.test(w)) return state
  return null
}

/**
 * The price type from the drive-away (DAP) column: a yes/DAP value is 'Drive Away'; a no/EGC value or
 * an empty cell is 'Excl. Government Charges'; "ORC" (plus on-road costs) is 'Plus ORC'. `undefined`
 * means the value is not recognised (the caller says so to the dealer).
 */
export function priceTypeFrom(raw: string): PriceType | undefined {
  const w = words(raw).replace(/[^a-z0-9 ]/g, '')
  if (w === '' || /^(n|no|false|0|egc|excl|excluding|excl government charges|excluding government charges)$/.test(w)) return 'Excl. Government Charges'
  if (/^(y|yes|true|1|dap|drive ?away|driveaway|drive away price)$/.test(w)) return 'Drive Away'
  if (/^(orc|plus orc|\+ ?orc|plus on ?road costs)$/.test(w)) return 'Plus ORC'
  return undefined
}

/**
 * Plausible identifiers: VINs (17 characters, no I, O or Q, with a real manufacturer prefix, a
 * model-year letter and a valid check digit) and number plates in each state's current style.
 * None belongs to a real vehicle: the serial part is random.
 */
import type { Rng } from './random'

/** World manufacturer identifiers by make (where the cars sold here are built). */
const WMI: Record<string, string[]> = {
  Toyota: ['MR0', 'JTM', 'JTN', 'JTE'], Mazda: ['JM0', 'MM0'], Hyundai: ['KMH', 'KMF'], Kia: ['KNA', 'KNE'], Ford: ['MNA', 'MPB', '1FA'],
  Mitsubishi: ['MMA', 'JMF'], Nissan: ['JN1', 'MNT'], Subaru: ['JF1', 'JF2'], Isuzu: ['MPA', 'JAL'], Honda: ['JHM', 'MRH'],
  Suzuki: ['JS3', 'MA3'], Lexus: ['JTJ'], Holden: ['6G1', 'KL3'], Ram: ['3C6'], Chevrolet: ['1GC'], Jeep: ['1C4'],
  Volkswagen: ['WVW', 'WV1'], Audi: ['WAU'], BMW: ['WBA', 'WB1'], 'Mercedes-Benz': ['WDD', 'W1K', 'WDB'], Volvo: ['YV1'],
  'Land Rover': ['SAL'], Ineos: ['SAB'], Tesla: ['LRW', '5YJ'], Polestar: ['LPS'], BYD: ['LGX'], MG: ['LSJ'], GWM: ['LGW'],
  Haval: ['LGW'], Chery: ['LVV'], LDV: ['LSK'], SsangYong: ['KPT'], Jayco: ['6T9'], Yamaha: ['JYA'], Kawasaki: ['JKA'],
  KTM: ['VBK'], 'Harley-Davidson': ['1HD'], Hino: ['JHD'], Fuso: ['JLF'],
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const TRANSLIT: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
/** Model-year letters: 2010 is A, skipping I, O, Q, U, Z and 0; 2031 starts again at 1. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!
    const v = /\d/.test(c) ? Number(c) : (TRANSLIT[c] ?? 0)
    sum += v * WEIGHTS[i]!
  }
  const r = sum % 11
  return r === 10 ? 'X' : String(r)
}

const yearCode = (year: number) => YEAR_CODES[(((year - 2010) % 30) + 30) % 30]!

export function makeVin(rng: Rng, make: string, year: number): string {
  const wmi = rng.pick(WMI[make] ?? ['LVV'])
  const chars = (n: number, set = VIN_CHARS) => Array.from({ length: n }, () => set[rng.int(0, set.length - 1)]).join('')
  const vds = chars(5)
  const plant = chars(1)
  const serial = chars(6, '0123456789')
  const draft = `${wmi}${vds}0${yearCode(year)}${plant}${serial}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}

export const isValidVin = (vin: string) => VIN_PATTERN.test(vin) && vinCheckDigit(vin) === vin[8]

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
export type PlateState = 'QLD' | 'NSW' | 'VIC' | 'SA' | 'WA' | 'TAS' | 'ACT' | 'NT'

/** A number plate in the state's current general-issue style. */
export function makePlate(rng: Rng, state: PlateState): string {
  const L = (n: number) => Array.from({ length: n }, () => LETTERS[rng.int(0, LETTERS.length - 1)]).join('')
  const D = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('')
  switch (state) {
    case 'QLD':
      return `${D(3)}${L(3)}`
    case 'NSW':
      return `${L(2)}${D(2)}${L(2)}`
    case 'VIC':
      return `${L(3)}${D(3)}`
    case 'SA':
      return `S${D(3)}${L(3)}`
    case 'WA':
      return `1${L(3)}${D(3)}`
    default:
      return `${L(2)}${D(2)}${L(2)}`
  }
}

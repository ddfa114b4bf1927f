/**
 * The valuation provider as our code sees it (the eval-expert calls).
 * The wire format (field names such as EvalID and the provider's own spelling VechielDescriptions)
 * is kept as the spec gives it: it is what the browser receives from /api/eval-expert/*.
 */
export type VehicleDescription = { Description: string; VIN?: string }

/** One entry of the enter-vin answer: a valuation id (direct match) or candidate descriptions. */
export type LookupEntry = { EvalID: string | null; VIN: string | null; descriptions: VehicleDescription[] }

export type Valuation = {
  EvalID: string
  VIN: string
  Body: string
  Transmission: string
  Cylinders: number | null
  CompMth: number | null
  CompYr: number | null
  BuildMth: number | null
  BuildYr: number | null
  Make: string
  Model: string
  Series: string
  Variant: string
  Year: number
  EngineNo: string
  Registration: string
  RegExpiry: string | null
  KM: number
  redbookCode: string
  VechielDescriptions: VehicleDescription[]
  /** Ours, not the spec's: the provider's trade value in whole dollars, the base of the offer. */
  OfferPrice: number | null
}

export type UpdateEvalInput = { evalid: string; km: number; userEmail?: string; cName?: string; cEmail?: string; cPhone?: string }
export type ImageUpload = { evalid: string; name: string; type: string; bytes: Uint8Array }

export interface ValuationProvider {
  readonly name: string
  enterVin(rego: string, state: string): Promise<LookupEntry[]>
  manualEntry(vin: string, desc: string): Promise<LookupEntry[]>
  imageUpload(upload: ImageUpload): Promise<{ ok: true }>
  updateEval(input: UpdateEvalInput): Promise<Valuation[]>
}

export class ValuationError extends Error {
  constructor(message: string, readonly status = 502) {
    super(message)
  }
}

/** Candidates first, then a valuation id, otherwise no match. */
export function classifyLookup(entries: LookupEntry[]): { kind: 'candidates'; candidates: VehicleDescription[] } | { kind: 'direct'; entry: LookupEntry & { EvalID: string } } | { kind: 'none' } {
  const candidates = entries.flatMap((e) => (e.EvalID ? [] : e.descriptions)).filter((d) => d.Description)
  if (candidates.length > 0) return { kind: 'candidates', candidates }
  const direct = entries.find((e): e is LookupEntry & { EvalID: string } => Boolean(e.EvalID))
  return direct ? { kind: 'direct', entry: direct } : { kind: 'none' }
}

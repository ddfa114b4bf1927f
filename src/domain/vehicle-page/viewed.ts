/**
 * Viewed vehicles and favourites kept in the browser's local storage ("Viewed vehicles are
 * appended once per vehicle to a local list. Favourites toggle and persist locally.";
 * records). Pure list functions: the caller reads and writes storage.
 */

/** A viewed vehicle as the browser keeps it: id, stocknum, make, model, body, simple_body. */
export type ViewedVehicle = {
  id: number | string
  stocknum: string | null
  make: string
  model: string
  body: string | null
  simple_body: string | null
}

/** A favourite as the browser keeps it: id, name, slug, make, model, primary_image_url. */
export type FavouriteVehicle = {
  id: number | string
  name: string
  slug: string
  make: string
  model: string
  primary_image_url: string | null
}

/** Storage keys (the spec names none). Local storage is per site origin, so per dealer. */
export const VIEWED_STORAGE_KEY = 'forecourt:viewed-vehicles'
export const FAVOURITES_STORAGE_KEY = 'forecourt:favourites'

const sameId = (a: number | string, b: number | string) => String(a) === String(b)

/**
 * The list with `record` appended, unless a record with its id is already there (then the list is
 * returned unchanged, same array): once per vehicle, first view kept in place. With `max`, the oldest
 * entries are dropped to keep at most `max`.
 */
export function appendViewed(list: readonly ViewedVehicle[], record: ViewedVehicle, max?: number): ViewedVehicle[] {
  if (list.some((v) => sameId(v.id, record.id))) return list as ViewedVehicle[]
  const next = [...list, record]
  return max !== undefined && Number.isFinite(max) && max >= 0 ? next.slice(Math.max(0, next.length - Math.floor(max))) : next
}

export function isFavourite(list: readonly FavouriteVehicle[], id: number | string): boolean {
  return list.some((f) => sameId(f.id, id))
}

/** Adds the car when it is not a favourite, removes it (every entry with its id) when it is. */
export function toggleFavourite(list: readonly FavouriteVehicle[], record: FavouriteVehicle): FavouriteVehicle[] {
  return isFavourite(list, record.id) ? list.filter((f) => !sameId(f.id, record.id)) : [...list, record]
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)
const id = (v: unknown): number | string | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' ? v : null)

function parseList<T extends { id: number | string }>(raw: string | null | undefined, read: (o: Record<string, unknown>) => T | null): T[] {
  if (typeof raw !== 'string' || raw.trim() === '') return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  const out: T[] = []
  for (const item of data) {
    const rec = item && typeof item === 'object' && !Array.isArray(item) ? read(item as Record<string, unknown>) : null
    if (rec && !out.some((o) => sameId(o.id, rec.id))) out.push(rec)
  }
  return out
}

/** The viewed list from storage; unreadable storage or malformed entries (no id, make or model) are dropped, repeats too. */
export function parseViewed(raw: string | null | undefined): ViewedVehicle[] {
  return parseList(raw, (o) => {
    const i = id(o.id)
    const make = str(o.make)
    const model = str(o.model)
    if (i === null || make === null || model === null) return null
    return { id: i, stocknum: str(o.stocknum), make, model, body: str(o.body), simple_body: str(o.simple_body) }
  })
}

/** The favourites from storage; entries without an id, name, slug, make or model are dropped, repeats too. */
export function parseFavourites(raw: string | null | undefined): FavouriteVehicle[] {
  return parseList(raw, (o) => {
    const i = id(o.id)
    const name = str(o.name)
    const slug = str(o.slug)
    const make = str(o.make)
    const model = str(o.model)
    if (i === null || name === null || slug === null || make === null || model === null) return null
    return { id: i, name, slug, make, model, primary_image_url: str(o.primary_image_url) }
  })
}

/** Only the spec's fields of a viewed record, whatever else the caller's object carries. */
export function viewedRecord(car: { id: number | string; stocknum?: string | null; make: string; model: string; body?: string | null; simple_body?: string | null }): ViewedVehicle {
  return { id: car.id, stocknum: car.stocknum ?? null, make: car.make, model: car.model, body: car.body ?? null, simple_body: car.simple_body ?? null }
}

/** Only the spec's fields of a favourite record. */
export function favouriteRecord(car: { id: number | string; name: string; slug: string; make: string; model: string; primary_image_url?: string | null }): FavouriteVehicle {
  return { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url ?? null }
}

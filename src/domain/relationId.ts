/**
 * The numeric id in a Payload relationship value, whichever way it arrives: populated (`{ id }`), an
 * id, or a numeric string (form state and job inputs carry ids as strings). Null for anything else.
 */
export function relationId(value: unknown): number | null {
  const raw = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : null
  if (typeof raw === 'string' && /^[1-9]\d{0,15}$/.test(raw)) return Number(raw)
  return null
}

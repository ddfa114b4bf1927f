/**
 * Validation results as the forms show them: 'Please fix the following errors:' over
 * a list of field messages, each linking to its field. The lead API answers with the same shape, so
 * the browser renders a server refusal exactly like its own check.
 */
import type * as z from '../validation/zodMini'

import { MESSAGES } from './messages'

export type FieldError = { field: string; message: string }

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] }

/** The first message per field, in the order the schema reported them. */
export function fieldErrors(error: z.core.$ZodError): FieldError[] {
  const seen = new Set<string>()
  const out: FieldError[] = []
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_form'
    if (seen.has(field)) continue
    seen.add(field)
    out.push({ field, message: issue.message })
  }
  return out
}

/** A zod/mini schema (a classic one fits the type too); the import is a type, so no zod loads here. */
export function validate<S extends z.ZodMiniType>(schema: S, values: unknown): ValidationResult<z.infer<S>> {
  const result = schema.safeParse(values)
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) }
}

/** The body of a 400 from the lead API. */
export const validationFailure = (errors: FieldError[]) => ({ message: MESSAGES.fixErrors, errors })

/** A step-level message (the minimal service step) collapses the field list into one line. */
export function stepMessage(errors: FieldError[]): string | null {
  return errors.some((e) => e.message === MESSAGES.stepIncomplete) ? MESSAGES.stepIncomplete : null
}

/**
 * The service booking wizard: Contact Details, Vehicle Details, Order Details;
 * or the minimal rego-first variant whose vehicle step needs make, model and year before advancing.
 */
import * as z from '../validation/zodMini'

import type { FormConfig } from './config'
import { consentShape, contactShape, placeShape } from './contact'
import { checkbox, oneOf, optionalText, optionalOneOf, requiredText, wholeNumber } from './fields'
import { MESSAGES } from './messages'

/** The last step submits with lead_status Complete and form_completed true. */
const completion = {
  lead_status: z.optional(z.literal('Complete')),
  form_completed: checkbox(false),
}

const thisYear = () => new Date().getFullYear()
const year = () => wholeNumber(MESSAGES.required, 1900, thisYear() + 1)

/** yyyy-mm-dd from a date input; a booking cannot be in the past (a day's grace for time zones). */
const preferredDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.optional(
    z.string().check(
      z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), 'Please enter a valid date'),
      z.refine((v) => Date.parse(v) >= Date.now() - 2 * 86_400_000, 'Please choose a date from today on'),
    ),
  ),
)

export const serviceContactStep = () => z.object({ name: contactShape.name, last_name: contactShape.last_name, email: contactShape.email, phone: contactShape.phone })

export function serviceVehicleStep(config: FormConfig) {
  return z.object({
    'Vehicle Make': requiredText(60),
    'Vehicle Model': requiredText(60),
    'Vehicle Year': year(),
    'Vehicle Rego': optionalText(10),
    'Service Interval': config.serviceIntervalRequired ? oneOf(config.serviceIntervals) : optionalOneOf(config.serviceIntervals),
  })
}

export function serviceOrderStep(config: FormConfig) {
  return z.object({
    'Preferred Service Date': preferredDate,
    // Service type required when options exist.
    'Service Type': config.serviceTypes.length > 0 ? oneOf(config.serviceTypes) : optionalText(60),
    'Tyres Replacement': checkbox(false),
    Comments: optionalText(2000),
    ...placeShape(config),
    opt_in: consentShape(config).opt_in,
    ...completion,
  })
}

export function serviceSchema(config: FormConfig) {
  return z.extend(z.extend(serviceContactStep(), serviceVehicleStep(config).shape), serviceOrderStep(config).shape)
}

/**
 * Minimal variant, step 1: rego first, then make, model and year. One message for the whole step
 * ('Please complete the form step before proceeding.').
 */
export const minimalVehicleStep = () =>
  z.object({
    'Vehicle Rego': optionalText(10),
    'Vehicle Make': requiredText(60, MESSAGES.stepIncomplete),
    'Vehicle Model': requiredText(60, MESSAGES.stepIncomplete),
    'Vehicle Year': wholeNumber(MESSAGES.stepIncomplete, 1900, thisYear() + 1),
  })

export function minimalServiceSchema(config: FormConfig) {
  return z.extend(minimalVehicleStep(), {
    ...serviceContactStep().shape,
    'Preferred Service Date': preferredDate,
    Comments: optionalText(2000),
    ...placeShape(config),
    opt_in: consentShape(config).opt_in,
    ...completion,
  })
}

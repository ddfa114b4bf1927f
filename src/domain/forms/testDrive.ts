/**
 * The multi-step enquiry and test-drive form: step 1 contact, step 2 the visit; the
 * last step submits. Request Photos is a hidden field with its default; the booking date and the
 * message are optional.
 */
import * as z from '../validation/zodMini'

import type { FormConfig } from './config'
import { consentShape, contactShape, placeShape } from './contact'
import { optionalText } from './fields'
import { REQUEST_PHOTOS_DEFAULT, TEST_DRIVE_DATE_FIELD } from './messages'

/** datetime-local gives 2026-12-01T10:30; a JSON client may send a full ISO string. */
const bookingDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.optional(
    z.string().check(
      z.refine((v) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), 'Please enter a valid date and time'),
    ),
  ),
)

export const testDriveStepOne = () => z.object({ ...contactShape })

export function testDriveStepTwo(config: FormConfig) {
  return z.object({
    [TEST_DRIVE_DATE_FIELD]: bookingDate,
    message: optionalText(2000),
    'Request Photos': z.preprocess((v) => (v === undefined || v === '' ? REQUEST_PHOTOS_DEFAULT : v), z.string().check(z.maxLength(200))),
    ...placeShape(config),
    ...consentShape(config),
  })
}

export function testDriveSchema(config: FormConfig) {
  return z.extend(testDriveStepOne(), testDriveStepTwo(config).shape)
}

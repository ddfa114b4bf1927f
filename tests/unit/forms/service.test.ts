import { describe, expect, it } from 'vitest'

import { DEFAULT_SERVICE_INTERVALS } from '@/domain/forms/config'
import { MESSAGES } from '@/domain/forms/messages'
import { minimalServiceSchema, minimalVehicleStep, serviceOrderStep, serviceSchema, serviceVehicleStep } from '@/domain/forms/service'
import { config, contact, messageFor } from './fixtures'

const vehicle = { 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', 'Vehicle Year': '2019' }

describe('service booking wizard', () => {
  it('requires the service interval per configuration', () => {
    expect(messageFor(serviceVehicleStep(config()), vehicle, 'Service Interval')).toBe(MESSAGES.required)
    expect(messageFor(serviceVehicleStep(config({ serviceIntervalRequired: false })), vehicle, 'Service Interval')).toBeUndefined()
    expect(serviceVehicleStep(config()).safeParse({ ...vehicle, 'Service Interval': DEFAULT_SERVICE_INTERVALS[0] }).success).toBe(true)
    expect(messageFor(serviceVehicleStep(config({ serviceIntervalRequired: false })), { ...vehicle, 'Service Interval': 'made up' }, 'Service Interval')).toBe(MESSAGES.required)
  })

  it('requires the service type when options exist, not when there are none', () => {
    expect(messageFor(serviceOrderStep(config()), {}, 'Service Type')).toBe(MESSAGES.required)
    expect(messageFor(serviceOrderStep({ ...config(), serviceTypes: [] }), {}, 'Service Type')).toBeUndefined()
    expect(config({}, { serviceTypes: [] }).serviceTypes.length).toBeGreaterThan(0) // an empty block list means the defaults
  })

  it('requires make, model and a sensible year in the vehicle step', () => {
    expect(messageFor(serviceVehicleStep(config()), {}, 'Vehicle Make')).toBe(MESSAGES.required)
    expect(messageFor(serviceVehicleStep(config()), { ...vehicle, 'Vehicle Year': '1800' }, 'Vehicle Year')).toBe(MESSAGES.required)
  })

  it('refuses a preferred date in the past', () => {
    expect(messageFor(serviceOrderStep(config()), { 'Preferred Service Date': '2001-01-01' }, 'Preferred Service Date')).toBe('Please choose a date from today on')
  })

  it('the whole standard booking passes with every step filled', () => {
    const { postcode: _p, ...serviceContact } = contact
    expect(serviceSchema(config()).safeParse({ ...serviceContact, ...vehicle, 'Service Interval': DEFAULT_SERVICE_INTERVALS[1], 'Service Type': 'Brakes' }).success).toBe(true)
  })

  it('minimal variant: make, model and year before advancing, with the step message', () => {
    for (const field of ['Vehicle Make', 'Vehicle Model', 'Vehicle Year']) {
      expect(messageFor(minimalVehicleStep(), { 'Vehicle Rego': 'ABC123' }, field)).toBe(MESSAGES.stepIncomplete)
    }
    expect(minimalVehicleStep().safeParse({ 'Vehicle Rego': 'ABC123', ...vehicle }).success).toBe(true)
    const { postcode: _p, ...serviceContact } = contact
    expect(minimalServiceSchema(config()).safeParse({ ...vehicle, ...serviceContact }).success).toBe(true)
  })
})

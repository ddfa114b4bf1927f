import { describe, expect, it } from 'vitest'

import { fillBlanks, formDetailsOf, type CustomerView } from '@/domain/accounts/storedDetails'

const jane: CustomerView = { phone: '+61412345678', name: 'Jane', lastName: 'Citizen', email: 'jane@example.com', postcode: '4000' }

describe('formDetailsOf', () => {
  it('names the details as the lead forms do, with the mobile written the Australian way', () => {
    expect(formDetailsOf(jane)).toEqual({ name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '4000' })
  })
  it('leaves out details the shopper never gave', () => {
    expect(formDetailsOf({ ...jane, name: null, email: '', lastName: null, postcode: null })).toEqual({ phone: '0412 345 678' })
  })
})

describe('fillBlanks', () => {
  it('fills empty fields only, never what is already there', () => {
    const typed = { name: 'Janet', email: '', phone: '   ', message: 'Hi' }
    expect(fillBlanks(typed, formDetailsOf(jane))).toEqual({
      name: 'Janet',
      email: 'jane@example.com',
      phone: '0412 345 678',
      message: 'Hi',
      last_name: 'Citizen',
      postcode: '4000',
    })
  })
  it('does not change the values it was given', () => {
    const values = { name: '' }
    fillBlanks(values, { name: 'Jane' })
    expect(values).toEqual({ name: '' })
  })
})

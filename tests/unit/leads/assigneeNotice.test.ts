import { describe, expect, it } from 'vitest'

import { assigneeNotice } from '@/domain/leads/assigneeNotice'

describe('the assignee notice', () => {
  it('says what the lead is, where, who handed it over, and links to it in the admin', () => {
    const { subject, text } = assigneeNotice({
      leadId: 42,
      title: 'Jane Citizen · Vehicle Enquiry: 2022 Kia Sportage',
      form: 'test-drive',
      stage: 'new',
      dealershipName: 'Harbour City Kia & Ford',
      locationName: 'Tweed Heads',
      byName: 'Grace Manager',
      adminUrl: 'https://admin.example.test/',
    })
    expect(subject).toBe('Lead assigned to you: Test drive')
    expect(text).toBe(
      [
        'Grace Manager assigned you a lead.',
        '',
        'Jane Citizen · Vehicle Enquiry: 2022 Kia Sportage',
        'Form: Test drive',
        'Stage: New',
        'Where: Harbour City Kia & Ford, Tweed Heads',
        '',
        'Open it: https://admin.example.test/admin/collections/leads/42',
        '',
      ].join('\n'),
    )
  })

  it('leaves out a place it does not know, and names the system when nobody assigned it', () => {
    const { text } = assigneeNotice({ leadId: 1, title: 'T', form: 'enquiry', stage: 'contacted', byName: null, adminUrl: 'http://localhost:3000' })
    expect(text).toContain('Forecourt assigned you a lead.')
    expect(text).not.toContain('Where:')
    expect(text).toContain('Stage: Contacted')
  })
})
